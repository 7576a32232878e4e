/**
 * The family circle's authorization matrix (issue 15), generated from the app's route table: every /api route
 * is run as the owner, an editor, a contributor, a reader, a stranger, a removed member and with a storyteller
 * link, against the expectation written for it below. A route missing from the table fails the first test, so
 * a new route cannot escape it.
 * - Outside /api/shared-with-me, the family are strangers to the owner: the owner's ids answer them 404, and a
 *   route without ids answers them as it answers a stranger (their own account).
 * - Under /api/shared-with-me, each role gets what its row says; a stranger and a removed member get 404.
 * - A storyteller link reaches only its token routes: every other guarded route answers it 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Person, type TestApp } from '../test-app.ts';
import { type FamilyCircle, familyCircle } from './family-fixture.ts';
import { apiRoutes, fillPath, routeKey } from './route-table.ts';

type Shared = { reader: number; contributor: number; editor: number; outsider: number; owner: number };
type Expectation = 'public' | 'owner' | 'token' | Shared;

const read200: Shared = { reader: 200, contributor: 200, editor: 200, outsider: 404, owner: 404 };
const contribute: Shared = { reader: 403, contributor: 201, editor: 201, outsider: 404, owner: 404 };
/** An editor's help with chapters and drafts (docs/decisions/1512): editors only. */
const organise = (editor: 200 | 201): Shared => ({
  reader: 403,
  contributor: 403,
  editor,
  outsider: 404,
  owner: 404,
});

/** What each route answers whom. Every /api route has a row. */
const expectations: Record<string, Expectation> = {
  ...Object.fromEntries(
    [
      'GET /api/health',
      'GET /api/config',
      'GET /api/login/styles.css',
      'GET /api/login',
      'POST /api/login',
      'GET /api/callback',
      'GET /api/logout',
      'POST /api/logout',
      'POST /api/waitlist',
      'GET /api/account/email/confirm',
      'GET /api/login/confirm',
      'POST /api/login/confirm',
      'GET /api/login/forgot',
      'POST /api/login/forgot',
      'GET /api/login/reset',
      'POST /api/login/reset',
      'GET /api/family/invitations/:token',
    ].map((key) => [key, 'public']),
  ),
  ...Object.fromEntries(
    [
      'GET /api/storyteller/interview',
      'POST /api/storyteller/interview-sessions',
      'POST /api/storyteller/interview-sessions/:id/answers',
      'POST /api/storyteller/interview-sessions/:id/recordings',
      'PUT /api/storyteller/interview-sessions/:id/recordings/:recordingId/chunks/:seq',
      'POST /api/storyteller/interview-sessions/:id/recordings/:recordingId/finish',
      'POST /api/storyteller/interview-sessions/:id/next',
      'POST /api/storyteller/interview-sessions/:id/skip',
      'POST /api/storyteller/interview-sessions/:id/pause',
      'POST /api/storyteller/interview-sessions/:id/resume',
      'POST /api/storyteller/interview-sessions/:id/leave-out',
      'POST /api/storyteller/interview-sessions/:id/finish',
    ].map((key) => [key, 'token']),
  ),
  ...Object.fromEntries(
    [
      'GET /api/auth/user',
      'POST /api/generate-next-chapter',
      'POST /api/generate-missing-moments',
      'GET /api/dashboard/progress',
      'PUT /api/user/profile',
      'GET /api/account/security',
      'POST /api/account/password',
      'POST /api/account/sign-out-others',
      'POST /api/account/email',
      'POST /api/account/delete',
      'GET /api/memoir-projects',
      'POST /api/memoir-projects',
      'PUT /api/memoir-projects/:id',
      'DELETE /api/memoir-projects/:id',
      'GET /api/memoir-projects/:id/suggestions',
      'GET /api/memoir-projects/:id/chapters',
      'GET /api/memoir-projects/:id/chapter-order',
      'PUT /api/memoir-projects/:id/chapter-order',
      'GET /api/life-order',
      'POST /api/memoir-projects/:id/chapters',
      'PUT /api/memoir-projects/:id/chapters/:chapterId',
      'DELETE /api/memoir-projects/:id/chapters/:chapterId',
      'GET /api/memoir-projects/:id/themes',
      'POST /api/memoir-projects/:id/themes',
      'DELETE /api/memoir-projects/:id/themes/:themeId',
      'GET /api/memoir-projects/:id/chat',
      'POST /api/memoir-projects/:id/chat',
      'POST /api/memoir-projects/:id/chat/:messageId/accept',
      'GET /api/memory-fragments',
      'POST /api/memory-fragments',
      'PUT /api/memory-fragments/:id',
      'PUT /api/memory-fragments/:id/narrative-dna',
      'DELETE /api/memory-fragments/:id',
      // The owner's own review; her editor reviews through Shared with me (decision 1528).
      'GET /api/clean-copies/:kind/:id',
      'PUT /api/clean-copies/:kind/:id',
      'POST /api/upload-file',
      'GET /api/uploaded-files',
      'POST /api/recordings',
      'PUT /api/recordings/:id/chunks/:seq',
      'POST /api/recordings/:id/finish',
      'POST /api/uploaded-files/:id/transcript-check',
      'POST /api/uploaded-files/:id/transcript-corrections',
      'PUT /api/uploaded-files/:id/narrative-dna',
      'DELETE /api/uploaded-files/:id',
      'GET /api/uploaded-files/:id/original',
      'GET /api/export-memories',
      'POST /api/import-archive',
      'GET /api/interviews',
      'DELETE /api/interviews/:id',
      'POST /api/interviews/:id/answers/:answerId/transcript-check',
      'POST /api/interviews/:id/answers/:answerId/transcript-corrections',
      'PUT /api/interviews/:id/answers/:answerId/year',
      'GET /api/scheduled-calls',
      'POST /api/scheduled-calls',
      'POST /api/scheduled-calls/:id/cancel',
      'GET /api/scheduled-calls/:id/calendar.ics',
      'POST /api/interview-sessions',
      'GET /api/interview-sessions/current',
      'GET /api/interview-sessions/:id',
      'POST /api/interview-sessions/:id/answers',
      'POST /api/interview-sessions/:id/recordings',
      'PUT /api/interview-sessions/:id/recordings/:recordingId/chunks/:seq',
      'POST /api/interview-sessions/:id/recordings/:recordingId/finish',
      'POST /api/interview-sessions/:id/next',
      'POST /api/interview-sessions/:id/skip',
      'POST /api/interview-sessions/:id/pause',
      'POST /api/interview-sessions/:id/resume',
      'POST /api/interview-sessions/:id/leave-out',
      'POST /api/interview-sessions/:id/finish',
      'GET /api/interviews/:id/answers/:answerId/audio',
      'GET /api/storyteller-links',
      'POST /api/storyteller-links',
      'POST /api/storyteller-links/:id/revoke',
      'GET /api/memoir-projects/:id/chapters/:chapterId/memories',
      'POST /api/memoir-projects/:id/chapters/:chapterId/memories',
      'PUT /api/memoir-projects/:id/chapters/:chapterId/memories',
      'GET /api/memory-choices',
      'GET /api/memory-search',
      'GET /api/memoir-projects/:id/chapters/:chapterId/draft',
      'POST /api/memoir-projects/:id/chapters/:chapterId/draft',
      'PUT /api/memoir-projects/:id/chapters/:chapterId/draft',
      'GET /api/memoir-projects/:id/chapters/:chapterId/draft/versions',
      'GET /api/memoir-projects/:id/chapters/:chapterId/draft/versions/:version',
      'GET /api/memoir-projects/:id/chapters/:chapterId/needs',
      'GET /api/memoir-projects/:id/book',
      'POST /api/memoir-projects/:id/book',
      'GET /api/memoir-projects/:id/book/files/:format',
      'GET /api/memoir-projects/:id/book/preview/:page',
      'GET /api/family/members',
      'POST /api/family/members',
      'PUT /api/family/members/:id',
      'POST /api/family/members/:id/invitation',
      'DELETE /api/family/members/:id',
      'GET /api/family/releases',
      'PUT /api/family/releases',
      'POST /api/family/releases/everything',
      'GET /api/family/questions',
      'POST /api/family/questions/:id/answer',
      'DELETE /api/family/questions/:id',
      'GET /api/family/perspectives',
      'POST /api/family/invitations/accept',
    ].map((key) => [key, 'owner']),
  ),
  'GET /api/shared-with-me': { reader: 200, contributor: 200, editor: 200, outsider: 200, owner: 200 },
  // The page a printed code opens: the owner's, and every role's once the chapter is released (decision 1017).
  // The owner runs last, after their own sweep has deleted the chapter: 404 (their own page is tested in
  // family-listening.test.ts).
  'GET /api/memoir-projects/:id/chapters/:chapterId/recordings': {
    reader: 200,
    contributor: 200,
    editor: 200,
    outsider: 404,
    owner: 404,
  },
  'GET /api/shared-with-me/:ownerId': read200,
  'GET /api/shared-with-me/:ownerId/chapters/:chapterId': read200,
  'POST /api/shared-with-me/:ownerId/questions': contribute,
  'POST /api/shared-with-me/:ownerId/perspectives': contribute,
  'GET /api/shared-with-me/:ownerId/added-memories': read200,
  'POST /api/shared-with-me/:ownerId/added-memories': contribute,
  // The owner's own memory was added by nobody: not a contributor's or an editor's to take back.
  'DELETE /api/shared-with-me/:ownerId/added-memories/:id': {
    reader: 403,
    contributor: 404,
    editor: 404,
    outsider: 404,
    owner: 404,
  },
  'PUT /api/shared-with-me/:ownerId/memories/:kind/:id/narrative-dna': {
    reader: 403,
    contributor: 403,
    editor: 200,
    outsider: 404,
    owner: 404,
  },
  // An editor's review of her clean copies (decision 1528): editors only, like the workroom.
  'GET /api/shared-with-me/:ownerId/memories/:kind/:id/clean-copy': organise(200),
  'PUT /api/shared-with-me/:ownerId/memories/:kind/:id/clean-copy': organise(200),
  'GET /api/shared-with-me/:ownerId/workroom': organise(200),
  'POST /api/shared-with-me/:ownerId/workroom/projects/:projectId/chapters': organise(201),
  'GET /api/shared-with-me/:ownerId/workroom/projects/:projectId/chapters/:chapterId/memories': organise(200),
  'POST /api/shared-with-me/:ownerId/workroom/projects/:projectId/chapters/:chapterId/memories':
    organise(200),
  'PUT /api/shared-with-me/:ownerId/workroom/projects/:projectId/chapters/:chapterId/memories': organise(200),
  'GET /api/shared-with-me/:ownerId/workroom/projects/:projectId/chapters/:chapterId/draft': organise(200),
  'POST /api/shared-with-me/:ownerId/workroom/projects/:projectId/chapters/:chapterId/draft': organise(201),
  'PUT /api/shared-with-me/:ownerId/workroom/projects/:projectId/chapters/:chapterId/draft': organise(200),
  'GET /api/shared-with-me/:ownerId/books/:projectId/files/:format': read200,
  'GET /api/shared-with-me/:ownerId/audio/:kind/:id': read200,
};

let t: TestApp;
let circle: FamilyCircle;
let storytellerCookie = '';
const ids: Record<string, string> = {};

/** A valid body for each route that takes one, so a refusal is about who asks, not what was sent. */
const bodies = (): Record<string, unknown> => ({
  'PUT /api/memory-fragments/:id': { name: 'Changed', text: 'Changed text' },
  'PUT /api/memory-fragments/:id/narrative-dna': { whereHappened: 'Changed' },
  'PUT /api/uploaded-files/:id/narrative-dna': { whereHappened: 'Changed' },
  'POST /api/uploaded-files/:id/transcript-check': { version: 1 },
  'POST /api/uploaded-files/:id/transcript-corrections': { version: 1, sentence: 0, text: 'Changed' },
  'POST /api/interviews/:id/answers/:answerId/transcript-corrections': {
    version: 1,
    sentence: 0,
    text: 'Changed',
  },
  'PUT /api/interviews/:id/answers/:answerId/year': { year: '1969', version: 1 },
  'PUT /api/memoir-projects/:id': { title: 'Changed' },
  'POST /api/memoir-projects/:id/chapters': { title: 'Changed' },
  'PUT /api/memoir-projects/:id/chapters/:chapterId': { title: 'Changed' },
  'POST /api/memoir-projects/:id/themes': { theme: 'Changed' },
  'POST /api/memoir-projects/:id/chat': { message: 'Hello', currentChapters: [], currentThemes: [] },
  'POST /api/recordings/:id/finish': { durationMs: 1000 },
  'POST /api/interview-sessions/:id/answers': { text: 'Not mine to answer.' },
  'POST /api/interview-sessions/:id/recordings': { mimeType: 'audio/webm' },
  'POST /api/interview-sessions/:id/recordings/:recordingId/finish': { durationMs: 1000 },
  'POST /api/memoir-projects/:id/chapters/:chapterId/memories': {
    memories: [{ kind: 'fragment', id: circle.ids.fragment }],
  },
  'PUT /api/memoir-projects/:id/chapters/:chapterId/memories': { version: 1, memories: [] },
  'PUT /api/memoir-projects/:id/chapter-order': { version: 1, chapters: [] },
  'PUT /api/memoir-projects/:id/chapters/:chapterId/draft': {
    basedOn: 0,
    paragraphs: [{ text: 'Changed', sources: [] }],
  },
  'POST /api/memoir-projects/:id/book': { storyteller: 'Not mine' },
  'PUT /api/clean-copies/:kind/:id': { choice: 'own-words', version: 1 },
  'PUT /api/family/members/:id': { role: 'editor' },
  'POST /api/family/questions/:id/answer': { memory: { kind: 'fragment', id: circle.ids.fragment } },
  'POST /api/shared-with-me/:ownerId/questions': { text: 'What was the farm called?' },
  'POST /api/shared-with-me/:ownerId/perspectives': {
    memory: { kind: 'fragment', id: circle.ids.fragment },
    text: 'I remember it differently.',
  },
  'POST /api/shared-with-me/:ownerId/added-memories': { name: 'Grandpa', text: 'He sang to the cows.' },
  'PUT /api/shared-with-me/:ownerId/memories/:kind/:id/narrative-dna': { whereHappened: 'The farm' },
  'POST /api/shared-with-me/:ownerId/workroom/projects/:projectId/chapters': { title: 'Helped' },
  'POST /api/shared-with-me/:ownerId/workroom/projects/:projectId/chapters/:chapterId/memories': {
    memories: [{ kind: 'fragment', id: circle.ids.fragment }],
  },
});

/**
 * Bodies that must name the chapter's current version, read when the route is run (an editor's compose before
 * it moves the draft on), so a refusal is about who asks and not a stale version. (The owner's sweep deletes
 * the chapter before these run as the owner: their answer is 404 either way.)
 */
const currentBodies: Record<string, () => Promise<unknown>> = {
  // The clean copy's version as it is now: her own review makes the clean copy first if it is not made yet.
  'PUT /api/shared-with-me/:ownerId/memories/:kind/:id/clean-copy': async () => {
    const review = await circle.owner.get(`/api/clean-copies/fragment/${circle.ids.fragment}`);
    return { choice: 'own-words', version: review.statusCode === 200 ? review.json().version : 1 };
  },
  'PUT /api/shared-with-me/:ownerId/workroom/projects/:projectId/chapters/:chapterId/memories': async () => ({
    version:
      (await t.pool.query('select memories_version from memoir_chapters where id = $1', [circle.ids.chapter]))
        .rows[0]?.memories_version ?? 1,
    memories: [
      { kind: 'fragment', id: circle.ids.fragment },
      { kind: 'answer', id: circle.ids.answer },
    ],
  }),
  'PUT /api/shared-with-me/:ownerId/workroom/projects/:projectId/chapters/:chapterId/draft': async () => ({
    basedOn:
      (
        await t.pool.query(
          'select coalesce(max(version), 0) as v from chapter_drafts where chapter_id = $1',
          [circle.ids.chapter],
        )
      ).rows[0]?.v ?? 0,
    paragraphs: [{ text: 'Helped', sources: [{ kind: 'fragment', id: circle.ids.fragment }] }],
  }),
};

/** The owner's id for each path parameter. */
function idFor(url: string, parameter: string): string {
  const own = circle.ids;
  if (parameter === 'id' && familyId(url)) return familyId(url)!;
  if (parameter === 'ownerId') return circle.owner.user.id;
  if (parameter === 'projectId') return own.project;
  if (parameter === 'chapterId') return own.chapter;
  if (parameter === 'kind') return url.includes('/audio/') ? 'answer' : 'fragment';
  if (parameter === 'id' && url.includes('/audio/')) return own.answer;
  if (parameter === 'id' && url.startsWith('/api/shared-with-me/')) return own.fragment;
  if (parameter === 'id' && url.startsWith('/api/memory-fragments/')) return own.fragment;
  if (parameter === 'id' && url.startsWith('/api/clean-copies/')) return own.fragment;
  if (parameter === 'id' && url.startsWith('/api/uploaded-files/')) return own.file;
  if (parameter === 'id' && url.startsWith('/api/memoir-projects/')) return own.project;
  if (parameter === 'id' && url.startsWith('/api/interviews/')) return own.interview;
  if (parameter === 'answerId') return own.answer;
  if (parameter === 'format') return 'pdf';
  if (parameter === 'page') return '1';
  if (parameter === 'seq') return '0';
  if (parameter === 'version') return '1';
  if (parameter === 'token') return 'a'.repeat(43);
  if (parameter === 'id' && url.startsWith('/api/storyteller/')) return ids.storytellerSession!;
  if (parameter === 'recordingId' && url.startsWith('/api/storyteller/')) return ids.storytellerRecording!;
  const id = ids[`${url.split('/')[2]}:${parameter}`] ?? ids[parameter];
  if (!id)
    throw new Error(`No owner's id for :${parameter} in ${url}: add one to family-role-matrix.test.ts.`);
  return id;
}

async function run(route: { method: string; url: string }, cookie?: string) {
  const current = currentBodies[routeKey(route)];
  const body = current ? await current() : bodies()[routeKey(route)];
  const response = await t.app.inject({
    method: route.method as 'GET',
    url: fillPath(route.url, (parameter) => idFor(route.url, parameter)),
    headers: cookie ? { cookie } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return response.statusCode;
}

beforeAll(async () => {
  t = await createTestApp();
  circle = await familyCircle(t);
  const owner = circle.owner;
  const json = async (response: Promise<{ json(): unknown; statusCode: number; body: string }>) => {
    const answer = await response;
    if (answer.statusCode >= 300) throw new Error(`setup failed: ${answer.body}`);
    return answer.json() as { id: string } & Record<string, unknown>;
  };
  ids.recordings = (await json(owner.post('/api/recordings', { mimeType: 'audio/webm;codecs=opus' }))).id;
  ids['recordings:id'] = ids.recordings;
  ids['scheduled-calls:id'] = (
    await json(
      owner.post('/api/scheduled-calls', {
        day: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10),
        time: '10:00 AM',
        timeZone: 'Europe/London',
        topics: ['Family'],
      }),
    )
  ).id;
  const link = (await json(owner.post('/api/storyteller-links', { label: 'Mum' }))) as unknown as {
    link: { id: string };
    url: string;
  };
  ids['storyteller-links:id'] = link.link.id;
  storytellerCookie = `heirloom.storyteller=${new URL(link.url).pathname.replace('/tell/', '')}`;
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/storyteller/interview-sessions',
    headers: { cookie: storytellerCookie },
    payload: { topics: [] },
  });
  ids.storytellerSession = session.json().id;
  ids.storytellerRecording = (
    await t.app.inject({
      method: 'POST',
      url: `/api/storyteller/interview-sessions/${ids.storytellerSession}/recordings`,
      headers: { cookie: storytellerCookie },
      payload: { mimeType: 'audio/webm' },
    })
  ).json().id;
  ids['interview-sessions:id'] = (
    await json(owner.post('/api/interview-sessions', { topics: ['Family'] }))
  ).id;
  ids.recordingId = (
    await json(
      owner.post(`/api/interview-sessions/${ids['interview-sessions:id']}/recordings`, {
        mimeType: 'audio/webm',
      }),
    )
  ).id;
  ids.themeId = (
    await json(owner.post(`/api/memoir-projects/${circle.ids.project}/themes`, { theme: 'Home' }))
  ).id;
  ids.messageId = (
    await t.pool.query(
      `insert into memoir_chat_messages (project_id, role, message, proposal) values ($1, 'assistant', 'Shall I?', $2)
       returning id`,
      [
        circle.ids.project,
        JSON.stringify({
          action: { kind: 'draft-chapter', chapterId: circle.ids.chapter },
          summary: 'Draft',
        }),
      ],
    )
  ).rows[0].id;
  ids['family-members'] = (await owner.get('/api/family/members')).json()[0].id;
  ids['family-question'] = (
    await t.pool.query(
      `insert into family_questions (owner_id, asker_id, text) values ($1, $2, 'Why?') returning id`,
      [owner.user.id, circle.people.contributor.user.id],
    )
  ).rows[0].id;
});

afterAll(() => t.close());

/** The family's ids: family members' and questions' routes share the :id name. */
function familyId(url: string) {
  if (url.startsWith('/api/family/members/')) return ids['family-members']!;
  if (url.startsWith('/api/family/questions/')) return ids['family-question']!;
  return undefined;
}

describe('the family role matrix', () => {
  it('has an expectation for every /api route, and no row for a route that is gone', () => {
    const keys = apiRoutes(t.app).map(routeKey);
    expect(keys.filter((key) => !(key in expectations))).toEqual([]);
    expect(Object.keys(expectations).filter((key) => !keys.includes(key))).toEqual([]);
    for (const route of apiRoutes(t.app)) {
      const expected = expectations[routeKey(route)];
      if (route.public) expect(expected, routeKey(route)).toBe('public');
      if (route.storyteller) expect(expected, routeKey(route)).toBe('token');
    }
  });

  it('answers each family role, a stranger, a removed member and a storyteller link as the table says', async () => {
    const { people } = circle;
    const actors: Array<[string, Person]> = [
      ['editor', people.editor],
      ['contributor', people.contributor],
      ['reader', people.reader],
      ['stranger', people.stranger],
      ['removed', people.removed],
    ];
    const wrong: string[] = [];
    for (const route of apiRoutes(t.app)) {
      const key = routeKey(route);
      const expected = expectations[key]!;
      if (expected === 'public') {
        // Public routes answer a storyteller link as they answer anyone (they are not run with sessions here:
        // signing out would end them).
        const visitor = await run(route);
        const link = await run(route, storytellerCookie);
        if (link !== visitor) wrong.push(`${key} storyteller ${link}, visitor ${visitor}`);
        continue;
      }
      if (expected === 'token') {
        for (const [name, person] of actors) {
          const status = await run(route, person.cookie);
          if (status !== 401) wrong.push(`${key} ${name} ${status} (want 401)`);
        }
        continue;
      }
      const link = await run(route, storytellerCookie);
      if (link !== 401) wrong.push(`${key} storyteller link ${link} (want 401)`);
      if (expected === 'owner') {
        const stranger = await run(route, people.stranger.cookie);
        const want = route.url.includes(':') ? 404 : stranger;
        for (const [name, person] of actors) {
          const status = name === 'stranger' ? stranger : await run(route, person.cookie);
          if (status !== want) wrong.push(`${key} ${name} ${status} (want ${want})`);
        }
        continue;
      }
      for (const [name, person] of actors) {
        const want =
          name === 'stranger' || name === 'removed' ? expected.outsider : expected[name as keyof Shared];
        const status = await run(route, person.cookie);
        if (status !== want) wrong.push(`${key} ${name} ${status} (want ${want})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers the owner as the table says: their own routes work, and they are not in their own circle', async () => {
    const wrong: string[] = [];
    // Last, so the owner's own deletes cannot change what the family saw. Sign-outs and deletion are sent
    // without their confirmation, so the owner stays signed in through the sweep.
    for (const route of apiRoutes(t.app)) {
      const key = routeKey(route);
      const expected = expectations[key]!;
      if (expected === 'public' || expected === 'token') continue;
      const status = await run(route, circle.owner.cookie);
      if (expected === 'owner') {
        if (status >= 500 || status === 401 || status === 403) wrong.push(`${key} owner ${status}`);
      } else if (status !== expected.owner) wrong.push(`${key} owner ${status} (want ${expected.owner})`);
    }
    expect(wrong).toEqual([]);
  });
});
