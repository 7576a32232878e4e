/**
 * The authorization matrix for storyteller links (docs/decisions/721), generated from the app's route table, so a
 * new route cannot escape it:
 * - a working link's token, however it is carried (its cookie, a bearer header, the query, a path parameter), gets
 *   nothing from any route but the token routes: the guarded ones answer 401, the public ones as they answer anyone;
 * - the token routes answer to a working link and nothing else: no token, the owner's session, a revoked or an
 *   expired link's token all get 401 and change nothing;
 * - one link's token gets 404 on another link's interview, and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Person, type TestApp } from '../test-app.ts';
import { snapshotTables } from './db-snapshot.ts';

let t: TestApp;
let owner: Person;
const tokens: Record<'working' | 'revoked' | 'expired' | 'intruder', string> = {
  working: '',
  revoked: '',
  expired: '',
  intruder: '',
};
const ids: Record<string, string> = {};
const ANY_ID = '00000000-0000-4000-8000-000000000000';

const cookieFor = (token: string) => `heirloom.storyteller=${token}`;
const routes = () => t.app.routeTable.filter((route) => route.url.startsWith('/api/'));
const tokenRoutes = () => routes().filter((route) => route.storyteller);
const fillPath = (url: string, pick: (parameter: string) => string) =>
  url.replace(/:(\w+)/g, (_match, parameter: string) => pick(parameter));
const ownIds = (parameter: string) =>
  parameter === 'id' ? ids.session! : parameter === 'recordingId' ? ids.recording! : '0';

/** A valid body for each token route, so a refusal is about the token, not the body. */
function bodyFor(method: string, url: string) {
  if (method === 'PUT') return { payload: Buffer.from('audio'), type: 'application/octet-stream' };
  if (url.endsWith('/answers')) return { payload: { text: 'A story.' } };
  if (url.endsWith('/recordings')) return { payload: { mimeType: 'audio/webm;codecs=opus' } };
  if (url.endsWith('/finish') && url.includes(':recordingId')) return { payload: { durationMs: 1000 } };
  if (url === '/api/storyteller/interview-sessions') return { payload: { topics: [] } };
  return { payload: undefined };
}

async function makeLink(label: string, person: Person = owner) {
  const made = await person.post('/api/storyteller-links', { label });
  if (made.statusCode !== 201) throw new Error(`could not make a link: ${made.body}`);
  const { link, url } = made.json() as { link: { id: string }; url: string };
  return { id: link.id, token: new URL(url).pathname.replace('/tell/', '') };
}

const send = (route: { method: string; url: string }, url: string, headers: Record<string, string>) => {
  const body = bodyFor(route.method, route.url);
  return t.app.inject({
    method: route.method as 'GET',
    url,
    headers: { ...headers, ...(body.type ? { 'content-type': body.type } : {}) },
    ...(body.payload === undefined ? {} : { payload: body.payload }),
  });
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp('owner@example.org');
  const intruder = await t.signUp('intruder@example.org');
  const working = await makeLink('Mum');
  tokens.working = working.token;
  const revoked = await makeLink('Dad');
  await owner.post(`/api/storyteller-links/${revoked.id}/revoke`);
  tokens.revoked = revoked.token;
  const expired = await makeLink('Nan');
  await t.pool.query(`update storyteller_links set expires_at = now() - interval '1 minute' where id = $1`, [
    expired.id,
  ]);
  tokens.expired = expired.token;
  tokens.intruder = (await makeLink('Their mum', intruder)).token;
  const asMum = { cookie: cookieFor(tokens.working) };
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/storyteller/interview-sessions',
    headers: asMum,
    payload: { topics: ['Childhood'] },
  });
  ids.session = session.json().id;
  const recording = await t.app.inject({
    method: 'POST',
    url: `/api/storyteller/interview-sessions/${ids.session}/recordings`,
    headers: asMum,
    payload: { mimeType: 'audio/webm;codecs=opus' },
  });
  ids.recording = recording.json().id;
  for (const [name, id] of Object.entries(ids)) if (!id) throw new Error(`could not make the link's ${name}`);
});

afterAll(() => t.close());

describe('storyteller link authorization matrix', () => {
  it('has exactly the token routes an interview needs', () => {
    expect(
      tokenRoutes()
        .map((route) => `${route.method} ${route.url}`)
        .sort(),
    ).toEqual([
      'GET /api/storyteller/interview',
      'POST /api/storyteller/interview-sessions',
      'POST /api/storyteller/interview-sessions/:id/answers',
      'POST /api/storyteller/interview-sessions/:id/finish',
      'POST /api/storyteller/interview-sessions/:id/leave-out',
      'POST /api/storyteller/interview-sessions/:id/next',
      'POST /api/storyteller/interview-sessions/:id/pause',
      'POST /api/storyteller/interview-sessions/:id/recordings',
      'POST /api/storyteller/interview-sessions/:id/recordings/:recordingId/finish',
      'POST /api/storyteller/interview-sessions/:id/resume',
      'POST /api/storyteller/interview-sessions/:id/skip',
      'PUT /api/storyteller/interview-sessions/:id/recordings/:recordingId/chunks/:seq',
    ]);
    expect(tokenRoutes().every((route) => !route.public)).toBe(true);
  });

  it('gives a working token nothing from any other route, however it is carried', async () => {
    const token = tokens.working;
    const carriers: Array<{ name: string; url: (url: string) => string; headers: Record<string, string> }> = [
      { name: 'cookie', url: (url) => url, headers: { cookie: cookieFor(token) } },
      { name: 'bearer', url: (url) => url, headers: { authorization: `Bearer ${token}` } },
      { name: 'query', url: (url) => `${url}?token=${token}`, headers: {} },
      { name: 'path', url: (url) => url.replaceAll(ANY_ID, token), headers: {} },
    ];
    const before = await snapshotTables(t.pool);
    const answers: string[] = [];
    const others = routes().filter((route) => !route.storyteller);
    expect(others.length).toBeGreaterThan(30);
    for (const route of others) {
      const url = fillPath(route.url, () => ANY_ID);
      const withoutToken = route.public ? (await send(route, url, {})).statusCode : 401;
      for (const carrier of carriers) {
        const response = await send(route, carrier.url(url), carrier.headers);
        if (response.statusCode !== withoutToken)
          answers.push(`${route.method} ${route.url} (${carrier.name}) → ${response.statusCode}`);
      }
    }
    expect(answers).toEqual([]);
    const after = await snapshotTables(t.pool);
    // Public routes a visitor may use (the waitlist) answered the same without the token; nothing else changed.
    expect(after.storyteller_links).toEqual(before.storyteller_links);
    expect(after.interview_sessions).toEqual(before.interview_sessions);
    expect(after.interview_answers).toEqual(before.interview_answers);
  });

  it('answers 401 on every token route to no token, the owner’s session, and a revoked or expired link', async () => {
    const before = await snapshotTables(t.pool);
    const answers: string[] = [];
    const callers: Record<string, Record<string, string>> = {
      'no token': {},
      "the owner's session": { cookie: owner.cookie },
      'a revoked link': { cookie: cookieFor(tokens.revoked) },
      'an expired link': { cookie: cookieFor(tokens.expired) },
      'a bearer header': { authorization: `Bearer ${tokens.working}` },
    };
    for (const route of tokenRoutes()) {
      const url = fillPath(route.url, ownIds);
      for (const [name, headers] of Object.entries(callers)) {
        const response = await send(route, url, headers);
        if (response.statusCode !== 401)
          answers.push(`${route.method} ${route.url} (${name}) → ${response.statusCode}`);
      }
    }
    expect(answers).toEqual([]);
    expect(await snapshotTables(t.pool)).toEqual(before);
  });

  it("answers 404 to another link's token on this link's interview, and changes nothing", async () => {
    const before = await snapshotTables(t.pool);
    const answers: string[] = [];
    for (const route of tokenRoutes().filter((r) => r.url.includes(':'))) {
      const response = await send(route, fillPath(route.url, ownIds), { cookie: cookieFor(tokens.intruder) });
      answers.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 404'))).toEqual([]);
    const after = await snapshotTables(t.pool);
    const withoutLastUsed = (rows: string[] = []) =>
      rows.map((row) => row.replace(/"last_used_at":("[^"]*"|null)/, ''));
    expect({ ...after, storyteller_links: withoutLastUsed(after.storyteller_links) }).toEqual({
      ...before,
      storyteller_links: withoutLastUsed(before.storyteller_links),
    });
  });

  it('answers 400, not 500, to a malformed id on every token route that takes one', async () => {
    const answers: string[] = [];
    for (const route of tokenRoutes().filter((r) => r.url.includes(':'))) {
      const response = await send(
        route,
        fillPath(route.url, () => 'not-a-uuid'),
        {
          cookie: cookieFor(tokens.working),
        },
      );
      answers.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 400'))).toEqual([]);
  });
});
