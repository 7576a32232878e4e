/**
 * G-10 (F-13 of the first review): sign-up must not tell anyone whether an address has an account. With e-mail
 * set up, every sign-up answers "check your e-mail", and only the mail says what is true: a link that makes the
 * account, or how to sign in to the one the address has (decision 543). Performed as the attack: a registered
 * address and a new one, sent the same form, compared answer for answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EXISTS } from '#server/auth/local-accounts.service.ts';
import { SIGN_UP_MAILS_PER_ADDRESS, signUpByMailMessages } from '#server/auth/sign-up-by-mail.ts';
import { linkIn, startSmtpTestServer } from '../smtp-test-server.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const PASSWORD = 'a long enough password';
const newAddress = () => `newcomer-${Math.random().toString(36).slice(2)}@example.org`;
const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('token')!;

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

const signUp = (email: string, password = PASSWORD) =>
  t.visitor.post('/api/login', encode({ email, password, intent: 'signup', name: 'Ruth' }), form);
const confirm = (token: string) => t.visitor.post('/api/login/confirm', encode({ token }), form);
const accountsWith = async (email: string) =>
  (await t.pool.query('select count(*)::int as n from users where email = $1', [email])).rows[0].n as number;
/** An answer as anyone watching it sees it, with the address typed in taken out. */
const seen = (response: Awaited<ReturnType<typeof signUp>>, email: string) => ({
  status: response.statusCode,
  body: response.body.replaceAll(email, '…'),
  headers: Object.keys(response.headers)
    // What differs between any two requests: the time, the length of the address, this device's own count.
    .filter((name) => !['date', 'content-length', 'x-ratelimit-remaining'].includes(name))
    .sort()
    .map((name) => `${name}: ${name === 'set-cookie' ? 'a cookie' : response.headers[name]}`),
});

describe('G-10: sign-up says nothing of who has an account (decision 543)', () => {
  it('answers a registered address and a new one alike, and tells each the truth by mail', async () => {
    const registered = await t.signUp();
    const newcomer = newAddress();

    const toRegistered = await signUp(registered.email);
    const toNewcomer = await signUp(newcomer);
    expect(seen(toRegistered, registered.email)).toEqual(seen(toNewcomer, newcomer));
    expect(toNewcomer.statusCode).toBe(200);
    expect(toNewcomer.body).toContain('Check your e-mail');
    expect(toNewcomer.headers['set-cookie']).toBeUndefined();
    expect(await accountsWith(newcomer)).toBe(0);

    const reminder = await smtp.nextTo(registered.email);
    expect(reminder.subject).toBe('Your Heirloom account');
    expect(reminder.text).toContain('This address already has an account, so nothing new was made.');
    expect(reminder.text).not.toContain('/api/login/confirm');
    const invitation = await smtp.nextTo(newcomer);
    expect(invitation.subject).toBe('Finish creating your Heirloom account');

    // The link asks for a click (a mail scanner that opens it makes nothing), then makes the account and signs in.
    const path = linkIn(invitation);
    const page = await t.visitor.get(path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Finish creating my account');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(await accountsWith(newcomer)).toBe(0);
    const made = await confirm(tokenOf(path));
    expect(made.statusCode, made.body).toBe(303);
    const cookie = String(made.headers['set-cookie']).split(';')[0]!;
    expect((await t.as(cookie).get('/api/auth/user')).json()).toMatchObject({
      email: newcomer,
      firstName: 'Ruth',
    });
    const signedIn = await t.visitor.post(
      '/api/login',
      encode({ email: newcomer, password: PASSWORD }),
      form,
    );
    expect(signedIn.statusCode).toBe(303);

    // Once only.
    expect((await t.visitor.get(path)).statusCode).toBe(400);
    const again = await confirm(tokenOf(path));
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(signUpByMailMessages.linkInvalid);
    expect(await accountsWith(newcomer)).toBe(1);
  });

  it('makes no account from a link a day old, a made-up token or none, and keeps no password in plain text', async () => {
    const newcomer = newAddress();
    await signUp(newcomer, 'my secret garden words');
    const path = linkIn(await smtp.nextTo(newcomer));
    const stored = JSON.stringify((await t.pool.query('select * from pending_sign_ups')).rows);
    expect(stored).not.toContain('my secret garden words');
    expect(stored).not.toContain(tokenOf(path));
    await t.pool.query(
      `update pending_sign_ups set expires_at = now() - interval '1 second' where email = $1`,
      [newcomer],
    );
    for (const url of [path, '/api/login/confirm?token=made-up', '/api/login/confirm']) {
      const page = await t.visitor.get(url);
      expect(page.statusCode, url).toBe(400);
      expect(page.body).toContain(signUpByMailMessages.linkInvalid);
    }
    expect((await confirm(tokenOf(path))).statusCode).toBe(400);
    expect(await accountsWith(newcomer)).toBe(0);
  });

  it(`sends one address at most ${SIGN_UP_MAILS_PER_ADDRESS} messages an hour, refusing registered and new alike`, async () => {
    const registered = await t.signUp();
    const newcomer = newAddress();
    for (let i = 0; i < SIGN_UP_MAILS_PER_ADDRESS; i++) {
      expect((await signUp(registered.email)).statusCode).toBe(200);
      expect((await signUp(newcomer)).statusCode).toBe(200);
    }
    const toRegistered = await signUp(registered.email);
    const toNewcomer = await signUp(newcomer);
    expect(toNewcomer.statusCode).toBe(429);
    expect(toNewcomer.body).toContain(signUpByMailMessages.tooManyForAddress);
    expect(seen(toRegistered, registered.email)).toEqual(seen(toNewcomer, newcomer));
  });

  it('says plainly to sign in when the address got an account between the mail and the click', async () => {
    const newcomer = newAddress();
    await signUp(newcomer);
    const path = linkIn(await smtp.nextTo(newcomer));
    await t.signUp(newcomer);
    const refused = await confirm(tokenOf(path));
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(ACCOUNT_EXISTS);
    expect(await accountsWith(newcomer)).toBe(1);
  });
});
