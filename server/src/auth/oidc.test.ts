/**
 * Signing in through an OpenID Connect provider, end to end over real HTTP:
 * a real provider (the `oidc-provider` package) runs in this process, and the
 * app and the provider exchange redirects, a code, PKCE and tokens.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findFreePort } from '../db/embedded-postgres.ts';

const account = {
  sub: 'grace-42',
  email: 'Grace.Hopper@Example.org',
  name: 'Grace Brewster Hopper',
  picture: 'https://pictures.example/grace.png',
};

let provider: Provider;
let providerServer: http.Server;
let issuer: string;
let t: TestApp;
let appUrl: string;

/** A minimal cookie jar keyed by host, enough to follow the sign-in redirects like a browser. */
function createBrowser() {
  const jars = new Map<string, Map<string, string>>();
  return async function follow(startUrl: string, maxHops = 20) {
    let url = startUrl;
    for (let hop = 0; hop < maxHops; hop++) {
      const { host } = new URL(url);
      const jar = jars.get(host) ?? new Map<string, string>();
      jars.set(host, jar);
      const response = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = pair!.split('=');
        jar.set(name!.trim(), value.join('='));
      }
      const location = response.headers.get('location');
      if (!location)
        return { response, url, appCookies: jars.get(new URL(appUrl).host) ?? new Map<string, string>() };
      url = new URL(location, url).href;
    }
    throw new Error('too many redirects');
  };
}

beforeAll(async () => {
  const appPort = await findFreePort();
  appUrl = `http://127.0.0.1:${appPort}`;
  providerServer = http.createServer();
  await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'heirloom',
        client_secret: 'heirloom-test-secret',
        redirect_uris: [`${appUrl}/api/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        email: account.email,
        email_verified: true,
        name: account.name,
        picture: account.picture,
      }),
    }),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    cookies: { keys: ['a-test-cookie-key'] },
    ttl: {
      Interaction: 600,
      Grant: 600,
      Session: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
  });
  const providerHandler = provider.callback();
  // The person "signs in" at the provider: approve the interaction as `account`.
  providerServer.on('request', async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return providerHandler(req, res);
    const details = await provider.interactionDetails(req, res);
    const grant = new provider.Grant({ accountId: account.sub, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  });

  t = await createTestApp({
    env: {
      PUBLIC_URL: appUrl,
      OIDC_ISSUER_URL: issuer,
      OIDC_CLIENT_ID: 'heirloom',
      OIDC_CLIENT_SECRET: 'heirloom-test-secret',
      OIDC_ALLOW_INSECURE_HTTP: 'true',
    },
  });
  await t.app.listen({ host: '127.0.0.1', port: appPort });
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => providerServer.close(resolve));
});

describe('signing in with an OpenID Connect provider', () => {
  it('sends /api/login to the provider with PKCE', async () => {
    const response = await fetch(`${appUrl}/api/login`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toBeTruthy();
    expect(location.searchParams.get('redirect_uri')).toBe(`${appUrl}/api/callback`);
  });

  it('creates the account from the claims on first sign-in and updates it on the next', async () => {
    const browse = createBrowser();
    const first = await browse(`${appUrl}/api/login`);
    expect(first.url).toBe(`${appUrl}/`);
    const cookie = `heirloom.sid=${first.appCookies.get('heirloom.sid')}`;
    const me = await fetch(`${appUrl}/api/auth/user`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: 'grace.hopper@example.org',
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      profileImageUrl: 'https://pictures.example/grace.png',
    });

    account.picture = 'https://pictures.example/grace-2.png';
    const again = await createBrowser()(`${appUrl}/api/login`);
    const cookie2 = `heirloom.sid=${again.appCookies.get('heirloom.sid')}`;
    const me2 = await (await fetch(`${appUrl}/api/auth/user`, { headers: { cookie: cookie2 } })).json();
    expect(me2.profileImageUrl).toBe('https://pictures.example/grace-2.png');
    const count = await t.pool.query('select count(*)::int as n from users where oidc_subject = $1', [
      account.sub,
    ]);
    expect(count.rows[0].n).toBe(1);
  });

  it('refuses a callback whose state does not match', async () => {
    const start = await fetch(`${appUrl}/api/login`, { redirect: 'manual' });
    const sid = start.headers.getSetCookie()[0]!.split(';')[0]!;
    const forged = await fetch(`${appUrl}/api/callback?code=forged&state=not-the-state`, {
      headers: { cookie: sid },
      redirect: 'manual',
    });
    expect(forged.status).toBe(401);
    expect((await forged.json()).message).toContain('did not complete');
  });
});
