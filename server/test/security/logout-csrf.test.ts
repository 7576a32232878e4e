/**
 * A page on another site cannot sign a person out (F-14). The Logout button
 * navigates to /api/logout; a navigation that another site started is answered
 * with a page that asks, and only a same-origin POST signs out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(cookie: string) {
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
  return me.statusCode === 200;
}

describe('signing out', () => {
  for (const site of ['cross-site', 'same-site']) {
    it(`a ${site} navigation to /api/logout keeps the person signed in and asks them instead`, async () => {
      const { cookie } = await t.signUp();
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/logout',
        headers: { cookie, 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.body).toContain('You are still signed in.');
      expect(answer.body).toContain('<form method="post" action="/api/logout">');
      expect(answer.body).toContain('>Sign out</button>');
      expect(answer.body).not.toMatch(/<script/i);
      expect(await signedIn(cookie)).toBe(true);
    });
  }

  it('G-09: a navigation without Sec-Fetch-Site (plain-http LAN addresses) keeps the person signed in and asks', async () => {
    const { cookie } = await t.signUp();
    // What a cross-site link or <img> to http://192.168.1.10:3000/api/logout sends: the cookie, no Fetch Metadata.
    const answer = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toContain('You are still signed in.');
    expect(answer.body).toContain('<form method="post" action="/api/logout">');
    expect(answer.body).not.toMatch(/<script/i);
    expect(await signedIn(cookie)).toBe(true);
  });

  it("G-09: the app's own Sign out (a same-origin POST without Fetch Metadata, as on plain http) signs out in one step", async () => {
    const { cookie } = await t.signUp();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, host: 'localhost:80', origin: 'http://localhost:80' },
    });
    expect(answer.statusCode).toBe(303);
    expect(await signedIn(cookie)).toBe(false);
  });

  for (const site of ['same-origin', 'none']) {
    it(`a ${site} navigation to /api/logout signs out`, async () => {
      const { cookie } = await t.signUp();
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/logout',
        headers: { cookie, 'sec-fetch-site': site },
      });
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('/');
      expect(await signedIn(cookie)).toBe(false);
    });
  }

  it('signs out with a POST from its own pages', async () => {
    const { cookie } = await t.signUp();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: {
        cookie,
        host: 'localhost:80',
        origin: 'http://localhost:80',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(answer.statusCode).toBe(303);
    expect(await signedIn(cookie)).toBe(false);
  });

  it('refuses a POST to /api/logout from another site', async () => {
    const { cookie } = await t.signUp();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: {
        cookie,
        origin: 'http://localhost:5096',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(answer.statusCode).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
  });
});
