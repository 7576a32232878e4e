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

interface Claims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

const account: Claims = {
  sub: 'grace-42',
  email: 'Grace.Hopper@Example.org',
  name: 'Grace Brewster Hopper',
  picture: 'https://pictures.example/grace.png',
};
/** Everyone the provider knows, and who approves the next sign-in at the provider. */
const providerAccounts = new Map<string, Claims>([[account.sub, account]]);
let signingIn: Claims = account;

let provider: Provider;
let providerServer: http.Server;
let issuer: string;
let t: TestApp;
/** An instance of the same deployment (same database) that still signs people in with a password. */
let localMode: TestApp;
let appUrl: string;

/** A minimal cookie jar keyed by host, enough to follow the sign-in redirects like a browser. */
function createBrowser(appCookie?: string) {
  const jars = new Map<string, Map<string, string>>();
  if (appCookie) {
    const [name, ...value] = appCookie.split('=');
    jars.set(new URL(appUrl).host, new Map([[name!, value.join('=')]]));
  }
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
      claims: async () => {
        const claims = providerAccounts.get(sub)!;
        return { email_verified: true, ...claims };
      },
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
    const grant = new provider.Grant({
      accountId: signingIn.sub,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: signingIn.sub }, consent: { grantId } },
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
  localMode = await createTestApp({ shareDatabaseWith: t });
});

afterAll(async () => {
  await localMode.close();
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

/** Signs in at the provider as `claims`, following the redirects through the app; returns the app's session cookie. */
async function signInWithProvider(claims: Claims, options: { start?: string; appCookie?: string } = {}) {
  providerAccounts.set(claims.sub, claims);
  signingIn = claims;
  const result = await createBrowser(options.appCookie)(`${appUrl}${options.start ?? '/api/login'}`);
  const sid = result.appCookies.get('heirloom.sid');
  return { ...result, cookie: sid ? `heirloom.sid=${sid}` : '' };
}

async function whoIs(cookie: string): Promise<{ id: string; email: string } | undefined> {
  const response = await fetch(`${appUrl}/api/auth/user`, { headers: { cookie } });
  return response.status === 200 ? response.json() : undefined;
}

async function addMemory(cookie: string, name: string, text: string) {
  const response = await fetch(`${appUrl}/api/memory-fragments`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name, text }),
  });
  expect(response.status).toBe(201);
}

async function memoryNames(cookie: string): Promise<string[]> {
  const response = await fetch(`${appUrl}/api/memory-fragments`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { name: string }[]).map((memory) => memory.name);
}

async function userRow(id: string) {
  const { rows } = await t.pool.query('select email, oidc_issuer, oidc_subject from users where id = $1', [
    id,
  ]);
  return rows[0] as { email: string; oidc_issuer: string | null; oidc_subject: string | null };
}

describe('an identity is the provider and its subject, never an email claim', () => {
  it("an unverified email claim equal to another person's email does not enter their account", async () => {
    const victim = await signInWithProvider({
      sub: 'victim-sub',
      email: 'victim@example.org',
      email_verified: true,
    });
    const victimUser = (await whoIs(victim.cookie))!;
    await addMemory(victim.cookie, 'Private diary', 'My bank PIN hint and a secret about my late husband.');

    const mallory = await signInWithProvider({
      sub: 'mallory-sub',
      email: 'victim@example.org',
      email_verified: false,
    });
    const malloryUser = await whoIs(mallory.cookie);
    expect(malloryUser).toBeDefined();
    // An unverified address is not hers to be told about: no page says whether anyone uses it.
    expect(mallory.url).toBe(`${appUrl}/`);
    expect(malloryUser!.id).not.toBe(victimUser.id);
    expect(await memoryNames(mallory.cookie)).not.toContain('Private diary');
    expect(await userRow(victimUser.id)).toMatchObject({
      email: 'victim@example.org',
      oidc_subject: 'victim-sub',
      oidc_issuer: issuer,
    });
    // The victim still signs in to their own account.
    const again = await signInWithProvider(providerAccounts.get('victim-sub')!);
    expect((await whoIs(again.cookie))!.id).toBe(victimUser.id);
  });

  it('an email claim, verified or not, does not enter a local account made before sign-in with a provider', async () => {
    const alice = await localMode.signUp('alice@example.org', 'alice has a long password');
    await localMode.app.inject({
      method: 'POST',
      url: '/api/memory-fragments',
      headers: { cookie: alice.cookie },
      payload: { name: 'My first bike', text: 'It was red.' },
    });
    for (const [sub, verified] of [
      ['mallory-a', false],
      ['mallory-b', true],
    ] as const) {
      const mallory = await signInWithProvider({ sub, email: 'Alice@Example.org', email_verified: verified });
      const malloryUser = (await whoIs(mallory.cookie))!;
      expect(malloryUser.id).not.toBe(alice.user.id);
      expect(malloryUser.email).not.toBe('alice@example.org');
      expect(await memoryNames(mallory.cookie)).not.toContain('My first bike');
    }
    expect(await userRow(alice.user.id)).toMatchObject({ oidc_subject: null, oidc_issuer: null });
  });

  it("an account whose profile email names someone else does not receive that person's first sign-in", async () => {
    const attacker = await signInWithProvider({
      sub: 'mallory-c',
      email: 'mallory@evil.example',
      email_verified: true,
    });
    const attackerUser = (await whoIs(attacker.cookie))!;
    // However the address got there (an unconfirmed profile edit, an old import), it must not matter.
    await t.pool.query("update users set email = 'grandpa@example.org' where id = $1", [attackerUser.id]);

    const grandpa = await signInWithProvider({
      sub: 'grandpa-sub',
      email: 'grandpa@example.org',
      email_verified: true,
    });
    const grandpaUser = (await whoIs(grandpa.cookie))!;
    expect(grandpaUser.id).not.toBe(attackerUser.id);
    // Grandpa is told why his new account has no email (his own verified address; nobody else's is revealed).
    expect(grandpa.response.status).toBe(200);
    expect(await grandpa.response.text()).toContain(
      'Another account on this server already uses the email grandpa@example.org',
    );
    await addMemory(grandpa.cookie, 'The war years', 'Something I never told anyone.');
    expect(await memoryNames(attacker.cookie)).not.toContain('The war years');
    expect(await userRow(attackerUser.id)).toMatchObject({ oidc_subject: 'mallory-c' });
  });

  it('lets a row made before identities carried their provider be claimed by the configured provider', async () => {
    const { rows } = await t.pool.query(
      "insert into users (email, oidc_subject) values ('legacy@example.org', 'legacy-sub') returning id",
    );
    const legacy = await signInWithProvider({
      sub: 'legacy-sub',
      email: 'legacy@example.org',
      email_verified: true,
    });
    expect((await whoIs(legacy.cookie))!.id).toBe(rows[0].id);
    expect(await userRow(rows[0].id)).toMatchObject({ oidc_subject: 'legacy-sub', oidc_issuer: issuer });
  });

  it('links a provider to an account only from inside that account, and never an identity someone else has', async () => {
    const bob = await localMode.signUp('bob@example.org', 'bob has a long password');
    const linked = await signInWithProvider(
      { sub: 'bob-sub', email: 'bob.at.work@example.org', email_verified: true },
      { start: '/api/login?intent=link', appCookie: bob.cookie },
    );
    expect(linked.url).toBe(`${appUrl}/`);
    expect((await whoIs(linked.cookie))!.id).toBe(bob.user.id);
    expect(await userRow(bob.user.id)).toMatchObject({ oidc_subject: 'bob-sub', oidc_issuer: issuer });
    // From now on the provider signs Bob in to his own account.
    const later = await signInWithProvider(providerAccounts.get('bob-sub')!);
    expect((await whoIs(later.cookie))!.id).toBe(bob.user.id);

    const carol = await localMode.signUp('carol@example.org', 'carol has a long password');
    const refused = await signInWithProvider(providerAccounts.get('victim-sub')!, {
      start: '/api/login?intent=link',
      appCookie: carol.cookie,
    });
    expect(refused.response.status).toBe(409);
    expect(await refused.response.text()).toContain('already belongs to another Heirloom account');
    expect(await userRow(carol.user.id)).toMatchObject({ oidc_subject: null });
    const { rows } = await t.pool.query(
      "select count(*)::int as n from users where oidc_subject = 'victim-sub'",
    );
    expect(rows[0].n).toBe(1);
  });
});

describe('the sign-in state lives in a short-lived signed cookie', () => {
  it('300 anonymous visits to /api/login store no session', async () => {
    const before = (await t.pool.query('select count(*)::int as n from sessions')).rows[0].n;
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => fetch(`${appUrl}/api/login`, { redirect: 'manual' })),
      );
      expect(answers.every((answer) => answer.status === 302)).toBe(true);
    }
    const after = (await t.pool.query('select count(*)::int as n from sessions')).rows[0].n;
    expect(after).toBe(before);
  });

  it('keeps the state in an httpOnly cookie that lasts 10 minutes', async () => {
    const start = await fetch(`${appUrl}/api/login`, { redirect: 'manual' });
    const cookies = start.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/HttpOnly/i);
    expect(cookies[0]).toMatch(/Max-Age=600/i);
    expect(cookies[0]).not.toMatch(/^heirloom\.sid=/);
  });

  it('refuses a state cookie that was changed in the browser', async () => {
    const start = await fetch(`${appUrl}/api/login`, { redirect: 'manual' });
    const [pair] = start.headers.getSetCookie()[0]!.split(';');
    const [name, value] = pair!.split('=');
    const state = new URL(start.headers.get('location')!).searchParams.get('state');
    const tampered = `${name}=${encodeURIComponent(`${decodeURIComponent(value!).slice(0, -2)}xx`)}`;
    const answer = await fetch(`${appUrl}/api/callback?code=whatever&state=${state}`, {
      headers: { cookie: tampered },
      redirect: 'manual',
    });
    expect([302, 401]).toContain(answer.status);
    expect(answer.headers.getSetCookie().some((c) => c.startsWith('heirloom.sid='))).toBe(false);
  });

  it('limits how often one address can start signing in', async () => {
    const limited = await createTestApp({
      env: {
        PUBLIC_URL: appUrl,
        OIDC_ISSUER_URL: issuer,
        OIDC_CLIENT_ID: 'heirloom',
        OIDC_CLIENT_SECRET: 'heirloom-test-secret',
        OIDC_ALLOW_INSECURE_HTTP: 'true',
        AUTH_RATE_LIMIT_PER_MINUTE: '3',
      },
    });
    try {
      const statuses = [];
      for (let visit = 0; visit < 5; visit++) {
        statuses.push((await limited.app.inject({ method: 'GET', url: '/api/login' })).statusCode);
      }
      expect(statuses).toEqual([302, 302, 302, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
