/**
 * The authorization matrix, generated from the app's own route table, so a new
 * route cannot escape it:
 * - every non-public /api route answers 401 to a visitor who is not signed in;
 * - every route that takes an id answers 404 when one person uses another
 *   person's id, and changes nothing.
 * A route with a path parameter this file does not know fails the test until
 * a factory for it is added below.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.ts';
import { snapshotTables } from './db-snapshot.ts';
import { apiRoutes, fillPath, routeKey } from './route-table.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let intruder: Awaited<ReturnType<TestApp['signUp']>>;
const ids: Record<string, string> = {};

/** A valid body for each state-changing route, so a refusal is about ownership, not validation. */
const validBodies: Record<string, unknown> = {
  'PUT /api/memory-fragments/:id': { name: 'Changed', text: 'Changed text' },
  'PUT /api/memory-fragments/:id/narrative-dna': {
    whenHappened: 'Changed',
    whereHappened: null,
    peopleInvolved: [],
    topics: [],
  },
  'PUT /api/uploaded-files/:id/narrative-dna': {
    whenHappened: 'Changed',
    whereHappened: null,
    peopleInvolved: [],
    topics: [],
  },
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
  // The intruder sends their own memory to the owner's chapter: the chapter is not theirs.
  'POST /api/memoir-projects/:id/chapters/:chapterId/memories': {
    memories: [{ kind: 'fragment', id: '00000000-0000-4000-8000-000000000001' }],
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
  'POST /api/family/questions/:id/answer': {
    memory: { kind: 'fragment', id: '00000000-0000-4000-8000-000000000001' },
  },
  'POST /api/shared-with-me/:ownerId/questions': { text: 'Not a member, asking anyway.' },
  'POST /api/shared-with-me/:ownerId/perspectives': {
    memory: { kind: 'fragment', id: '00000000-0000-4000-8000-000000000001' },
    text: 'Not a member.',
  },
  'POST /api/shared-with-me/:ownerId/added-memories': { name: 'Not a member', text: 'Adding anyway.' },
  'PUT /api/shared-with-me/:ownerId/memories/:kind/:id/narrative-dna': { whereHappened: 'Changed' },
  'PUT /api/shared-with-me/:ownerId/memories/:kind/:id/clean-copy': { choice: 'own-words', version: 1 },
  // Not in the owner's circle: the workroom answers 404 before it reads the chapter.
  'POST /api/shared-with-me/:ownerId/workroom/projects/:projectId/chapters': { title: 'Not mine' },
  'POST /api/shared-with-me/:ownerId/workroom/projects/:projectId/chapters/:chapterId/memories': {
    memories: [{ kind: 'fragment', id: '00000000-0000-4000-8000-000000000001' }],
  },
  'PUT /api/shared-with-me/:ownerId/workroom/projects/:projectId/chapters/:chapterId/memories': {
    version: 1,
    memories: [],
  },
  'PUT /api/shared-with-me/:ownerId/workroom/projects/:projectId/chapters/:chapterId/draft': {
    basedOn: 0,
    paragraphs: [{ text: 'Changed', sources: [] }],
  },
  'POST /api/family/invitations/accept': { token: 'a'.repeat(43) },
};

function multipartFile(name: string, content: string) {
  const boundary = '----heirloom-matrix';
  const body = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`,
  );
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The owner's id for a path parameter of a route. */
function idFor(url: string, parameter: string): string {
  // The token routes answer only a storyteller link: storyteller-token-matrix.test.ts tries them with real ids.
  if (url.startsWith('/api/storyteller/'))
    return parameter === 'seq' ? '0' : '00000000-0000-4000-8000-000000000000';
  // The family's side names the owner and their items: the intruder is in no circle of the owner's.
  if (parameter === 'ownerId') return owner.user.id;
  if (parameter === 'projectId') return ids.project!;
  if (parameter === 'kind') return url.includes('/audio/') ? 'file' : 'fragment';
  if (parameter === 'token') return 'a'.repeat(43);
  if (parameter === 'id' && url.startsWith('/api/shared-with-me/')) return ids.file!;
  if (parameter === 'id' && url.startsWith('/api/family/members/')) return ids.familyMember!;
  if (parameter === 'id' && url.startsWith('/api/family/questions/')) return ids.familyQuestion!;
  if (parameter === 'chapterId') return ids.chapter!;
  if (parameter === 'themeId') return ids.theme!;
  if (parameter === 'id' && url.startsWith('/api/memory-fragments/')) return ids.fragment!;
  if (parameter === 'id' && url.startsWith('/api/clean-copies/')) return ids.fragment!;
  if (parameter === 'id' && url.startsWith('/api/uploaded-files/')) return ids.file!;
  if (parameter === 'id' && url.startsWith('/api/memoir-projects/')) return ids.project!;
  if (parameter === 'id' && url.startsWith('/api/recordings/')) return ids.recording!;
  if (parameter === 'id' && url.startsWith('/api/scheduled-calls/')) return ids.scheduledCall!;
  if (parameter === 'id' && url.startsWith('/api/interviews/')) return ids.interview!;
  if (parameter === 'id' && url.startsWith('/api/interview-sessions/')) return ids.interviewSession!;
  if (parameter === 'recordingId') return ids.answerRecording!;
  if (parameter === 'answerId') return ids.answer!;
  if (parameter === 'messageId') return ids.proposalMessage!;
  if (parameter === 'id' && url.startsWith('/api/storyteller-links/')) return ids.storytellerLink!;
  if (parameter === 'seq') return '0';
  if (parameter === 'version') return '1';
  if (parameter === 'format') return 'pdf';
  if (parameter === 'page') return '1';
  throw new Error(`No factory for :${parameter} in ${url}: add one to the authorization matrix.`);
}

/** Routes a signed-in person reaches; the token routes answer only a storyteller link (storyteller-token-matrix). */
const signedInRoutes = () => apiRoutes(t.app).filter((route) => !route.public && !route.storyteller);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp('owner@example.org');
  intruder = await t.signUp('intruder@example.org');
  const as = (cookie: string) => ({ cookie });
  const fragment = await t.app.inject({
    method: 'POST',
    url: '/api/memory-fragments',
    headers: as(owner.cookie),
    payload: { name: 'Mine', text: 'My brother Tom and I.' },
  });
  ids.fragment = fragment.json().id;
  const upload = multipartFile('letter.txt', 'Dear Rose, I miss the farm.');
  const file = await t.app.inject({
    method: 'POST',
    url: '/api/upload-file',
    headers: { ...as(owner.cookie), ...upload.headers },
    payload: upload.payload,
  });
  ids.file = file.json().id;
  const project = await t.app.inject({
    method: 'POST',
    url: '/api/memoir-projects',
    headers: as(owner.cookie),
    payload: {
      motivation: 'For my family',
      audience: 'My grandchildren',
      tone: 'Warm',
      title: 'My Life',
      startingPoint: 'The farm',
    },
  });
  ids.project = project.json().id;
  const recording = await t.app.inject({
    method: 'POST',
    url: '/api/recordings',
    headers: as(owner.cookie),
    payload: { mimeType: 'audio/webm;codecs=opus' },
  });
  ids.recording = recording.json().id;
  const scheduledCall = await t.app.inject({
    method: 'POST',
    url: '/api/scheduled-calls',
    headers: as(owner.cookie),
    payload: {
      day: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10),
      time: '10:00 AM',
      timeZone: 'Europe/London',
      topics: ['Family'],
    },
  });
  ids.scheduledCall = scheduledCall.json().id;
  ids.storytellerLink = (
    await t.app.inject({
      method: 'POST',
      url: '/api/storyteller-links',
      headers: as(owner.cookie),
      payload: { label: 'Mum' },
    })
  ).json().link.id;
  // Interviews are made by talking with Clio; the owner's finished one is stored as that leaves it.
  ids.interview = (
    await t.pool.query(
      "insert into interview_sessions (user_id, person, topics, status) values ($1, 'Owner', '{Family}', 'finished') returning id",
      [owner.user.id],
    )
  ).rows[0].id;
  // An interview in progress with a recording of an answer, and a finished one's spoken answer.
  ids.interviewSession = (
    await t.app.inject({
      method: 'POST',
      url: '/api/interview-sessions',
      headers: as(owner.cookie),
      payload: { topics: ['Family'] },
    })
  ).json().id;
  ids.answerRecording = (
    await t.app.inject({
      method: 'POST',
      url: `/api/interview-sessions/${ids.interviewSession}/recordings`,
      headers: as(owner.cookie),
      payload: { mimeType: 'audio/webm' },
    })
  ).json().id;
  ids.answer = (
    await t.pool.query(
      `insert into interview_answers (session_id, user_id, position, question, question_key, text, storage_key, mime_type, size_bytes)
       values ($1, $2, 0, 'Where did you grow up?', 'topic:childhood:1', 'On a farm.', $3, 'audio/webm', 4)
       returning id`,
      [ids.interview, owner.user.id, `${owner.user.id}/answer.webm`],
    )
  ).rows[0].id;
  await t.app.inject({
    method: 'POST',
    url: `/api/memoir-projects/${ids.project}/chapters`,
    headers: as(owner.cookie),
    payload: { title: 'Chapter 1' },
  });
  await t.app.inject({
    method: 'POST',
    url: `/api/memoir-projects/${ids.project}/themes`,
    headers: as(owner.cookie),
    payload: { theme: 'Home' },
  });
  ids.chapter = (
    await t.app.inject({
      method: 'GET',
      url: `/api/memoir-projects/${ids.project}/chapters`,
      headers: as(owner.cookie),
    })
  ).json()[0].id;
  ids.theme = (
    await t.app.inject({
      method: 'GET',
      url: `/api/memoir-projects/${ids.project}/themes`,
      headers: as(owner.cookie),
    })
  ).json()[0].id;
  // Clio's open proposal to draft the owner's chapter (docs/decisions/907), as the chat stores it.
  ids.proposalMessage = (
    await t.pool.query(
      `insert into memoir_chat_messages (project_id, role, message, proposal) values ($1, 'assistant', 'Shall I?', $2)
       returning id`,
      [
        ids.project,
        JSON.stringify({ action: { kind: 'draft-chapter', chapterId: ids.chapter }, summary: 'Draft' }),
      ],
    )
  ).rows[0].id;
  // Someone in the owner's family circle, and a question they asked.
  const member = await t.signUp('member@example.org');
  ids.familyMember = (
    await t.pool.query(
      `insert into family_members (owner_id, email, role, member_id, accepted_at) values ($1, $2, 'contributor', $3, now())
       returning id`,
      [owner.user.id, member.email, member.user.id],
    )
  ).rows[0].id;
  ids.familyQuestion = (
    await t.pool.query(
      `insert into family_questions (owner_id, asker_id, text) values ($1, $2, 'Why?') returning id`,
      [owner.user.id, member.user.id],
    )
  ).rows[0].id;
  for (const [name, id] of Object.entries(ids))
    if (!id) throw new Error(`could not create the owner's ${name}`);
});

afterAll(() => t.close());

describe('authorization matrix', () => {
  it('covers the routes of every feature', () => {
    const urls = apiRoutes(t.app).map(routeKey);
    for (const expected of [
      'GET /api/auth/user',
      'POST /api/memory-fragments',
      'POST /api/upload-file',
      'GET /api/export-memories',
      'POST /api/memoir-projects/:id/chat',
      'PUT /api/user/profile',
      'POST /api/generate-next-chapter',
      'POST /api/account/password',
      'POST /api/account/email',
      'POST /api/account/sign-out-others',
      'POST /api/account/delete',
      'POST /api/recordings',
      'PUT /api/recordings/:id/chunks/:seq',
      'POST /api/recordings/:id/finish',
      'GET /api/scheduled-calls',
      'POST /api/scheduled-calls',
      'POST /api/scheduled-calls/:id/cancel',
      'GET /api/scheduled-calls/:id/calendar.ics',
      'GET /api/interviews',
      'DELETE /api/interviews/:id',
      'GET /api/interviews/:id/answers/:answerId/audio',
      'POST /api/interviews/:id/answers/:answerId/transcript-check',
      'PUT /api/interviews/:id/answers/:answerId/year',
      'GET /api/life-order',
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
      'GET /api/storyteller-links',
      'POST /api/storyteller-links',
      'POST /api/storyteller-links/:id/revoke',
      'GET /api/memory-choices',
      'GET /api/memoir-projects/:id/chapters/:chapterId/memories',
      'GET /api/memoir-projects/:id/chapter-order',
      'PUT /api/memoir-projects/:id/chapter-order',
      'POST /api/memoir-projects/:id/chapters/:chapterId/memories',
      'PUT /api/memoir-projects/:id/chapters/:chapterId/memories',
      'GET /api/memoir-projects/:id/chapters/:chapterId/draft',
      'POST /api/memoir-projects/:id/chapters/:chapterId/draft',
      'PUT /api/memoir-projects/:id/chapters/:chapterId/draft',
      'GET /api/memoir-projects/:id/chapters/:chapterId/draft/versions',
      'GET /api/memoir-projects/:id/chapters/:chapterId/draft/versions/:version',
      'GET /api/memoir-projects/:id/chapters/:chapterId/needs',
      'POST /api/memoir-projects/:id/chat/:messageId/accept',
      'GET /api/memoir-projects/:id/book',
      'POST /api/memoir-projects/:id/book',
      'GET /api/memoir-projects/:id/book/files/:format',
      'GET /api/memoir-projects/:id/book/preview/:page',
      'GET /api/memoir-projects/:id/chapters/:chapterId/recordings',
      'GET /api/login/confirm',
      'POST /api/login/confirm',
      'GET /api/login/forgot',
      'POST /api/login/forgot',
      'GET /api/login/reset',
      'POST /api/login/reset',
      'GET /api/family/members',
      'POST /api/family/members',
      'PUT /api/family/releases',
      'GET /api/family/invitations/:token',
      'POST /api/family/invitations/accept',
      'GET /api/shared-with-me/:ownerId',
      'GET /api/shared-with-me/:ownerId/audio/:kind/:id',
      'GET /api/shared-with-me/:ownerId/books/:projectId/files/:format',
    ]) {
      expect(urls).toContain(expected);
    }
  });

  it('answers 401 on every non-public route to a visitor who is not signed in', async () => {
    const answers: string[] = [];
    for (const route of apiRoutes(t.app).filter((r) => !r.public)) {
      const url = fillPath(route.url, (parameter) => idFor(route.url, parameter));
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        payload: validBodies[routeKey(route)] as object,
      });
      answers.push(`${routeKey(route)} → ${response.statusCode}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 401'))).toEqual([]);
  });

  it("answers 404 on every route with another person's id, and changes nothing", async () => {
    const before = await snapshotTables(t.pool);
    const answers: string[] = [];
    for (const route of signedInRoutes().filter((r) => r.url.includes(':'))) {
      const url = fillPath(route.url, (parameter) => idFor(route.url, parameter));
      const upload = route.url === '/api/upload-file' ? multipartFile('x.txt', 'x') : undefined;
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: { cookie: intruder.cookie, ...upload?.headers },
        payload: (upload?.payload ?? validBodies[routeKey(route)]) as object,
      });
      answers.push(`${routeKey(route)} → ${response.statusCode}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 404'))).toEqual([]);
    expect(await snapshotTables(t.pool)).toEqual(before);
  });

  it('answers 400, not 500, to a malformed id on every route that takes one', async () => {
    const answers: string[] = [];
    for (const route of signedInRoutes().filter((r) => r.url.includes(':'))) {
      const url = fillPath(route.url, () => 'not-a-uuid');
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: { cookie: owner.cookie },
        payload: validBodies[routeKey(route)] as object,
      });
      answers.push(`${routeKey(route)} → ${response.statusCode}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 400'))).toEqual([]);
  });
});
