import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '#server/jobs/enqueue-job.ts';
import { createRateLimitCounters } from '#server/lib/rate-limit/rate-limit-counters.ts';
import type { Mailer, MailMessage } from '#server/mail/mailer.ts';
import { createStorage } from '#server/storage/create-storage.ts';
import { accountMessages } from '#shared/account.ts';
import { createMemory } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { createUploadsRepository } from '../uploads/uploads.repository.ts';
import { createUploadsService } from '../uploads/uploads.service.ts';
import { createAccountRepository } from './account.repository.ts';
import { createAccountService } from './account.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const silentLog = { warn: () => {}, info: () => {} };
const whoAmI = (person: TestClient) => person.get('/api/auth/user');

/** The account service as it runs once e-mail is configured, with the sent messages kept for reading. */
function withMail() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    configured: true,
    async send(message) {
      sent.push(message);
    },
  };
  const service = createAccountService({
    repository: createAccountRepository(t.db),
    counters: createRateLimitCounters(t.db),
    storage: createStorage(t.config),
    mailer,
    providerConfigured: false,
    log: silentLog,
  });
  const linkOf = (message: MailMessage) => {
    const href = /https?:\/\/\S+/.exec(message.text)![0];
    const url = new URL(href);
    return `${url.pathname}${url.search}`;
  };
  return { service, sent, linkOf };
}

/** A person who signs in only through the identity provider: an account without a password. */
async function providerOnlyPerson() {
  const person = await t.signUp();
  await t.pool.query('update users set password_hash = null where id = $1', [person.user.id]);
  return person;
}

describe('GET /api/account/security', () => {
  it('says whether the account has a password and how an email change is confirmed', async () => {
    const person = await t.signUp();
    expect((await person.get('/api/account/security')).json()).toEqual({
      hasPassword: true,
      emailChangeByLink: false,
      canConnectProvider: false,
    });
    const provider = await providerOnlyPerson();
    expect((await provider.get('/api/account/security')).json().hasPassword).toBe(false);
  });

  it('offers to connect the sign-in provider only to an account not yet connected to it', async () => {
    const service = createAccountService({
      repository: createAccountRepository(t.db),
      counters: createRateLimitCounters(t.db),
      storage: createStorage(t.config),
      mailer: { configured: false, async send() {} },
      providerConfigured: true,
      log: silentLog,
    });
    const madeBeforeTheProvider = await t.signUp();
    expect((await service.security(madeBeforeTheProvider.user.id)).canConnectProvider).toBe(true);
    const connected = await t.signUp();
    await t.pool.query(
      `update users set oidc_issuer = 'https://id.example.org', oidc_subject = 'sub-1' where id = $1`,
      [connected.user.id],
    );
    expect((await service.security(connected.user.id)).canConnectProvider).toBe(false);
  });
});

describe('changing the password', () => {
  it('refuses a new password equal to the current one, or too short, with a sentence', async () => {
    const person = await t.signUp();
    const same = await person.post('/api/account/password', {
      currentPassword: person.password,
      newPassword: person.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(accountMessages.newPasswordSame);
    const short = await person.post('/api/account/password', {
      currentPassword: person.password,
      newPassword: 'short',
    });
    expect(short.json().message).toBe(accountMessages.newPasswordTooShort);
  });

  it('tells a person who signs in through the provider that there is no password here', async () => {
    const person = await providerOnlyPerson();
    const response = await person.post('/api/account/password', {
      currentPassword: 'anything at all',
      newPassword: 'a brand new password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(accountMessages.noPassword);
  });
});

describe('changing the email while no e-mail is configured', () => {
  it('applies at once after the password check, and the person signs in with the new address', async () => {
    const person = await t.signUp();
    const newEmail = `  New-${Date.now()}@Example.org `;
    const response = await person.post('/api/account/email', {
      newEmail,
      currentPassword: person.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ outcome: 'changed', email: newEmail.trim().toLowerCase() });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: newEmail.trim().toLowerCase(), password: person.password, intent: 'signin' },
    });
    expect(signIn.statusCode).toBe(303);
  });

  it('refuses the address it already has, and an address another account has', async () => {
    const person = await t.signUp();
    const other = await t.signUp();
    const same = await person.post('/api/account/email', {
      newEmail: person.email,
      currentPassword: person.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(accountMessages.emailSame);
    const taken = await person.post('/api/account/email', {
      newEmail: other.email,
      currentPassword: person.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(accountMessages.emailTaken);
    expect((await whoAmI(person)).json().email).toBe(person.email);
  });

  it('allows only a few tries an hour, so the "cannot be used" answer cannot list who is registered', async () => {
    const person = await t.signUp();
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) {
      const response = await person.post('/api/account/email', {
        newEmail: `someone-${index}-${Date.now()}@example.org`,
        currentPassword: person.password,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('needs no password from a person who signs in through the provider', async () => {
    const person = await providerOnlyPerson();
    const newEmail = `provider-${Date.now()}@example.org`;
    const response = await person.post('/api/account/email', { newEmail });
    expect(response.json()).toEqual({ outcome: 'changed', email: newEmail });
  });
});

describe('changing the email once e-mail is configured', () => {
  it('sends a link to the new address, changes nothing until it is opened, then applies it and ends other sessions', async () => {
    const { service, sent, linkOf } = withMail();
    const person = await t.signUp();
    const bystander = await t.signUp();
    const newEmail = `linked-${Date.now()}@example.org`;
    const result = await service.changeEmail(
      person.user.id,
      'no-such-session',
      { newEmail, currentPassword: person.password },
      () => 'https://heirloom.example',
    );
    expect(result).toEqual({ outcome: 'link-sent', email: newEmail });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(newEmail);
    expect(sent[0]!.text).toContain('https://heirloom.example/api/account/email/confirm?token=');
    expect((await whoAmI(person)).json().email).toBe(person.email);
    // Only a hash of the token is stored.
    const token = new URL(`https://x${linkOf(sent[0]!)}`).searchParams.get('token')!;
    const stored = await t.pool.query('select token_hash from email_change_requests where user_id = $1', [
      person.user.id,
    ]);
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0].token_hash).not.toContain(token);

    const opened = await t.visitor.get(linkOf(sent[0]!));
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toMatch(/text\/html/);
    expect(opened.body).toContain(newEmail);
    // Opened in a browser that was not signed in: every session of the account ends.
    expect((await whoAmI(person)).statusCode).toBe(401);
    expect((await whoAmI(bystander)).statusCode).toBe(200);

    const again = await t.visitor.get(linkOf(sent[0]!));
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This link does not work any more');
  });

  it('keeps the session that opens the link when it is the same person', async () => {
    const { service, sent, linkOf } = withMail();
    const person = await t.signUp();
    const newEmail = `same-browser-${Date.now()}@example.org`;
    await service.changeEmail(
      person.user.id,
      'x',
      { newEmail, currentPassword: person.password },
      () => 'http://a.b',
    );
    expect((await person.get(linkOf(sent[0]!))).statusCode).toBe(200);
    expect((await whoAmI(person)).json().email).toBe(newEmail);
  });

  it('shows an address with markup in it as text on the confirmation page', async () => {
    const { service, sent, linkOf } = withMail();
    const person = await t.signUp();
    const newEmail = `<svg/onload=alert(1)>${Date.now()}@example.org`;
    await service.changeEmail(
      person.user.id,
      'x',
      { newEmail, currentPassword: person.password },
      () => 'http://a.b',
    );
    const page = await t.visitor.get(linkOf(sent[0]!));
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<svg');
    expect(page.body).toContain('&lt;svg/onload=alert(1)&gt;');
  });

  it('answers "link sent" for an address another account has, but sends nothing and stores nothing', async () => {
    const { service, sent } = withMail();
    const person = await t.signUp();
    const other = await t.signUp();
    const result = await service.changeEmail(
      person.user.id,
      'x',
      { newEmail: other.email, currentPassword: person.password },
      () => 'http://a.b',
    );
    expect(result).toEqual({ outcome: 'link-sent', email: other.email });
    expect(sent).toEqual([]);
  });

  it('changes nothing and keeps no link when the email cannot be sent', async () => {
    const service = createAccountService({
      repository: createAccountRepository(t.db),
      counters: createRateLimitCounters(t.db),
      storage: createStorage(t.config),
      mailer: {
        configured: true,
        async send() {
          throw new Error('mail server down');
        },
      },
      providerConfigured: false,
      log: silentLog,
    });
    const person = await t.signUp();
    await expect(
      service.changeEmail(
        person.user.id,
        'x',
        { newEmail: `unsent-${Date.now()}@example.org`, currentPassword: person.password },
        () => 'http://a.b',
      ),
    ).rejects.toMatchObject({ statusCode: 503, message: accountMessages.mailFailed });
    const stored = await t.pool.query('select 1 from email_change_requests where user_id = $1', [
      person.user.id,
    ]);
    expect(stored.rows).toEqual([]);
  });

  it('refuses an expired, unknown or missing token with a page saying what to do', async () => {
    const { service, sent, linkOf } = withMail();
    const person = await t.signUp();
    await service.changeEmail(
      person.user.id,
      'x',
      { newEmail: `late-${Date.now()}@example.org`, currentPassword: person.password },
      () => 'http://a.b',
    );
    await t.pool.query("update email_change_requests set expires_at = now() - interval '1 minute'");
    for (const url of [
      linkOf(sent[0]!),
      '/api/account/email/confirm?token=made-up',
      '/api/account/email/confirm',
    ]) {
      const response = await t.visitor.get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.body).toContain(accountMessages.linkInvalid);
    }
    expect((await whoAmI(person)).json().email).toBe(person.email);
  });
});

describe('deleting the account', () => {
  it('asks a person who signs in through the provider to type their email address', async () => {
    const person = await providerOnlyPerson();
    for (const body of [{}, { email: '  ' }, { email: 'delete my account' }, { email: `x${person.email}` }]) {
      const wrong = await person.post('/api/account/delete', body);
      expect(wrong.statusCode).toBe(400);
      expect([accountMessages.deleteEmailRequired, accountMessages.deleteEmailWrong]).toContain(
        wrong.json().message,
      );
    }
    expect((await whoAmI(person)).statusCode).toBe(200);
    const right = await person.post('/api/account/delete', { email: ` ${person.email.toUpperCase()} ` });
    expect(right.statusCode).toBe(200);
    expect((await whoAmI(person)).statusCode).toBe(401);
  });

  it('asks for the typed email and the password: a wrong email deletes nothing, even with the right password', async () => {
    const person = await t.signUp();
    await createMemory(person, { name: 'The pier', text: 'We walked to the pier.' });
    const wrong = await person.post('/api/account/delete', {
      email: 'someone.else@example.org',
      currentPassword: person.password,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(accountMessages.deleteEmailWrong);
    const missing = await person.post('/api/account/delete', { currentPassword: person.password });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(accountMessages.deleteEmailRequired);
    const noPassword = await person.post('/api/account/delete', { email: person.email });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toBe(accountMessages.currentPasswordRequired);
    expect((await whoAmI(person)).statusCode).toBe(200);
    expect((await person.get('/api/memory-fragments')).json()).toHaveLength(1);

    const right = await person.post('/api/account/delete', {
      email: `  ${person.email.toUpperCase()}`,
      currentPassword: person.password,
    });
    expect(right.statusCode).toBe(200);
    expect((await whoAmI(person)).statusCode).toBe(401);
  });

  it('leaves no original behind for long: a file whose removal failed is swept, since it has no row', async () => {
    const person = await t.signUp();
    await person.post('/api/account/delete', { email: person.email, currentPassword: person.password });
    // As if removing the original had failed after the rows were gone.
    const storage = createStorage(t.config);
    const leftover = path.join(t.config.uploadsDir, 'files', person.user.id, `${crypto.randomUUID()}.txt`);
    await fs.mkdir(path.dirname(leftover), { recursive: true });
    await fs.writeFile(leftover, 'Dear Rose');
    const uploads = createUploadsService({
      repository: createUploadsRepository(t.db),
      storage,
      ai: undefined as never,
      jobs: { enqueue: enqueueJob },
      log: silentLog,
    });
    await uploads.sweep(Date.now() + 11 * 60 * 1000);
    await expect(fs.access(leftover)).rejects.toThrow();
  });
});
