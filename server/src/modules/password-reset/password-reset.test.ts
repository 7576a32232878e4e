import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetMessages } from '#shared/password-reset.ts';
import { linkIn, startSmtpTestServer } from '../../../test/smtp-test-server.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';
import { makePasswordResetLink } from './make-password-reset-link.ts';
import { RESET_REQUESTS_PER_ADDRESS } from './password-reset.service.ts';

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const whoAmI = (t: TestApp, person: Person) => t.as(person.cookie).get('/api/auth/user');
const signIn = (t: TestApp, email: string, password: string) =>
  t.visitor.post('/api/login', encode({ email, password, intent: 'signin' }), form);
const pathOf = (href: string) => {
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
};
const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('token')!;

describe('a forgotten password without e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('offers "Forgot your password?" on the sign-in form', async () => {
    const page = await t.visitor.get('/api/login');
    expect(page.body).toContain('href="/api/login/forgot"');
    expect(page.body).toContain('Forgot your password?');
  });

  it('says plainly to ask the person who runs this Heirloom, and shows no form', async () => {
    const page = await t.visitor.get('/api/login/forgot');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(passwordResetMessages.notConfigured.replace(/"/g, '&quot;'));
    expect(page.body).not.toContain('<form');
    const posted = await t.visitor.post('/api/login/forgot', encode({ email: 'rose@example.org' }), form);
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain('ask the person who runs this Heirloom');
  });

  it("sets a new password from the operator's link, ends every session, and works once", async () => {
    const person = await t.signUp();
    const link = await makePasswordResetLink(t.db, person.email, 'http://heirloom.test');
    expect(link).toMatch(/^http:\/\/heirloom\.test\/api\/login\/reset\?token=[\w-]{43}$/);
    const stored = await t.pool.query('select token_hash from password_reset_requests');
    expect(JSON.stringify(stored.rows)).not.toContain(tokenOf(pathOf(link!)));

    const page = await t.visitor.get(pathOf(link!));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Choose a new password');
    expect(page.headers['referrer-policy']).toBe('no-referrer');

    const token = tokenOf(pathOf(link!));
    const differ = await t.visitor.post(
      '/api/login/reset',
      encode({ token, newPassword: 'a new long password', confirmPassword: 'another one' }),
      form,
    );
    expect(differ.statusCode).toBe(400);
    expect(differ.body).toContain(passwordResetMessages.passwordsDiffer);
    const short = await t.visitor.post(
      '/api/login/reset',
      encode({ token, newPassword: 'short', confirmPassword: 'short' }),
      form,
    );
    expect(short.body).toContain(passwordResetMessages.newPasswordTooShort);
    expect((await whoAmI(t, person)).statusCode).toBe(200);

    const done = await t.visitor.post(
      '/api/login/reset',
      encode({ token, newPassword: 'a new long password', confirmPassword: 'a new long password' }),
      form,
    );
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your new password is set');
    expect((await whoAmI(t, person)).statusCode).toBe(401);
    expect((await signIn(t, person.email, person.password)).statusCode).toBe(401);
    expect((await signIn(t, person.email, 'a new long password')).statusCode).toBe(303);

    const again = await t.visitor.post(
      '/api/login/reset',
      encode({ token, newPassword: 'a third password', confirmPassword: 'a third password' }),
      form,
    );
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This link does not work');
    expect((await t.visitor.get(pathOf(link!))).statusCode).toBe(400);
  });

  it('refuses a link more than an hour old, an unknown one and none, with a page saying what to do', async () => {
    const person = await t.signUp();
    const link = await makePasswordResetLink(t.db, person.email, 'http://heirloom.test');
    await t.pool.query(
      "update password_reset_requests set expires_at = now() - interval '1 second' where user_id = $1",
      [person.user.id],
    );
    for (const url of [pathOf(link!), '/api/login/reset?token=made-up', '/api/login/reset']) {
      const page = await t.visitor.get(url);
      expect(page.statusCode, url).toBe(400);
      expect(page.body).toContain('Ask for a new link');
    }
    const posted = await t.visitor.post(
      '/api/login/reset',
      encode({
        token: tokenOf(pathOf(link!)),
        newPassword: 'a new password',
        confirmPassword: 'a new password',
      }),
      form,
    );
    expect(posted.statusCode).toBe(400);
    expect((await signIn(t, person.email, person.password)).statusCode).toBe(303);
  });

  it('makes no link for an address without an account, and a newer link replaces the older', async () => {
    expect(await makePasswordResetLink(t.db, 'nobody@example.org', 'http://heirloom.test')).toBeUndefined();
    const person = await t.signUp();
    const first = await makePasswordResetLink(
      t.db,
      ` ${person.email.toUpperCase()} `,
      'http://heirloom.test',
    );
    const second = await makePasswordResetLink(t.db, person.email, 'http://heirloom.test');
    expect((await t.visitor.get(pathOf(first!))).statusCode).toBe(400);
    expect((await t.visitor.get(pathOf(second!))).statusCode).toBe(200);
  });
});

describe('a forgotten password with e-mail configured', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ env: smtp.env });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const ask = (email: string, ip = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/login/forgot',
      payload: encode({ email }),
      headers: form,
      remoteAddress: ip,
    });

  it('mails a link; following it from the mail sets the new password', async () => {
    const person = await t.signUp();
    expect((await t.visitor.get('/api/login/forgot')).body).toContain('Send me a link');
    const answer = await ask(person.email.toUpperCase());
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('If an account uses that email address');

    const mail = await smtp.nextTo(person.email);
    expect(mail.subject).toBe('Set a new password for Heirloom');
    expect(mail.text).toContain('works for one hour');
    expect(mail.html).toContain('Set a new password');
    const link = linkIn(mail);
    expect((await t.visitor.get(link)).body).toContain('Choose a new password');
    const done = await t.visitor.post(
      '/api/login/reset',
      encode({
        token: tokenOf(link),
        newPassword: 'mailed new password',
        confirmPassword: 'mailed new password',
      }),
      form,
    );
    expect(done.statusCode).toBe(200);
    expect((await whoAmI(t, person)).statusCode).toBe(401);
    expect((await signIn(t, person.email, 'mailed new password')).statusCode).toBe(303);
  });

  it('answers the same for an address without an account, and mails nothing', async () => {
    const known = await t.signUp();
    const forKnown = await ask(known.email, '203.0.113.8');
    const forUnknown = await ask('nobody-here@example.org', '203.0.113.8');
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.body).toBe(forKnown.body);
    await smtp.nextTo(known.email);
    await expect(smtp.nextTo('nobody-here@example.org', 500)).rejects.toThrow(/no e-mail arrived/);
  });

  it('limits links per address and per device, with a sentence saying to wait', async () => {
    const person = await t.signUp();
    for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS; i++)
      expect((await ask(person.email, `198.51.100.${i + 1}`)).statusCode).toBe(200);
    const tooMany = await ask(person.email, '198.51.100.99');
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.body).toContain('Please look for them in your e-mail, or wait an hour');

    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await ask(`someone-${i}@example.org`, '192.0.2.50')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses an email that is not one, with the form and the problem', async () => {
    const page = await ask('not an email', '192.0.2.60');
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(passwordResetMessages.emailInvalid);
    expect(page.body).toContain('value="not an email"');
  });
});

describe('a forgotten password on a server that signs in through a provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        OIDC_ISSUER_URL: 'https://id.example.org',
        OIDC_CLIENT_ID: 'heirloom',
        OIDC_CLIENT_SECRET: 'secret',
      },
    });
  });
  afterAll(() => t.close());

  it('says to reset the password with the provider', async () => {
    const page = await t.visitor.get('/api/login/forgot');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(passwordResetMessages.providerSignIn);
    expect(page.body).not.toContain('<form');
  });
});
