import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});
const cookieOf = (response: { headers: Record<string, unknown> }) =>
  String(response.headers['set-cookie'] ?? '').split(';')[0]!;

describe('signing in with a local account', () => {
  it('answers 401 with "Unauthorized" for the current user when nobody is signed in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Unauthorized' });
  });

  it('shows a sign-in page with Email, Password and one Sign in button, that needs no JavaScript', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<label for="email">Email</label>');
    expect(response.body).toContain('<label for="password">Password</label>');
    // One submit button: Enter in either field signs in, never creates an account by mistake.
    expect(response.body.match(/type="submit"/g)).toHaveLength(1);
    expect(response.body).toContain('value="signin">Sign in</button>');
    expect(response.body).toContain('href="/api/login?account=new">Create an account</a>');
    expect(response.body).not.toMatch(/<script/i);
  });

  it('creating an account is its own form, with no "Welcome back" and one Create account button', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/login?account=new' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Create your account</h1>');
    expect(response.body).not.toContain('Welcome back');
    expect(response.body.match(/type="submit"/g)).toHaveLength(1);
    expect(response.body).toContain('value="signup">Create account</button>');
    expect(response.body).toContain('autocomplete="new-password"');
    expect(response.body).toContain('href="/api/login">Sign in</a>');
  });

  it('a new account that cannot be made comes back on the create-account form, with the reason', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ email: 'brief@example.org', password: 'seven77', intent: 'signup', name: 'Arthur <b>' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<h1>Create your account</h1>');
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain('value="brief@example.org"');
    expect(response.body).toContain('value="Arthur &lt;b&gt;"');
    expect(response.body).not.toContain('seven77');
  });

  it('opened from an invitation, the form holds the invited address and says whose stories it is for (N14)', async () => {
    const rose = await t.signUp();
    await t.pool.query(`update users set first_name = 'Rose', last_name = 'Miller' where id = $1`, [
      rose.user.id,
    ]);
    const invited = await rose.post('/api/family/members', { email: 'ruth@example.org', role: 'editor' });
    const token = new URL((invited.json() as { inviteLink: string }).inviteLink).pathname.split('/').pop()!;

    const page = await t.visitor.get(`/api/login?account=new&invitation=${token}`);
    expect(page.body).toContain('Create an account to see Rose&#39;s stories.');
    expect(page.body).toMatch(/id="email"[^>]*value="ruth@example.org" readonly/);
    expect(page.body).toContain(`name="invitation" value="${token}"`);

    // A mistake keeps the form as it was opened.
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ email: 'ruth@example.org', password: 'short', intent: 'signup', invitation: token }),
    });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Create an account to see Rose&#39;s stories.');
    expect(short.body).toMatch(/id="email"[^>]*value="ruth@example.org" readonly/);

    // A token that names no invitation gives the ordinary form, and says nothing of any invitation.
    const madeUp = await t.visitor.get('/api/login?account=new&invitation=made-up-token');
    expect(madeUp.body).toContain('Make an account to start recording your story.');
    expect(madeUp.body).not.toContain('readonly');
  });

  it('says every problem at once, in a summary that takes focus and links to each field, marked invalid (N15)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ email: 'not an address', password: '', intent: 'signup', name: 'A'.repeat(101) }),
    });
    expect(response.statusCode).toBe(400);
    const summary =
      /<div class="error" role="alert" id="form-error" tabindex="-1" autofocus>([\s\S]*?)<\/div>/.exec(
        response.body,
      )?.[1];
    expect(summary).toContain('<h2>There is a problem</h2>');
    expect(
      [...(summary ?? '').matchAll(/<li><a href="#(\w+)">([^<]+)<\/a><\/li>/g)].map((m) => [m[1], m[2]]),
    ).toEqual([
      ['name', 'Please keep your name to 100 characters or fewer.'],
      ['email', 'Please enter a valid email address.'],
      ['password', 'Please enter your password.'],
    ]);
    for (const field of ['name', 'email', 'password'])
      expect(response.body).toMatch(new RegExp(`id="${field}"[^>]*aria-invalid="true"`));
    expect(response.body).toContain('<title>Error: Create an account · Heirloom</title>');
  });

  it('asks "What should we call you?" when creating an account, and the name is what the family sees (N6)', async () => {
    const page = await t.visitor.get('/api/login?account=new');
    expect(page.body).toContain('<label for="name">What should we call you?</label>');
    expect((await t.visitor.get('/api/login')).body).not.toContain('What should we call you?');

    const named = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({
        email: 'arthur.pennington@example.org',
        password: 'a long password',
        intent: 'signup',
        name: ' Arthur ',
      }),
    });
    expect(named.statusCode).toBe(303);
    const me = await t.as(cookieOf(named)).get('/api/auth/user');
    expect(me.json()).toMatchObject({
      email: 'arthur.pennington@example.org',
      firstName: 'Arthur',
      lastName: null,
    });

    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({
        email: 'long@example.org',
        password: 'a long password',
        intent: 'signup',
        name: 'A'.repeat(101),
      }),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('Please keep your name to 100 characters or fewer.');
    expect((await t.pool.query(`select 1 from users where email = 'long@example.org'`)).rowCount).toBe(0);
  });

  it('creates an account from the form, signs the person in and sends them to /', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ email: ' Grace@Example.org ', password: 'a long password', intent: 'signup' }),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: cookieOf(response) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'grace@example.org',
      language: 'en',
      firstName: null,
      profileImageUrl: null,
    });
    expect(Object.keys(me.json()).sort()).toEqual(
      [
        'birthday',
        'createdAt',
        'email',
        'firstName',
        'id',
        'language',
        'lastName',
        'phone',
        'profileImageUrl',
      ].sort(),
    );
  });

  it('keeps the session for 30 days, in the cookie and on the server', async () => {
    const { cookie } = await t.signUp();
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    const expires = /Expires=([^;]+)/i.exec(String(response.headers['set-cookie']))?.[1];
    const cookieDays = (new Date(expires ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(cookieDays).toBeGreaterThan(29.9);
    expect(cookieDays).toBeLessThanOrEqual(30);
    const row = await t.pool.query('select max(expires_at) as expires from sessions');
    const daysLeft = (new Date(row.rows[0].expires).getTime() - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(29.9);
    expect(daysLeft).toBeLessThanOrEqual(30);
  });

  it('marks the cookie Secure when the request came over https through a trusted proxy', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-forwarded-proto': 'https', 'content-type': 'application/json' },
        payload: { email: 'secure@example.org', password: 'a long password', intent: 'signup' },
      });
      expect(String(response.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a second account with the same email, in any case', async () => {
    await t.signUp('twice@example.org');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ email: 'TWICE@example.org', password: 'another password', intent: 'signup' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('An account with this email already exists');
  });

  it('refuses a password shorter than 8 characters', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ email: 'short@example.org', password: 'seven77', intent: 'signup' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('at least 8 characters');
  });

  it('gives the same message for a wrong password and an unknown email', async () => {
    const { email } = await t.signUp();
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ email, password: 'not the password' }),
    });
    const unknownEmail = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ email: 'nobody@example.org', password: 'not the password' }),
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    const message = 'That email and password do not match an account. Please check them and try again.';
    expect(wrongPassword.body).toContain(message);
    expect(unknownEmail.body).toContain(message);
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('signs in with the right password and gives a new session id each time (no session fixation)', async () => {
    const { email, password, cookie: first } = await t.signUp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: first, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password }).toString(),
    });
    expect(response.statusCode).toBe(303);
    const second = cookieOf(response);
    expect(second).not.toBe(first);
    const old = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: first } });
    expect(old.statusCode).toBe(401);
  });

  it('makes the place that sent repeated wrong passwords wait, even with the right one', async () => {
    const { email, password } = await t.signUp();
    for (let attempt = 0; attempt < t.config.auth.accountFailureLimit; attempt++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        ...form({ email, password: `wrong ${attempt}` }),
      });
    }
    const locked = await t.app.inject({ method: 'POST', url: '/api/login', ...form({ email, password }) });
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain('Please wait 15 minutes');
  });

  it('limits sign-in attempts per device', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/login',
          ...form({ email: `x${attempt}@example.org`, password: 'whatever it is' }),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('refuses new accounts when sign-ups are turned off, but still signs existing people in', async () => {
    const closed = await createTestApp({ env: { ALLOW_SIGNUPS: 'false' } });
    try {
      const page = await closed.app.inject({ method: 'GET', url: '/api/login' });
      expect(page.body).not.toContain('Create');
      const createPage = await closed.app.inject({ method: 'GET', url: '/api/login?account=new' });
      expect(createPage.body).toContain('value="signin">Sign in</button>');
      expect(createPage.body).not.toContain('Create');
      const response = await closed.app.inject({
        method: 'POST',
        url: '/api/login',
        ...form({ email: 'new@example.org', password: 'a long password', intent: 'signup' }),
      });
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain('New accounts cannot be created on this server');
    } finally {
      await closed.close();
    }
  });

  it('logs out by destroying the session on the server', async () => {
    const { cookie } = await t.signUp();
    const logout = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.statusCode).toBe(303);
    expect(logout.headers.location).toBe('/');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    const rows = await t.pool.query('select count(*)::int as n from sessions where data like $1', [
      `%${cookie.split('=')[1]!.split('.')[0]}%`,
    ]);
    expect(rows.rows[0].n).toBe(0);
  });
});

describe('cross-site requests and security headers', () => {
  it('refuses a state-changing request from another website with 403', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { email: 'csrf@example.org', role: 'self' },
    });
    expect(response.statusCode).toBe(403);
    const stored = await t.pool.query(
      "select count(*)::int as n from waitlist_entries where email = 'csrf@example.org'",
    );
    expect(stored.rows[0].n).toBe(0);
  });

  it('refuses a cross-site sign-in form post', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.org&password=12345678',
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the same request from its own origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'content-type': 'application/json' },
      payload: { email: 'same-origin@example.org', role: 'self' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('sends a strict Content-Security-Policy without inline scripts, and other security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/login' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });
});
