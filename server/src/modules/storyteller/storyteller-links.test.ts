import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORYTELLER_LINK_DAYS, storytellerLinkMessages } from '#shared/storyteller-links.ts';
import { snapshotTables } from '../../../test/security/db-snapshot.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: TestApp;
let owner: Person;
beforeAll(async () => {
  // The server listens at family.example, the address the owner uses below (decision 538).
  t = await createTestApp({ env: { LOG_LEVEL: 'info', HOST: 'family.example' }, logStream });
  owner = await t.signUp('daughter@example.org');
});
afterAll(() => t.close());

const DAY_MS = 24 * 3600 * 1000;
const tokenOf = (url: string) => new URL(url).pathname.replace('/tell/', '');

async function makeLink(person: Person, label = 'Mum') {
  const made = await person.post('/api/storyteller-links', { label });
  expect(made.statusCode).toBe(201);
  return made.json() as { link: { id: string; label: string; expiresAt: string }; url: string };
}

describe('making a storyteller link', () => {
  it('gives a link with an unguessable token at the address the owner used, working for 90 days', async () => {
    const made = await owner.post('/api/storyteller-links', { label: '  Mum  ' }, { host: 'family.example' });
    expect(made.statusCode).toBe(201);
    const { link, url } = made.json();
    expect(url).toMatch(/^http:\/\/family\.example\/tell\/[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(tokenOf(url), 'base64url')).toHaveLength(32);
    expect(link).toMatchObject({
      label: 'Mum',
      status: 'active',
      lastUsedAt: null,
      revokedAt: null,
      interviews: 0,
      answers: 0,
    });
    const days = (Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / DAY_MS;
    expect(days).toBeCloseTo(STORYTELLER_LINK_DAYS, 3);

    const listed = await owner.get('/api/storyteller-links');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toContainEqual(link);
  });

  it('stores only the hash of the token: the token itself is nowhere in the database', async () => {
    const { link, url } = await makeLink(owner);
    const token = tokenOf(url);
    const stored = await t.pool.query('select token_hash from storyteller_links where id = $1', [link.id]);
    expect(stored.rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await snapshotTables(t.pool))).not.toContain(token);
    const listed = await owner.get('/api/storyteller-links');
    expect(listed.body).not.toContain(token);
  });

  it('makes a new link each time, and the earlier one keeps working until it is revoked', async () => {
    const first = await makeLink(owner, 'Grandad');
    const second = await makeLink(owner, 'Grandad');
    expect(second.url).not.toBe(first.url);
    const listed = (await owner.get('/api/storyteller-links')).json() as { id: string; status: string }[];
    expect(listed.filter((link) => [first.link.id, second.link.id].includes(link.id))).toEqual([
      expect.objectContaining({ id: second.link.id, status: 'active' }),
      expect.objectContaining({ id: first.link.id, status: 'active' }),
    ]);
  });

  it('refuses a link without a name, or with a name too long, and makes nothing', async () => {
    const before = await snapshotTables(t.pool);
    const empty = await owner.post('/api/storyteller-links', { label: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(storytellerLinkMessages.noLabel);
    const long = await owner.post('/api/storyteller-links', { label: 'M'.repeat(41) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(storytellerLinkMessages.labelTooLong);
    expect(await snapshotTables(t.pool)).toEqual(before);
  });

  it("lists only the owner's own links, and another person cannot revoke them", async () => {
    const { link } = await makeLink(owner, 'Aunt May');
    const stranger = await t.signUp();
    expect((await stranger.get('/api/storyteller-links')).json()).toEqual([]);
    const refused = await stranger.post(`/api/storyteller-links/${link.id}/revoke`);
    expect(refused.statusCode).toBe(404);
    const listed = (await owner.get('/api/storyteller-links')).json() as { id: string; status: string }[];
    expect(listed.find((row) => row.id === link.id)?.status).toBe('active');
  });

  it('shows a revoked link as revoked, and an expired one as expired', async () => {
    const revoked = await makeLink(owner, 'Uncle Bill');
    expect((await owner.post(`/api/storyteller-links/${revoked.link.id}/revoke`)).statusCode).toBe(204);
    const expired = await makeLink(owner, 'Nana');
    await t.pool.query(
      "update storyteller_links set expires_at = now() - interval '1 second' where id = $1",
      [expired.link.id],
    );
    const listed = (await owner.get('/api/storyteller-links')).json() as { id: string; status: string }[];
    expect(listed.find((row) => row.id === revoked.link.id)?.status).toBe('revoked');
    expect(listed.find((row) => row.id === expired.link.id)?.status).toBe('expired');
  });
});

describe("the storyteller's page", () => {
  it('opens without signing in and hands the token only to the token routes, in an http-only cookie', async () => {
    const { url } = await makeLink(owner, 'Dad');
    const page = await t.visitor.get(new URL(url).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const cookie = String(page.headers['set-cookie']);
    expect(cookie).toContain(`heirloom.storyteller=${tokenOf(url)}`);
    expect(cookie).toContain('Path=/api/storyteller');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
  });

  it('keeps the token out of the log', async () => {
    const { url } = await makeLink(owner, 'Granny');
    await t.visitor.get(new URL(url).pathname);
    const log = logLines.join('');
    expect(log).toContain('/tell/…');
    expect(log).not.toContain(tokenOf(url));
  });
});
