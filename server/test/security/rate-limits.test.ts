/**
 * Rate limits hold under a burst: 50 requests at once, over real HTTP, each
 * burst from its own address (127.0.0.x: every loopback address is this
 * machine). With a limit of 5 a minute, exactly 5 get through and 45 are told
 * to wait. The account-wide ceiling on wrong passwords holds too, even when the
 * guesses come from 50 different addresses at once.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

const LIMIT = 5;
const CEILING = 20;
const BURST = 50;

let t: TestApp;
let port: number;
const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

interface Answer {
  status: number;
  body: string;
}

/** One POST over a fresh connection from `from` (a loopback address). */
function post(path: string, body: string, contentType: string, from: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: from,
        agent,
        headers: { 'content-type': contentType, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = 'application/x-www-form-urlencoded';

/** How many answers had each status, e.g. { 401: 5, 429: 45 }. */
function countStatuses(answers: Answer[]) {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

async function rowCount(table: string) {
  const { rows } = await t.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]!.n;
}

beforeAll(async () => {
  t = await createTestApp({
    env: {
      AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      WAITLIST_RATE_LIMIT_PER_MINUTE: String(LIMIT),
      AUTH_ACCOUNT_FAILURE_LIMIT: String(LIMIT),
      AUTH_ACCOUNT_FAILURE_CEILING: String(CEILING),
    },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  await t.signUp('rose@example.org', 'correct horse battery');
  await t.signUp('tom@example.org', 'another good password');
  await t.signUp('ann@example.org', 'a third good password');
});

afterAll(async () => {
  agent.destroy();
  await t.close();
});

describe('rate limits under a burst of 50 requests at once', () => {
  it('lets exactly the limit of sign-in attempts from one address through; the rest are told to wait', async () => {
    const answers = await Promise.all(
      Array.from({ length: BURST }, () =>
        post('/api/login', form({ email: 'rose@example.org', password: 'wrong guess' }), FORM, '127.0.0.2'),
      ),
    );
    expect(countStatuses(answers)).toEqual({ 401: LIMIT, 429: BURST - LIMIT });
    expect(answers.find((a) => a.status === 401)!.body).toContain(
      'That email and password do not match an account.',
    );
    expect(answers.find((a) => a.status === 429)!.body).toContain(
      'Too many sign-in attempts from this device. Please wait a minute and try again.',
    );
  });

  it('lets exactly the limit of sign-ups from one address create an account', async () => {
    const usersBefore = await rowCount('users');
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        post(
          '/api/login',
          form({ email: `new-${index}@example.org`, password: 'a long enough password', intent: 'signup' }),
          FORM,
          '127.0.0.3',
        ),
      ),
    );
    expect(countStatuses(answers)).toEqual({ 303: LIMIT, 429: BURST - LIMIT });
    expect(await rowCount('users')).toBe(usersBefore + LIMIT);
  });

  it('lets exactly the limit of waitlist joins from one address through, and stores only those', async () => {
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        post(
          '/api/waitlist',
          JSON.stringify({ email: `friend-${index}@example.org`, role: 'self' }),
          'application/json',
          '127.0.0.4',
        ),
      ),
    );
    expect(countStatuses(answers)).toEqual({ 200: LIMIT, 429: BURST - LIMIT });
    const refused = JSON.parse(answers.find((a) => a.status === 429)!.body);
    expect(refused.message).toBe('Too many requests. Please wait a minute and try again.');
    expect(await rowCount('waitlist_entries')).toBe(LIMIT);
  });

  it('stops wrong passwords for one account at its ceiling, even when 50 guesses arrive at once from 50 addresses', async () => {
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        post(
          '/api/login',
          form({ email: 'tom@example.org', password: `guess number ${index}` }),
          FORM,
          `127.0.1.${index + 1}`,
        ),
      ),
    );
    expect(countStatuses(answers)).toEqual({ 401: CEILING, 429: BURST - CEILING });
    expect(answers.find((a) => a.status === 429)!.body).toContain(
      'There have been too many attempts to sign in to this account. Please wait 15 minutes and try again.',
    );
    // While locked, even the right password waits: a guesser cannot tell they found it.
    const right = await post(
      '/api/login',
      form({ email: 'tom@example.org', password: 'another good password' }),
      FORM,
      '127.0.2.1',
    );
    expect(right.status).toBe(429);
    // Another account is not affected.
    const other = await post(
      '/api/login',
      form({ email: 'ann@example.org', password: 'a third good password' }),
      FORM,
      '127.0.2.2',
    );
    expect(other.status).toBe(303);
  });

  it('is still healthy after the bursts', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
