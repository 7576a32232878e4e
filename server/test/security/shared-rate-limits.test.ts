/**
 * Rate limits that a client cannot step around (F-07, F-13):
 * - behind a proxy (TRUST_PROXY=1), addresses the client writes into
 *   X-Forwarded-For itself do not give it fresh counters;
 * - several instances on one database share one counter;
 * - sign-ups have a limit for the whole server, so probing which emails have
 *   an account stays slow from any number of addresses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

const LIMIT = 20;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function countStatuses(statuses: number[]) {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('behind one reverse proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  });
  afterAll(() => t.close());

  it('40 sign-ins with a made-up X-Forwarded-For each still get 429 after the limit', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 40; attempt++) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        // The proxy (the connection's address) appends the address it saw; the rest is the client's invention.
        remoteAddress: '10.0.0.2',
        headers: { ...FORM, 'x-forwarded-for': `203.0.113.${attempt}, 10.0.0.${attempt}, 198.51.100.9` },
        payload: form({ email: `spray-${attempt}@example.org`, password: 'Summer2026!' }),
      });
      statuses.push(answer.statusCode);
    }
    expect(countStatuses(statuses)).toEqual({ 401: LIMIT, 429: 40 - LIMIT });
  });

  it('30 sign-ups with a made-up X-Forwarded-For each still get 429 after the limit', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.0.0.2',
        headers: { ...FORM, 'x-forwarded-for': `203.0.113.${attempt}, 198.51.100.10` },
        payload: form({
          email: `bulk-${attempt}@example.org`,
          password: 'a long password',
          intent: 'signup',
        }),
      });
      statuses.push(answer.statusCode);
    }
    expect(countStatuses(statuses)).toEqual({ 303: LIMIT, 429: 30 - LIMIT });
  });
});

describe('two instances of one deployment', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '5', WAITLIST_RATE_LIMIT_PER_MINUTE: '5' },
    });
    second = await createTestApp({
      shareDatabaseWith: first,
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '5', WAITLIST_RATE_LIMIT_PER_MINUTE: '5' },
    });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('share one sign-in counter', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const instance = attempt % 2 === 0 ? first : second;
      const answer = await instance.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '198.51.100.20',
        headers: FORM,
        payload: form({ email: `shared-${attempt}@example.org`, password: 'a wrong password' }),
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('share one waitlist counter', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const instance = attempt % 2 === 0 ? first : second;
      const answer = await instance.app.inject({
        method: 'POST',
        url: '/api/waitlist',
        remoteAddress: '198.51.100.21',
        payload: { email: `friend-${attempt}@example.org`, role: 'self' },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });
});

describe('probing which emails have an account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_MINUTE: '5' } });
  });
  afterAll(() => t.close());

  it('new accounts from ever-new addresses meet one limit for the whole server; refused attempts do not count', async () => {
    await t.signUp('alice@example.org');
    const answers = [];
    for (let probe = 0; probe < 12; probe++) {
      answers.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: `192.0.2.${probe + 1}`,
          headers: FORM,
          payload: form({
            email: probe % 2 === 0 ? 'alice@example.org' : `probe-${probe}@example.org`,
            password: 'a long password',
            intent: 'signup',
          }),
        }),
      );
    }
    // alice's own sign-up counted too: 4 more new accounts, then new ones wait; answers about alice's taken
    // email have a limit of their own, reached after 5 (decision 540).
    expect(answers.map((a) => a.statusCode)).toEqual([
      409, 303, 409, 303, 409, 303, 409, 303, 409, 429, 429, 429,
    ]);
    expect(answers[9]!.body).toContain(
      'Many new accounts are being made on this server right now. Please wait a minute and try again.',
    );
  });
});

describe('refused sign-ups cannot lock newcomers out (G-07)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // As in production: a proxy on this machine tells Heirloom the client's address.
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1', SIGNUP_RATE_LIMIT_PER_MINUTE: '5' } });
  });
  afterAll(() => t.close());

  const signUpFrom = (address: string, email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...FORM, 'x-forwarded-for': address },
      payload: form({ email, password, intent: 'signup' }),
    });

  it('G-07: junk sign-ups from several addresses (a taken email, a too-short password) leave room for a newcomer', async () => {
    await t.signUp('taken@example.org');
    const junk = [];
    for (let attempt = 0; attempt < 18; attempt++) {
      const address = `198.51.100.${(attempt % 3) + 1}`;
      junk.push(
        attempt % 2 === 0
          ? await signUpFrom(address, 'taken@example.org', 'a long password')
          : await signUpFrom(address, `junk-${attempt}@example.org`, 'short'),
      );
    }
    // Answers about a taken email stay slow (their own limit), and too-short passwords are refused first.
    expect(countStatuses(junk.map((answer) => answer.statusCode))).toEqual({ 409: 5, 429: 4, 400: 9 });

    const newcomer = await signUpFrom('203.0.113.77', 'grandson@example.org', 'a long password');
    expect(newcomer.statusCode, newcomer.body).toBe(303);
    expect(newcomer.body).not.toContain('Many new accounts are being made');
  });
});
