/**
 * Links that leave the server never start with an address a request names (G-01, decision 538).
 * The attack: an anonymous "forgot password" with `Host: evil.example:8443` made the server mail the victim a reset
 * link to the attacker's host. The same fallback built invitations, storyteller links and a book's printed codes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from '../smtp-test-server.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const EVIL = 'evil.example:8443';
const SET_PUBLIC_URL = /cannot make this link\. Please ask whoever set up Heirloom to set PUBLIC_URL/;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('with e-mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp.close());

  it('G-01: without PUBLIC_URL the server refuses to start, so a forged Host can never reach a reset mail', async () => {
    const env = { SMTP_URL: smtp.env.SMTP_URL, MAIL_FROM: smtp.env.MAIL_FROM };
    let started: TestApp | undefined;
    const refusal = await createTestApp({ env }).then(
      (app) => {
        started = app;
        return undefined;
      },
      (error: Error) => error,
    );
    try {
      if (started) {
        // The attack as it worked before: a stranger asks for the victim's reset link, naming their own host.
        const victim = await started.signUp();
        await started.app.inject({
          method: 'POST',
          url: '/api/login/forgot',
          headers: { ...form, host: EVIL },
          payload: new URLSearchParams({ email: victim.email }).toString(),
        });
        const mail = await smtp.nextTo(victim.email);
        expect(mail.text).not.toContain('evil.example');
      }
      expect(refusal?.message).toMatch(
        /^Heirloom cannot start: SMTP_URL is set, so PUBLIC_URL must be the address people open Heirloom at/,
      );
    } finally {
      await started?.close();
    }
  });

  it('G-01: with PUBLIC_URL, a reset asked for under a forged Host mails a link to PUBLIC_URL', async () => {
    const t = await createTestApp({ env: { ...smtp.env, PUBLIC_URL: 'https://stories.example.org' } });
    try {
      const victim = await t.signUp();
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/login/forgot',
        headers: { ...form, host: EVIL, 'x-forwarded-host': 'evil2.example' },
        payload: new URLSearchParams({ email: victim.email }).toString(),
      });
      expect(asked.statusCode).toBe(200);
      const mail = await smtp.nextTo(victim.email);
      expect(mail.text).toContain('https://stories.example.org/api/login/reset?token=');
      expect(mail.text).not.toContain('evil');
    } finally {
      await t.close();
    }
  });
});

describe('without e-mail, links shown on screen', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('G-01: a forged Host gets no storyteller link, invitation or printed code, and nothing is made', async () => {
    const owner = await t.signUp();
    const headers = { host: EVIL, cookie: owner.cookie };
    const tries = [
      { url: '/api/storyteller-links', payload: { label: 'Mum' } },
      { url: '/api/family/members', payload: { email: 'grandson@example.org', role: 'reader' } },
      { url: `/api/memoir-projects/${crypto.randomUUID()}/book`, payload: { storyteller: 'Rose' } },
    ];
    for (const attempt of tries) {
      const answer = await t.app.inject({ method: 'POST', headers, ...attempt });
      expect(answer.statusCode, `${attempt.url}: ${answer.body}`).toBe(400);
      expect(answer.json().message).toMatch(SET_PUBLIC_URL);
      expect(answer.body).not.toContain('evil.example');
    }
    expect((await owner.get('/api/storyteller-links')).json()).toEqual([]);
    expect((await owner.get('/api/family/members')).json()).toEqual([]);
  });

  it('G-01: the address the owner is using works when the server listens there: loopback, with its port', async () => {
    const owner = await t.signUp();
    const made = await owner.post('/api/storyteller-links', { label: 'Mum' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().url).toMatch(/^http:\/\/localhost\/tell\//);
    // Another port on a loopback name is not where this server listens.
    const otherPort = await t.app.inject({
      method: 'POST',
      url: '/api/storyteller-links',
      headers: { host: 'localhost:8080', cookie: owner.cookie },
      payload: { label: 'Dad' },
    });
    expect(otherPort.statusCode).toBe(400);
  });

  it('G-01: on a real socket, the address and port the request arrived at are accepted and others are not', async () => {
    const live = await createTestApp({ env: { HOST: '127.0.0.1', PORT: '0' } });
    try {
      await live.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = live.app.server.address() as AddressInfo;
      const owner = await live.signUp();
      const create = (host: string) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const body = JSON.stringify({ label: 'Mum' });
          const request = http.request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: '/api/storyteller-links',
              headers: { host, cookie: owner.cookie, 'content-type': 'application/json' },
            },
            (response) => {
              let text = '';
              response.on('data', (chunk) => {
                text += chunk;
              });
              response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
            },
          );
          request.on('error', reject);
          request.end(body);
        });
      const good = await create(`127.0.0.1:${port}`);
      expect(good.status, good.body).toBe(201);
      expect(JSON.parse(good.body).url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/tell/`));
      expect((await create(`127.0.0.1:${port + 1}`)).status).toBe(400);
      expect((await create(`192.0.2.10:${port}`)).status).toBe(400);
      expect((await create(EVIL)).status).toBe(400);
    } finally {
      await live.close();
    }
  });
});
