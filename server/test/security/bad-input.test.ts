/**
 * Bad input, generated from the app's own route table so a new route cannot
 * escape it: every route that takes a body or path parameters is sent wrong
 * types, missing fields, huge strings, broken Unicode, deeply nested JSON and
 * the wrong content types. Each answers a clear 4xx with a sentence, nothing
 * is stored, and the server stays healthy.
 *
 * A POST/PUT/PATCH route without a sample below fails the first test: add a
 * valid body for it (what the route accepts when nothing is wrong).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORYTELLER_API_PREFIX, STORYTELLER_COOKIE } from '#shared/storyteller-api.ts';
import { STORYTELLER_PAGE_PREFIX } from '#shared/storyteller-links.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { snapshotTables } from './db-snapshot.ts';
import { apiRoutes, fillPath, routeKey } from './route-table.ts';

type Sample =
  /** A JSON body; `required` lists the fields whose absence must be refused. */
  | { kind: 'json'; body: Record<string, unknown>; required: string[] }
  /** A multipart upload with one `file` part. */
  | { kind: 'multipart' }
  /** The browser's sign-in form: refusals answer the sign-in page with the problem, not JSON. */
  | { kind: 'form' }
  /** Takes no body at all. */
  | { kind: 'none' }
  /** Raw bytes streamed as they arrive (a piece of a recording); its limits are tested in recordings.test.ts. */
  | { kind: 'bytes' };

const dna = {
  whenHappened: 'Summer 1962',
  whereHappened: 'The farm',
  peopleInvolved: ['Tom'],
  topics: ['Family'],
};

const ANY_ID = '00000000-0000-4000-8000-000000000001';

const samples: Record<string, Sample> = {
  'POST /api/login': { kind: 'form' },
  'POST /api/login/confirm': { kind: 'form' },
  'POST /api/login/forgot': { kind: 'form' },
  'POST /api/login/reset': { kind: 'form' },
  'POST /api/logout': { kind: 'none' },
  'POST /api/waitlist': {
    kind: 'json',
    body: { email: 'ann@example.org', role: 'self' },
    required: ['email'],
  },
  'PUT /api/user/profile': {
    kind: 'json',
    body: {
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'owner@example.org',
      phone: '+1 555 010 0100',
      birthday: '1948-03-14',
      language: 'en',
    },
    required: ['email'],
  },
  'POST /api/memory-fragments': {
    kind: 'json',
    body: { name: 'My first bike', text: 'It was red.' },
    required: ['name', 'text'],
  },
  'PUT /api/memory-fragments/:id': {
    kind: 'json',
    body: { name: 'My first bike', text: 'It was red.' },
    required: ['name', 'text'],
  },
  'PUT /api/memory-fragments/:id/narrative-dna': { kind: 'json', body: dna, required: [] },
  'PUT /api/uploaded-files/:id/narrative-dna': { kind: 'json', body: dna, required: [] },
  'PUT /api/clean-copies/:kind/:id': {
    kind: 'json',
    body: { choice: 'edited', text: 'We bought apples.', version: 1 },
    required: ['choice', 'version', 'text'],
  },
  // The family circle (issue 15).
  'POST /api/family/members': {
    kind: 'json',
    body: { email: 'tom@example.org', role: 'reader' },
    required: ['email', 'role'],
  },
  'PUT /api/family/members/:id': { kind: 'json', body: { role: 'editor' }, required: ['role'] },
  'POST /api/family/members/:id/invitation': { kind: 'none' },
  'PUT /api/family/releases': {
    kind: 'json',
    body: { items: [{ kind: 'fragment', id: ANY_ID }], state: 'released', opensOn: '2030-06-01' },
    required: ['items', 'state'],
  },
  'POST /api/family/releases/everything': { kind: 'json', body: { opensOn: '2030-06-01' }, required: [] },
  'POST /api/family/questions/:id/answer': {
    kind: 'json',
    body: { memory: { kind: 'fragment', id: ANY_ID } },
    required: ['memory'],
  },
  'POST /api/family/invitations/accept': {
    kind: 'json',
    body: { token: 'a'.repeat(43) },
    required: ['token'],
  },
  'POST /api/shared-with-me/:ownerId/questions': {
    kind: 'json',
    body: { text: 'What was the farm called?' },
    required: ['text'],
  },
  'POST /api/shared-with-me/:ownerId/perspectives': {
    kind: 'json',
    body: { memory: { kind: 'fragment', id: ANY_ID }, text: 'I remember it differently.' },
    required: ['memory', 'text'],
  },
  'POST /api/shared-with-me/:ownerId/added-memories': {
    kind: 'json',
    body: { name: 'Grandpa at the lake', text: 'He caught nothing.' },
    required: ['name', 'text'],
  },
  // An editor's help with the storyteller's chapters takes the same bodies as the owner's own chapter routes.
  'POST /api/shared-with-me/:ownerId/workroom/projects/:projectId/chapters': {
    kind: 'json',
    body: { title: 'Childhood' },
    required: ['title'],
  },
  'POST /api/shared-with-me/:ownerId/workroom/projects/:projectId/chapters/:chapterId/memories': {
    kind: 'json',
    body: { memories: [{ kind: 'fragment', id: ANY_ID }] },
    required: ['memories'],
  },
  'PUT /api/shared-with-me/:ownerId/workroom/projects/:projectId/chapters/:chapterId/memories': {
    kind: 'json',
    body: { version: 1, memories: [] },
    required: ['version', 'memories'],
  },
  'POST /api/shared-with-me/:ownerId/workroom/projects/:projectId/chapters/:chapterId/draft': {
    kind: 'none',
  },
  'PUT /api/shared-with-me/:ownerId/workroom/projects/:projectId/chapters/:chapterId/draft': {
    kind: 'json',
    body: { basedOn: 0, paragraphs: [{ text: 'We lived by the sea.', sources: [] }] },
    required: ['basedOn', 'paragraphs'],
  },
  'PUT /api/shared-with-me/:ownerId/memories/:kind/:id/narrative-dna': {
    kind: 'json',
    body: dna,
    required: [],
  },
  'PUT /api/shared-with-me/:ownerId/memories/:kind/:id/clean-copy': {
    kind: 'json',
    body: { choice: 'edited', text: 'We bought apples.', version: 1 },
    required: ['choice', 'version', 'text'],
  },
  'POST /api/upload-file': { kind: 'multipart' },
  'POST /api/import-archive': { kind: 'multipart' },
  'POST /api/memoir-projects': {
    kind: 'json',
    body: {
      motivation: 'For my family',
      audience: 'My grandchildren',
      tone: 'Warm',
      title: 'My Life',
      startingPoint: 'The farm',
    },
    required: ['motivation', 'audience', 'tone', 'title', 'startingPoint'],
  },
  'PUT /api/memoir-projects/:id': { kind: 'json', body: { title: 'My Life' }, required: ['title'] },
  'POST /api/memoir-projects/:id/chapters': {
    kind: 'json',
    body: { title: 'Childhood' },
    required: ['title'],
  },
  'PUT /api/memoir-projects/:id/chapters/:chapterId': {
    kind: 'json',
    body: { title: 'Childhood' },
    required: ['title'],
  },
  'POST /api/memoir-projects/:id/themes': { kind: 'json', body: { theme: 'Home' }, required: ['theme'] },
  'POST /api/memoir-projects/:id/chat': {
    kind: 'json',
    body: {
      message: 'Tell me more',
      currentChapters: [{ id: 'c1', title: 'Childhood' }],
      currentThemes: [{ id: 't1', theme: 'Home' }],
    },
    required: ['message'],
  },
  // A wrong current password: should any variant get past validation, it still changes nothing.
  'POST /api/account/password': {
    kind: 'json',
    body: { currentPassword: 'not the password', newPassword: 'a brand new password' },
    required: ['currentPassword', 'newPassword'],
  },
  'POST /api/account/email': {
    kind: 'json',
    body: { newEmail: 'new-address@example.org', currentPassword: 'not the password' },
    required: ['newEmail', 'currentPassword'],
  },
  'POST /api/account/delete': {
    kind: 'json',
    body: { email: 'not-the-address@example.org', currentPassword: 'not the password' },
    required: ['email', 'currentPassword'],
  },
  'POST /api/account/sign-out-others': { kind: 'none' },
  'POST /api/generate-next-chapter': { kind: 'none' },
  'POST /api/generate-missing-moments': { kind: 'none' },
  'POST /api/recordings': {
    kind: 'json',
    body: { mimeType: 'audio/webm;codecs=opus' },
    required: ['mimeType'],
  },
  'PUT /api/recordings/:id/chunks/:seq': { kind: 'bytes' },
  'POST /api/recordings/:id/finish': { kind: 'json', body: { durationMs: 4000 }, required: ['durationMs'] },
  'POST /api/scheduled-calls': {
    kind: 'json',
    body: {
      day: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10),
      time: '10:00 AM',
      timeZone: 'Europe/London',
      topics: ['Family'],
    },
    required: ['day', 'time', 'timeZone', 'topics'],
  },
  'POST /api/scheduled-calls/:id/cancel': { kind: 'none' },
  'POST /api/interviews/:id/answers/:answerId/transcript-check': { kind: 'none' },
  'POST /api/interviews/:id/answers/:answerId/transcript-corrections': {
    kind: 'json',
    body: { version: 1, sentence: 0, text: 'Changed' },
    required: ['version', 'sentence', 'text'],
  },
  'PUT /api/interviews/:id/answers/:answerId/year': {
    kind: 'json',
    body: { year: '1969', version: 1 },
    required: ['year', 'version'],
  },
  'POST /api/uploaded-files/:id/transcript-check': {
    kind: 'json',
    body: { version: 1 },
    required: ['version'],
  },
  'POST /api/uploaded-files/:id/transcript-corrections': {
    kind: 'json',
    body: { version: 1, sentence: 0, text: 'Changed' },
    required: ['version', 'sentence', 'text'],
  },
  ...interviewSamples('/api/interview-sessions', { topics: ['Childhood'] }),
  ...interviewSamples('/api/storyteller/interview-sessions', { topics: ['Childhood'] }),
  'POST /api/storyteller-links': { kind: 'json', body: { label: 'Mum' }, required: ['label'] },
  'POST /api/storyteller-links/:id/revoke': { kind: 'none' },
  'POST /api/memoir-projects/:id/chapters/:chapterId/memories': {
    kind: 'json',
    body: { memories: [{ kind: 'fragment', id: '00000000-0000-4000-8000-000000000001' }] },
    required: ['memories'],
  },
  'PUT /api/memoir-projects/:id/chapters/:chapterId/memories': {
    kind: 'json',
    body: { version: 1, memories: [] },
    required: ['version', 'memories'],
  },
  'PUT /api/memoir-projects/:id/chapter-order': {
    kind: 'json',
    body: { version: 1, chapters: [] },
    required: ['version', 'chapters'],
  },
  'POST /api/memoir-projects/:id/chapters/:chapterId/draft': { kind: 'none' },
  'POST /api/memoir-projects/:id/chat/:messageId/accept': { kind: 'none' },
  'PUT /api/memoir-projects/:id/chapters/:chapterId/draft': {
    kind: 'json',
    body: {
      basedOn: 0,
      paragraphs: [
        { text: 'We lived by the sea.', sources: [], marks: [{ type: 'bold', from: 13, to: 19 }] },
      ],
    },
    required: ['basedOn', 'paragraphs'],
  },
  'POST /api/memoir-projects/:id/book': {
    kind: 'json',
    body: { storyteller: 'Ann Lee', dedication: 'For Rose', recordingCodes: true, bleed: false },
    required: ['storyteller'],
  },
};

/** The interview's routes, the same for the owner and for a storyteller's link. */
function interviewSamples(base: string, start: Record<string, unknown>): Record<string, Sample> {
  return {
    [`POST ${base}`]: { kind: 'json', body: start, required: [] },
    [`POST ${base}/:id/answers`]: {
      kind: 'json',
      body: { text: 'We lived by the sea.' },
      required: ['text'],
    },
    [`POST ${base}/:id/recordings`]: {
      kind: 'json',
      body: { mimeType: 'audio/webm;codecs=opus' },
      required: ['mimeType'],
    },
    [`PUT ${base}/:id/recordings/:recordingId/chunks/:seq`]: { kind: 'bytes' },
    [`POST ${base}/:id/recordings/:recordingId/finish`]: {
      kind: 'json',
      body: { durationMs: 4000 },
      required: ['durationMs'],
    },
    ...Object.fromEntries(
      ['next', 'skip', 'pause', 'resume', 'leave-out', 'finish'].map((action) => [
        `POST ${base}/:id/${action}`,
        { kind: 'none' } as const,
      ]),
    ),
  };
}

const TWO_MB = 'a'.repeat(2 * 1024 * 1024);
const DEEP_ARRAY = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
/** Text that cannot be stored as typed, written as JSON escapes so it survives serialisation. */
const UNSTORABLE_TEXT = [
  { label: 'a NUL byte', text: 'before\u0000after' },
  { label: 'a lone high surrogate', text: 'broken \ud800 character' },
  { label: 'a lone low surrogate', text: '\udc00' },
];
const WRONG_TYPES: Array<[string, unknown]> = [
  ['a number', 12345],
  ['a boolean', true],
  ['an object', { nested: 'value' }],
  ['a list of numbers', [1, 2]],
  ['null where text is needed', null],
];

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
const ids: Record<string, string> = {};
let storytellerToken = '';
let before: Awaited<ReturnType<typeof snapshotTables>>;

function multipart(parts: Array<{ name: string; filename?: string; content: string | Buffer }>) {
  const boundary = '----heirloom-bad-input';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function idFor(url: string, parameter: string): string {
  if (parameter === 'ownerId') return owner.user.id;
  if (parameter === 'projectId') return ids.project!;
  if (parameter === 'kind') return url.includes('/audio/') ? 'file' : 'fragment';
  if (parameter === 'token') return 'a'.repeat(43);
  if (parameter === 'id' && url.startsWith('/api/shared-with-me/')) return ids.fragment!;
  if (parameter === 'id' && url.startsWith('/api/family/')) return ANY_ID;
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
  if (parameter === 'id' && url.startsWith('/api/storyteller/interview-sessions/'))
    return ids.storytellerSession!;
  if (parameter === 'id' && url.startsWith('/api/storyteller-links/')) return ids.storytellerLink!;
  if (parameter === 'recordingId') return ids.recording!;
  // A spoken answer's words are refused on their shape before the answer is looked up.
  if (parameter === 'answerId') return ANY_ID;
  if (parameter === 'messageId') return ids.message!;
  if (parameter === 'seq') return '0';
  if (parameter === 'format') return 'pdf';
  if (parameter === 'page') return '1';
  throw new Error(`No id for :${parameter} in ${url}: add one to idFor() in bad-input.test.ts.`);
}

/** The token routes answer only a storyteller's link; every other route answers the signed-in owner. */
const cookieFor = (url: string) =>
  url.startsWith(STORYTELLER_API_PREFIX) ? `${STORYTELLER_COOKIE}=${storytellerToken}` : owner.cookie;

const takesBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);
const bodyRoutes = () => apiRoutes(t.app).filter((route) => takesBody(route.method));
const sampleOf = (route: { method: string; url: string }) => samples[routeKey(route)];

interface Attempt {
  label: string;
  status: number;
  contentType: string;
  body: string;
}

async function send(
  route: { method: string; url: string },
  label: string,
  payload: string | Buffer | undefined,
  contentType?: string,
  url = fillPath(route.url, (parameter) => idFor(route.url, parameter)),
): Promise<Attempt> {
  const response = await t.app.inject({
    method: route.method as 'POST',
    url,
    headers: { cookie: cookieFor(route.url), ...(contentType ? { 'content-type': contentType } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
  return {
    label: `${route.method} ${route.url} with ${label}`,
    status: response.statusCode,
    contentType: String(response.headers['content-type'] ?? ''),
    body: response.body,
  };
}

/**
 * What a refusal must look like: a 4xx (never 5xx, never success), and a
 * sentence a person can act on. The sign-in form answers its page with the
 * problem in an alert, everything else answers JSON {message}.
 */
function problemsWith(attempts: Attempt[], form = false): string[] {
  const problems: string[] = [];
  for (const attempt of attempts) {
    const where = `${attempt.label.slice(0, 120)} → ${attempt.status}`;
    if (attempt.status < 400 || attempt.status >= 500 || attempt.status === 401) {
      problems.push(`${where}: expected a 4xx refusal, got ${attempt.body.slice(0, 160)}`);
      continue;
    }
    if (form) {
      // The alert is the sentence itself, or a summary whose list holds it (the sign-in form's, issue 31 N15).
      const sentence =
        /role="alert"[^>]*>(?:\s*<h2>[^<]*<\/h2>\s*<ul><li>(?:<a [^>]*>)?)?([A-Z][^<]{8,}[.!?])</;
      if (
        !attempt.contentType.startsWith('text/html') ||
        !sentence.test(attempt.body) ||
        /Invalid (input|option)|expected .* received/.test(attempt.body)
      )
        problems.push(
          `${where}: the sign-in page does not show the problem as a sentence: ${/role="alert"[^>]*>([\s\S]{0,200})/.exec(attempt.body)?.[1]}`,
        );
      continue;
    }
    if (!attempt.contentType.startsWith('application/json')) {
      problems.push(`${where}: answered ${attempt.contentType}, not JSON`);
      continue;
    }
    const message = (JSON.parse(attempt.body) as { message?: unknown }).message;
    if (
      typeof message !== 'string' ||
      !/^[A-Z“][^\n]{8,}$/.test(message) ||
      /Error:|at .*\(|\bstack\b|Invalid (input|option)|expected .* received|url component/.test(message)
    )
      problems.push(`${where}: message is not a clear sentence: ${JSON.stringify(message).slice(0, 160)}`);
  }
  return problems;
}

/** Every string leaf of a body, as a path like ['peopleInvolved', 0]. */
function stringPaths(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

function withValue(body: Record<string, unknown>, path: Array<string | number>, value: unknown) {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = value;
  return copy;
}

async function expectHealthy() {
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp('owner@example.org');
  const as = { cookie: owner.cookie };
  ids.fragment = (
    await t.app.inject({
      method: 'POST',
      url: '/api/memory-fragments',
      headers: as,
      payload: { name: 'Mine', text: 'My brother Tom and I.' },
    })
  ).json().id;
  const upload = multipart([
    { name: 'file', filename: 'letter.txt', content: 'Dear Rose, I miss the farm.' },
  ]);
  ids.file = (
    await t.app.inject({
      method: 'POST',
      url: '/api/upload-file',
      headers: { ...as, 'content-type': upload.contentType },
      payload: upload.payload,
    })
  ).json().id;
  ids.project = (
    await t.app.inject({
      method: 'POST',
      url: '/api/memoir-projects',
      headers: as,
      payload: (samples['POST /api/memoir-projects'] as { body: object }).body,
    })
  ).json().id;
  ids.recording = (
    await t.app.inject({
      method: 'POST',
      url: '/api/recordings',
      headers: as,
      payload: { mimeType: 'audio/webm' },
    })
  ).json().id;
  // Interviews are made by talking with Clio; the owner's finished one is stored as that leaves it.
  ids.interview = (
    await t.pool.query(
      "insert into interview_sessions (user_id, person, topics, status) values ($1, 'Owner', '{Family}', 'finished') returning id",
      [owner.user.id],
    )
  ).rows[0].id;
  ids.scheduledCall = (
    await t.app.inject({
      method: 'POST',
      url: '/api/scheduled-calls',
      headers: as,
      payload: (samples['POST /api/scheduled-calls'] as { body: object }).body,
    })
  ).json().id;
  ids.chapter = (
    await t.app.inject({
      method: 'POST',
      url: `/api/memoir-projects/${ids.project}/chapters`,
      headers: as,
      payload: { title: 'Chapter 1' },
    })
  ).json().id;
  ids.theme = (
    await t.app.inject({
      method: 'POST',
      url: `/api/memoir-projects/${ids.project}/themes`,
      headers: as,
      payload: { theme: 'Home' },
    })
  ).json().id;
  ids.interviewSession = (
    await t.app.inject({ method: 'POST', url: '/api/interview-sessions', headers: as, payload: {} })
  ).json().id;
  const link = (
    await t.app.inject({
      method: 'POST',
      url: '/api/storyteller-links',
      headers: as,
      payload: { label: 'Mum' },
    })
  ).json() as { link: { id: string }; url: string };
  ids.storytellerLink = link.link.id;
  storytellerToken = new URL(link.url).pathname.replace(STORYTELLER_PAGE_PREFIX, '');
  ids.storytellerSession = (
    await t.app.inject({
      method: 'POST',
      url: '/api/storyteller/interview-sessions',
      headers: { cookie: `${STORYTELLER_COOKIE}=${storytellerToken}` },
      payload: {},
    })
  ).json().id;
  // Clio's open proposal to draft the (empty) chapter, as the chat stores it (docs/decisions/907).
  ids.message = (
    await t.pool.query(
      `insert into memoir_chat_messages (project_id, role, message, proposal) values ($1, 'assistant', 'Shall I?', $2)
       returning id`,
      [
        ids.project,
        JSON.stringify({ action: { kind: 'draft-chapter', chapterId: ids.chapter }, summary: 'Draft' }),
      ],
    )
  ).rows[0].id;
  for (const [name, id] of Object.entries(ids))
    if (!id) throw new Error(`could not create the owner's ${name}`);
  before = await snapshotTables(t.pool);
});

afterAll(() => t.close());

describe('bad input on every route', () => {
  it('has a sample valid body for every route that takes one', () => {
    const missing = bodyRoutes()
      .filter((route) => !sampleOf(route))
      .map(
        (route) =>
          `${route.method} ${route.url} has no sample valid body: add one to \`samples\` in server/test/security/bad-input.test.ts`,
      );
    expect(missing).toEqual([]);
    expect(bodyRoutes().length).toBeGreaterThanOrEqual(15);
  });

  it('refuses wrong types, missing fields and malformed JSON with a 400 and a sentence', async () => {
    const attempts: Attempt[] = [];
    for (const route of bodyRoutes()) {
      const sample = sampleOf(route);
      if (sample?.kind !== 'json') continue;
      for (const field of Object.keys(sample.body)) {
        for (const [label, value] of WRONG_TYPES) {
          // null is a valid "not filled in" for the optional text of Memory DNA and the profile.
          if (value === null && !sample.required.includes(field)) continue;
          // A yes-or-no field takes a boolean: true is its right type, not a wrong one.
          if (typeof value === 'boolean' && typeof sample.body[field] === 'boolean') continue;
          attempts.push(
            await send(
              route,
              `${label} for ${field}`,
              JSON.stringify(withValue(sample.body, [field], value)),
              'application/json',
            ),
          );
        }
      }
      for (const field of sample.required) {
        const { [field]: _left, ...rest } = sample.body;
        attempts.push(await send(route, `no ${field}`, JSON.stringify(rest), 'application/json'));
        attempts.push(
          await send(
            route,
            `a blank ${field}`,
            JSON.stringify({ ...sample.body, [field]: '   ' }),
            'application/json',
          ),
        );
      }
      for (const [label, raw] of [
        ['an empty body', ''],
        ['JSON null', 'null'],
        ['a JSON list', '[]'],
        ['a JSON string', '"hello"'],
        ['a JSON number', '42'],
        ['broken JSON', '{"name": "unfinished'],
        ['JSON with __proto__', '{"__proto__": {"admin": true}}'],
      ] as const) {
        attempts.push(await send(route, label, raw, 'application/json'));
      }
    }
    expect(problemsWith(attempts)).toEqual([]);
    await expectHealthy();
  });

  it('refuses huge strings (2 MB) and text longer than a field allows', async () => {
    const attempts: Attempt[] = [];
    for (const route of bodyRoutes()) {
      const sample = sampleOf(route);
      if (sample?.kind !== 'json') continue;
      for (const path of stringPaths(sample.body)) {
        attempts.push(
          await send(
            route,
            `2 MB in ${path.join('.')}`,
            JSON.stringify(withValue(sample.body, path, TWO_MB)),
            'application/json',
          ),
        );
        attempts.push(
          await send(
            route,
            `300,000 characters in ${path.join('.')}`,
            JSON.stringify(withValue(sample.body, path, 'b'.repeat(300_000))),
            'application/json',
          ),
        );
      }
    }
    expect(problemsWith(attempts)).toEqual([]);
    await expectHealthy();
  });

  it('refuses text that cannot be stored as typed (NUL, lone surrogates) in every text field and key', async () => {
    const attempts: Attempt[] = [];
    for (const route of bodyRoutes()) {
      const sample = sampleOf(route);
      if (sample?.kind !== 'json') continue;
      for (const { label, text } of UNSTORABLE_TEXT) {
        for (const path of stringPaths(sample.body)) {
          attempts.push(
            await send(
              route,
              `${label} in ${path.join('.')}`,
              JSON.stringify(withValue(sample.body, path, text)),
              'application/json',
            ),
          );
        }
        attempts.push(
          await send(
            route,
            `${label} in a key`,
            JSON.stringify({ ...sample.body, [text]: 'x' }),
            'application/json',
          ),
        );
      }
    }
    expect(problemsWith(attempts)).toEqual([]);
    // The message says what to do.
    const nul = attempts.find((attempt) => attempt.label.includes('NUL'))!;
    expect(JSON.parse(nul.body).message).toMatch(/NUL character.*Please remove it/);
    await expectHealthy();
  });

  it('refuses JSON nested 10,000 levels deep, wherever it is', async () => {
    const attempts: Attempt[] = [];
    for (const route of bodyRoutes()) {
      const sample = sampleOf(route);
      if (sample?.kind !== 'json') continue;
      const valid = JSON.stringify(sample.body).slice(0, -1);
      const [first] = Object.keys(sample.body);
      attempts.push(await send(route, 'a deep list as the body', DEEP_ARRAY, 'application/json'));
      attempts.push(await send(route, 'a deep object as the body', DEEP_OBJECT, 'application/json'));
      attempts.push(
        await send(route, `a deep list in ${first}`, `{"${first}":${DEEP_ARRAY}}`, 'application/json'),
      );
      // An unknown field would otherwise be dropped silently and the rest saved.
      attempts.push(
        await send(
          route,
          'a deep object in an extra field',
          `${valid},"extra":${DEEP_OBJECT}}`,
          'application/json',
        ),
      );
    }
    expect(problemsWith(attempts)).toEqual([]);
    await expectHealthy();
  });

  it('refuses the wrong content types on JSON routes', async () => {
    const attempts: Attempt[] = [];
    for (const route of bodyRoutes()) {
      const sample = sampleOf(route);
      if (sample?.kind !== 'json') continue;
      const json = JSON.stringify(sample.body);
      const form = new URLSearchParams(
        Object.entries(sample.body).map(([key, value]) => [key, String(value)]),
      ).toString();
      const upload = multipart(
        Object.entries(sample.body).map(([key, value]) => ({ name: key, content: String(value) })),
      );
      for (const attempt of [
        await send(route, 'JSON sent as text/plain', json, 'text/plain'),
        await send(route, 'a form (urlencoded)', form, 'application/x-www-form-urlencoded'),
        await send(route, 'a multipart form', upload.payload, upload.contentType),
        await send(route, 'XML', '<memory><name>x</name></memory>', 'application/xml'),
      ]) {
        attempts.push(attempt);
      }
    }
    expect(problemsWith(attempts)).toEqual([]);
    await expectHealthy();
  });

  it('refuses uploads that are not a file part of a multipart form', async () => {
    const attempts: Attempt[] = [];
    for (const route of bodyRoutes().filter((r) => sampleOf(r)?.kind === 'multipart')) {
      const noFile = multipart([{ name: 'note', content: 'no file here' }]);
      const wrongField = multipart([{ name: 'document', filename: 'letter.txt', content: 'Dear Rose' }]);
      const empty = multipart([]);
      const hostile = multipart([
        {
          name: 'file',
          filename: 'run\u0000me.exe',
          content: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]),
        },
      ]);
      attempts.push(
        await send(route, 'a JSON body', '{"file":"letter.txt"}', 'application/json'),
        await send(route, 'text/plain', 'Dear Rose', 'text/plain'),
        await send(route, 'a form (urlencoded)', 'file=letter.txt', 'application/x-www-form-urlencoded'),
        await send(route, 'a form without a file', noFile.payload, noFile.contentType),
        await send(route, 'a file in the wrong field', wrongField.payload, wrongField.contentType),
        await send(route, 'an empty multipart form', empty.payload, empty.contentType),
        await send(route, 'a program with a NUL in its name', hostile.payload, hostile.contentType),
        await send(route, 'a multipart form without its boundary', 'garbage', 'multipart/form-data'),
      );
    }
    expect(attempts.length).toBeGreaterThan(0);
    expect(problemsWith(attempts)).toEqual([]);
    await expectHealthy();
  });

  it('refuses a broken sign-in form with the sign-in page showing the problem', async () => {
    const route = { method: 'POST', url: '/api/login' };
    const attempts = [
      await send(route, 'no fields', '', 'application/x-www-form-urlencoded'),
      await send(
        route,
        'a NUL in the email',
        'email=ann%00@example.org&password=x',
        'application/x-www-form-urlencoded',
      ),
      await send(route, 'a 2 MB email', `email=${TWO_MB}&password=x`, 'application/x-www-form-urlencoded'),
      await send(route, 'a wrong type', JSON.stringify({ email: 12345, password: true }), 'application/json'),
      await send(route, 'deep JSON', DEEP_ARRAY, 'application/json'),
      await send(route, 'text/plain', 'email=ann@example.org', 'text/plain'),
      await send(
        route,
        'an unknown intent',
        'email=ann@example.org&password=longenough&intent=admin',
        'application/x-www-form-urlencoded',
      ),
    ];
    expect(problemsWith(attempts, true)).toEqual([]);
    await expectHealthy();
  });

  it('refuses a broken forgotten-password form with its page showing the problem', async () => {
    const form = 'application/x-www-form-urlencoded';
    const forgot = { method: 'POST', url: '/api/login/forgot' };
    const reset = { method: 'POST', url: '/api/login/reset' };
    const attempts = [
      await send(forgot, 'no fields', '', form),
      await send(forgot, 'a NUL in the email', 'email=ann%00@example.org', form),
      await send(forgot, 'a 2 MB email', `email=${TWO_MB}`, form),
      await send(forgot, 'a wrong type', JSON.stringify({ email: 12345 }), 'application/json'),
      await send(forgot, 'deep JSON', DEEP_ARRAY, 'application/json'),
      await send(forgot, 'text/plain', 'email=ann@example.org', 'text/plain'),
      await send(reset, 'no fields', '', form),
      await send(reset, 'no token', 'newPassword=longenough&confirmPassword=longenough', form),
      await send(reset, 'a made-up token', 'token=x&newPassword=longenough&confirmPassword=longenough', form),
      await send(reset, 'a 2 MB token', `token=${TWO_MB}&newPassword=longenough`, form),
      await send(reset, 'a short password', 'token=x&newPassword=short&confirmPassword=short', form),
      await send(reset, 'a wrong type', JSON.stringify({ token: 1, newPassword: true }), 'application/json'),
      await send(reset, 'deep JSON', DEEP_ARRAY, 'application/json'),
      await send(reset, 'text/plain', 'token=x', 'text/plain'),
    ];
    expect(problemsWith(attempts, true)).toEqual([]);
    await expectHealthy();
  });

  it('refuses malformed path parameters on every route that takes one', async () => {
    const attempts: Attempt[] = [];
    for (const route of apiRoutes(t.app).filter((r) => !r.public && r.url.includes(':'))) {
      const sample = sampleOf(route);
      const body = sample?.kind === 'json' ? JSON.stringify(sample.body) : undefined;
      for (const [label, value] of [
        ['a NUL byte', `${ids.fragment}%00`],
        ['an RTL override', `%E2%80%AE${ids.fragment}`],
        ['a zero-width space', `${ids.fragment}%E2%80%8B`],
        ['a broken UTF-8 sequence', '%C3%28'],
        ['SQL', "1'%20or%20'1'='1"],
        ['a path', '..%2F..%2Fetc%2Fpasswd'],
        ['5,000 characters', 'a'.repeat(5000)],
      ] as const) {
        attempts.push(
          await send(
            route,
            label,
            body,
            body ? 'application/json' : undefined,
            fillPath(route.url, () => value),
          ),
        );
      }
    }
    expect(problemsWith(attempts)).toEqual([]);
    await expectHealthy();
  });

  it('stored nothing from any of the refused requests, and the server is healthy', async () => {
    expect(await snapshotTables(t.pool)).toEqual(before);
    await expectHealthy();
    // Still fully working for the owner.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/memory-fragments',
      headers: { cookie: owner.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
  });

  it('keeps legitimate invisible and right-to-left characters exactly as typed', async () => {
    // These are real text (Hebrew and Arabic, emoji families, soft hyphens): refusing them would refuse people.
    const name = 'שלום \u202Eabc\u202C and عائلة';
    const text =
      'Our family 👨\u200D👩\u200D👧 and Tom\u200Bmy, co\u00ADoperate, \uFEFFbom, and a 🦄 (a surrogate pair).';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/memory-fragments',
      headers: { cookie: owner.cookie },
      payload: { name, text },
    });
    expect(created.statusCode).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/memory-fragments',
      headers: { cookie: owner.cookie },
    });
    const saved = (list.json() as Array<{ name: string; text: string }>).find(
      (memory) => memory.name === name,
    );
    expect(saved?.text).toBe(text);
  });
});
