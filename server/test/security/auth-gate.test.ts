/**
 * The app-wide sign-in gate is the only check (docs/decisions/602): routes add none of their own.
 * These prove that its removal would not go unnoticed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

describe('the sign-in gate', () => {
  it('refuses a visitor before the request is read: 401 on every non-public route, even with a bad id and body', async () => {
    const answers: string[] = [];
    const guarded = t.app.routeTable.filter((route) => route.url.startsWith('/api/') && !route.public);
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        // Without the gate, validation would answer these 400 and the handlers 500.
        url: route.url.replace(/:\w+/g, 'not-a-uuid'),
        headers: { 'content-type': 'application/json' },
        payload: '{"not": "what any route takes"',
      });
      answers.push(`${route.method} ${route.url} → ${response.statusCode} ${response.json().code}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 401 UNAUTHORIZED'))).toEqual([]);
  });

  it('lets visitors reach only the routes that must work before signing in', () => {
    const open = t.app.routeTable
      .filter((route) => route.url.startsWith('/api/') && route.public)
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(open).toEqual([
      'GET /api/account/email/confirm',
      'GET /api/callback',
      'GET /api/config',
      // An invitation's page shows who invited before the person signs in; the token is the capability (1511).
      'GET /api/family/invitations/:token',
      'GET /api/health',
      'GET /api/login',
      'GET /api/login/confirm',
      'GET /api/login/forgot',
      'GET /api/login/reset',
      'GET /api/login/styles.css',
      'GET /api/logout',
      'POST /api/login',
      'POST /api/login/confirm',
      'POST /api/login/forgot',
      'POST /api/login/reset',
      'POST /api/logout',
      'POST /api/waitlist',
    ]);
  });

  it('leaves a handler nothing to act on when a request was not let through by it', () => {
    const request = { method: 'GET', url: '/api/memory-fragments', userId: '' } as Parameters<
      typeof signedInUserId
    >[0];
    expect(() => signedInUserId(request)).toThrow(/without the sign-in gate/);
  });
});
