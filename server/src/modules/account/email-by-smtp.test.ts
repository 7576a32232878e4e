/** The change of email with e-mail configured, through a real SMTP server: the link is read from the mail and followed. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, startSmtpTestServer } from '../../../test/smtp-test-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

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

describe('changing the email when e-mail is configured', () => {
  it('mails the link to the new address, and following it from the mail applies the change', async () => {
    const person = await t.signUp();
    expect((await person.get('/api/account/security')).json().emailChangeByLink).toBe(true);
    const newEmail = `mailed-${Date.now()}@example.org`;
    const response = await person.post('/api/account/email', {
      newEmail,
      currentPassword: person.password,
    });
    expect(response.json()).toEqual({ outcome: 'link-sent', email: newEmail });
    expect((await person.get('/api/auth/user')).json().email).toBe(person.email);

    const mail = await smtp.nextTo(newEmail);
    expect(mail.subject).toBe('Please confirm your new email address for Heirloom');
    expect(mail.text).toContain('within 24 hours');
    expect(mail.html).toContain('Confirm my new email address');

    const page = await t.visitor.get(linkIn(mail));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(newEmail);
    // A browser that is not signed in opened it, so every session of the account ended.
    expect((await person.get('/api/auth/user')).statusCode).toBe(401);
    const row = await t.pool.query('select email from users where id = $1', [person.user.id]);
    expect(row.rows[0].email).toBe(newEmail);
  });

  it('sends nothing to an address another account has, and answers the same', async () => {
    const person = await t.signUp();
    const other = await t.signUp();
    const response = await person.post('/api/account/email', {
      newEmail: other.email,
      currentPassword: person.password,
    });
    expect(response.json()).toEqual({ outcome: 'link-sent', email: other.email });
    await expect(smtp.nextTo(other.email, 500)).rejects.toThrow(/no e-mail arrived/);
  });
});
