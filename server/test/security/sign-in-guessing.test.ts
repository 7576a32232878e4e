/**
 * Wrong passwords slow down the place they come from, not the account's owner
 * (F-09), and a much higher account-wide ceiling stops guessing spread over
 * many addresses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

const PER_SOURCE = 5;
const CEILING = 12;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_ACCOUNT_FAILURE_LIMIT: String(PER_SOURCE), AUTH_ACCOUNT_FAILURE_CEILING: String(CEILING) },
  });
});
afterAll(() => t.close());

function signIn(email: string, password: string, from: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: from,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
  });
}

describe('guessing a password', () => {
  it('5 wrong passwords from one place slow that place down; the owner still signs in from another', async () => {
    const { email, password } = await t.signUp('dave@example.org', 'dave-real-password');
    for (let guess = 0; guess < PER_SOURCE; guess++) {
      expect((await signIn(email, `wrong${guess}`, '198.51.100.66')).statusCode).toBe(401);
    }
    const owner = await signIn(email, password, '203.0.113.10');
    expect(owner.statusCode).toBe(303);
    expect(owner.headers.location).toBe('/');

    const guesser = await signIn(email, password, '198.51.100.66');
    expect(guesser.statusCode).toBe(429);
    expect(guesser.body).toContain(
      'There have been too many attempts to sign in to this account. Please wait 15 minutes and try again.',
    );
  });

  it('counts the addresses of one IPv6 network (/64) as one place, like the rate limits do', async () => {
    const { email, password } = await t.signUp('gus@example.org', 'gus-real-password');
    for (let guess = 0; guess < PER_SOURCE; guess++) {
      expect((await signIn(email, `wrong${guess}`, `2001:db8:0:7::${guess + 1}`)).statusCode).toBe(401);
    }
    expect((await signIn(email, password, '2001:db8:0:7:ffff::99')).statusCode).toBe(429);
    expect((await signIn(email, password, '2001:db8:0:8::1')).statusCode).toBe(303);
  });

  it('stops guesses spread over many addresses at the account-wide ceiling', async () => {
    const { email, password } = await t.signUp('erin@example.org', 'erin-real-password');
    const statuses = [];
    for (let guess = 0; guess < CEILING + 3; guess++) {
      statuses.push((await signIn(email, `wrong${guess}`, `192.0.2.${guess + 1}`)).statusCode);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(CEILING);
    expect(statuses.slice(CEILING)).toEqual([429, 429, 429]);
    // At the ceiling everyone waits, the owner too: that takes guesses from many places at once.
    expect((await signIn(email, password, '203.0.113.11')).statusCode).toBe(429);
  });

  it('a success clears only the failures of the place it came from', async () => {
    const { email, password } = await t.signUp('fay@example.org', 'fay-real-password');
    for (let guess = 0; guess < PER_SOURCE - 1; guess++) {
      await signIn(email, `wrong${guess}`, '198.51.100.77');
      await signIn(email, `wrong${guess}`, '203.0.113.12');
    }
    expect((await signIn(email, password, '203.0.113.12')).statusCode).toBe(303);
    expect((await signIn(email, 'one more guess', '198.51.100.77')).statusCode).toBe(401);
    expect((await signIn(email, password, '198.51.100.77')).statusCode).toBe(429);
  });
});
