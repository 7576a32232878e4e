import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StubServer, startStubServer } from '#server/ai/test/openai-stub-server.ts';
import {
  type FinishInterviewResult,
  type InterviewSession,
  interviewSessionMessages,
  MAX_TYPED_ANSWER_LENGTH,
} from '#shared/interview-sessions.ts';
import type { Interview } from '#shared/interviews.ts';
import { createMemory } from '../../../test/factories.ts';
import { convertToWebm, makeSpeechWav, tempDir } from '../../../test/fixtures/samples.ts';
import { eventually, storedFiles } from '../../../test/fixtures/upload-helpers.ts';
import { snapshotTables } from '../../../test/security/db-snapshot.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let rose: Person;
let walter: Person;
let samplesDir: string;
/** A spoken answer as the browser's recorder makes it: Opus in WebM. */
let webm: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  rose = await t.signUp('rose@example.org');
  walter = await t.signUp('walter@example.org');
  await t.pool.query(`update users set first_name = 'Rose' where id = $1`, [rose.user.id]);
  samplesDir = await tempDir();
  webm = await convertToWebm(
    await makeSpeechWav(
      'Hello. My name is Mary. I grew up on a farm with my mother and my father.',
      samplesDir,
    ),
    samplesDir,
  );
});
afterAll(async () => {
  await t?.close();
  if (samplesDir) await fs.rm(samplesDir, { recursive: true, force: true });
});

const base = '/api/interview-sessions';

async function start(person: Person, body: object = { topics: ['Childhood'] }) {
  const response = await person.post(base, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as InterviewSession;
}
async function act(person: Person, id: string, action: string, body?: object) {
  const response = await person.post(`${base}/${id}/${action}`, body);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as InterviewSession;
}
const type = (person: Person, id: string, text: string) => act(person, id, 'answers', { text });

/** Records a spoken answer to the question being asked, sent in pieces as the browser sends it. */
async function speak(person: Person, id: string, audio = webm) {
  const started = await person.post(`${base}/${id}/recordings`, { mimeType: 'audio/webm;codecs=opus' });
  expect(started.statusCode, started.body).toBe(201);
  const recordingId = started.json().id as string;
  const half = Math.floor(audio.length / 2);
  for (const [seq, piece] of [audio.subarray(0, half), audio.subarray(half)].entries()) {
    const sent = await t.app.inject({
      method: 'PUT',
      url: `${base}/${id}/recordings/${recordingId}/chunks/${seq}`,
      headers: { cookie: person.cookie, 'content-type': 'application/octet-stream' },
      payload: piece,
    });
    expect(sent.statusCode, sent.body).toBe(204);
  }
  const finished = await person.post(`${base}/${id}/recordings/${recordingId}/finish`, { durationMs: 5000 });
  expect(finished.statusCode, finished.body).toBe(201);
  return { recordingId, state: finished.json() as InterviewSession };
}

const askedKeys = async (person: Person) =>
  (
    await t.pool.query('select question_key from asked_questions where user_id = $1', [person.user.id])
  ).rows.map((row) => row.question_key as string);

/** The originals in storage (chunks are gone once a recording is joined). */
const storedAudio = async () => (await storedFiles(t)).filter((name) => !name.endsWith('.chunk')).sort();

describe('an interview with Clio', () => {
  it('asks one question from the chosen topic, keeps a typed answer, and follows up on the people in it', async () => {
    const session = await start(rose, { topics: ['Childhood'] });
    expect(session).toMatchObject({
      person: 'Rose',
      topics: ['Childhood'],
      status: 'in_progress',
      paused: false,
      answered: false,
      answers: [],
      question: { source: 'topic', text: 'Where did you grow up? Tell me about the house and the street.' },
    });
    const answered = await type(
      rose,
      session.id,
      'We lived on Maple Street in Dayton. My brother Tom and I slept in the attic.',
    );
    expect(answered.answered).toBe(true);
    expect(answered.answers).toMatchObject([
      { position: 0, question: session.question!.text, status: 'ready', hasAudio: false },
    ]);
    const followed = await act(rose, session.id, 'next');
    expect(followed.question).toMatchObject({
      source: 'person',
      text: 'You mentioned your brother Tom. What was he like?',
    });
    expect(followed.answered).toBe(false);
  });

  it('keeps a spoken answer with its audio, transcribes it, and plays it back only to its owner', async () => {
    const session = await start(rose, { topics: ['Hobbies'] });
    const { state } = await speak(rose, session.id);
    expect(state.answers).toMatchObject([{ status: 'processing', hasAudio: true, text: '' }]);
    const answer = await eventually(async () => {
      const now = (await rose.get(`${base}/${session.id}`)).json() as InterviewSession;
      return now.answers[0]?.status === 'processing' ? undefined : now.answers[0];
    }, 120_000);
    expect(answer.status).toBe('ready');
    expect(answer.text).toMatch(/\bgrew up\b/i);

    const finished = (await rose.post(`${base}/${session.id}/finish`)).json() as FinishInterviewResult;
    expect(finished.kept).toBe(true);
    const audio = await rose.get(`/api/interviews/${session.id}/answers/${answer.id}/audio`);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/webm');
    expect(audio.rawPayload.equals(webm)).toBe(true);
    const ranged = await rose.get(`/api/interviews/${session.id}/answers/${answer.id}/audio`, {
      range: 'bytes=0-3',
    });
    expect(ranged.statusCode).toBe(206);
    expect((await walter.get(`/api/interviews/${session.id}/answers/${answer.id}/audio`)).statusCode).toBe(
      404,
    );
  }, 180_000);

  it('"Leave this out" discards the last answer and its audio', async () => {
    const session = await start(rose, { topics: ['Travel'] });
    await type(rose, session.id, 'We took the train to the seaside every August.');
    const before = await storedAudio();
    const { state } = await speak(rose, session.id);
    const spoken = state.answers.at(-1)!;
    const withAudio = await storedAudio();
    expect(withAudio.length).toBe(before.length + 1);

    const left = await act(rose, session.id, 'leave-out');
    expect(left.answers.map((answer) => answer.id)).not.toContain(spoken.id);
    expect(left.answers).toHaveLength(1);
    expect(await storedAudio()).toEqual(before);
    const row = await t.pool.query('select count(*)::int as n from interview_answers where id = $1', [
      spoken.id,
    ]);
    expect(row.rows[0].n).toBe(0);

    const typedGone = await act(rose, session.id, 'leave-out');
    expect(typedGone.answers).toEqual([]);
    const nothing = await rose.post(`${base}/${session.id}/leave-out`);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(interviewSessionMessages.nothingToLeaveOut);
  }, 60_000);

  it('never asks a question twice in an account, across skips and new interviews', async () => {
    const person = await t.signUp();
    const first = await start(person, { topics: ['Family', 'Career'] });
    const seen = [first.question!.key];
    let state = first;
    for (let i = 0; i < 8; i++) {
      state = await act(person, first.id, 'skip');
      if (state.question) seen.push(state.question.key);
    }
    const second = await start(person, { topics: ['Family', 'Career'] });
    seen.push(second.question!.key);
    for (let i = 0; i < 8; i++) {
      state = await act(person, second.id, 'next');
      if (state.question) seen.push(state.question.key);
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect((await askedKeys(person)).sort()).toEqual([...seen].sort());
  });

  it('asks about the people in the Memory DNA who have no story of their own, and the missing moments', async () => {
    const person = await t.signUp();
    await createMemory(person, {
      name: 'Sunday dinners',
      text: 'Every Sunday my aunt Margaret cooked for all of us in Leeds, and my cousin Billy told jokes.',
    });
    const session = await start(person, { topics: [] });
    const questions = [session.question!];
    for (let i = 0; i < 6; i++) {
      const state = await act(person, session.id, 'skip');
      if (state.question) questions.push(state.question);
    }
    const sources = questions.map((question) => question.source);
    expect(sources).toContain('moment');
    expect(sources).toContain('person');
    expect(questions.map((question) => question.text)).toContainEqual(
      expect.stringMatching(/^You have written about (your aunt )?Margaret\./),
    );
  });

  it('"Give me a minute" stops the clock: the time paused is not counted', async () => {
    const session = await start(rose, { topics: ['Friends'] });
    await type(rose, session.id, 'My best friend was Joan from next door.');
    // Ten minutes of talking so far.
    await t.pool.query(
      `update interview_sessions set active_since = now() - interval '10 minutes' where id = $1`,
      [session.id],
    );
    const paused = await act(rose, session.id, 'pause');
    expect(paused.paused).toBe(true);
    expect(paused.durationSeconds).toBeGreaterThanOrEqual(600);
    // A long pause: the person came back an hour later.
    await t.pool.query(`update interview_sessions set paused_at = now() - interval '1 hour' where id = $1`, [
      session.id,
    ]);
    const resumed = await act(rose, session.id, 'resume');
    expect(resumed.paused).toBe(false);
    const finished = (await rose.post(`${base}/${session.id}/finish`)).json() as FinishInterviewResult;
    expect(finished.interview!.durationSeconds).toBeGreaterThanOrEqual(600);
    expect(finished.interview!.durationSeconds).toBeLessThan(1200);
  });

  it('finishing keeps it as one interview in My Memories with every answer', async () => {
    const session = await start(rose, { topics: ['Education'] });
    await type(rose, session.id, 'My first school was a single room with a stove.');
    await act(rose, session.id, 'next');
    await type(rose, session.id, 'Miss Henderson taught me to read.');
    const finished = (await rose.post(`${base}/${session.id}/finish`)).json() as FinishInterviewResult;
    expect(finished).toMatchObject({ kept: true, message: interviewSessionMessages.finishedKept });
    const listed = (await rose.get('/api/interviews')).json() as Interview[];
    const row = listed.find((interview) => interview.id === session.id);
    expect(row).toMatchObject({ person: 'Rose', topics: ['Education'] });
    expect(row!.answers.map((answer) => answer.text)).toEqual([
      'My first school was a single room with a stove.',
      'Miss Henderson taught me to read.',
    ]);
    const again = await rose.post(`${base}/${session.id}/answers`, { text: 'One more.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(interviewSessionMessages.alreadyFinished);
  });

  it('an interview with no answers is not kept, and the person is told so', async () => {
    const session = await start(rose, { topics: ['Hobbies'] });
    const finished = await rose.post(`${base}/${session.id}/finish`);
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toEqual({
      kept: false,
      message: interviewSessionMessages.noAnswers,
      interview: null,
    });
    expect((await rose.get(`${base}/${session.id}`)).statusCode).toBe(404);
    const listed = (await rose.get('/api/interviews')).json() as Interview[];
    expect(listed.map((interview) => interview.id)).not.toContain(session.id);
  });

  it('starts a booked interview with its topics, and it leaves Upcoming interviews', async () => {
    const person = await t.signUp();
    const day = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const booked = (
      await person.post('/api/scheduled-calls', {
        day,
        time: '10:00 AM',
        timeZone: 'Europe/London',
        topics: ['Marriage', 'Children'],
      })
    ).json() as { id: string };
    const session = await start(person, { scheduledCallId: booked.id });
    expect(session.topics).toEqual(['Marriage', 'Children']);
    expect(session.question!.text).toBe('How did you meet your husband or wife?');
    const upcoming = (await person.get('/api/scheduled-calls')).json() as Array<{ id: string }>;
    expect(upcoming.map((call) => call.id)).not.toContain(booked.id);
    const twice = await person.post(base, { scheduledCallId: booked.id });
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe(interviewSessionMessages.callNotBooked);
  });

  it("begins with the question the person chose to answer (Today's question), even one asked before", async () => {
    const person = await t.signUp();
    const chosen = 'What do you remember about your first home?';
    const session = await start(person, { topics: ['Childhood'], openingQuestion: `  ${chosen} ` });
    expect(session.question!.text).toBe(chosen);
    await type(person, session.id, 'A small flat above the bakery, where it always smelled of bread.');
    const next = await act(person, session.id, 'next');
    expect(next.question?.text).not.toBe(chosen);
    await act(person, session.id, 'finish');
    // Asked for again, it is asked again; Clio never brings it back on her own.
    const again = await start(person, { topics: ['Childhood'], openingQuestion: chosen });
    expect(again.question!.text).toBe(chosen);
    await act(person, again.id, 'finish');
    const ownChoice = await start(person, { topics: ['Childhood'] });
    expect(ownChoice.question?.text).not.toBe(chosen);
    const tooLong = await person.post(base, { openingQuestion: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('comes back to the interview in progress', async () => {
    const person = await t.signUp();
    expect((await person.get(`${base}/current`)).json()).toEqual({ session: null });
    const session = await start(person, { topics: ['Friends'] });
    await act(person, session.id, 'pause');
    const current = (await person.get(`${base}/current`)).json() as { session: InterviewSession };
    expect(current.session).toMatchObject({ id: session.id, paused: true });
  });
});

describe('who can reach an interview', () => {
  it("answers 404 to another person's interview on every action, and changes nothing", async () => {
    const session = await start(rose, { topics: ['Family'] });
    await type(rose, session.id, 'My grandmother Edith lived with us.');
    const recording = (
      await rose.post(`${base}/${session.id}/recordings`, { mimeType: 'audio/webm' })
    ).json() as { id: string };
    const before = await snapshotTables(t.pool);
    const answers = [
      await walter.get(`${base}/${session.id}`),
      await walter.post(`${base}/${session.id}/answers`, { text: 'Not mine.' }),
      await walter.post(`${base}/${session.id}/recordings`, { mimeType: 'audio/webm' }),
      await t.app.inject({
        method: 'PUT',
        url: `${base}/${session.id}/recordings/${recording.id}/chunks/0`,
        headers: { cookie: walter.cookie, 'content-type': 'application/octet-stream' },
        payload: webm,
      }),
      await walter.post(`${base}/${session.id}/recordings/${recording.id}/finish`, { durationMs: 1000 }),
      ...(await Promise.all(
        ['next', 'skip', 'pause', 'resume', 'leave-out', 'finish'].map((action) =>
          walter.post(`${base}/${session.id}/${action}`),
        ),
      )),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 404));
    expect(await snapshotTables(t.pool)).toEqual(before);
    expect(((await walter.get(`${base}/current`)).json() as { session: unknown }).session).toBeNull();
  });

  it('takes chunks for an interview only into a recording of that interview', async () => {
    const one = await start(rose, { topics: ['Career'] });
    const other = await start(rose, { topics: ['Career'] });
    const recording = (
      await rose.post(`${base}/${one.id}/recordings`, { mimeType: 'audio/webm' })
    ).json() as {
      id: string;
    };
    const memoryRecording = (await rose.post('/api/recordings', { mimeType: 'audio/webm' })).json() as {
      id: string;
    };
    const into = (sessionId: string, recordingId: string) =>
      t.app.inject({
        method: 'PUT',
        url: `${base}/${sessionId}/recordings/${recordingId}/chunks/0`,
        headers: { cookie: rose.cookie, 'content-type': 'application/octet-stream' },
        payload: webm,
      });
    expect((await into(other.id, recording.id)).statusCode).toBe(404);
    expect((await into(one.id, memoryRecording.id)).statusCode).toBe(404);
    // And an answer's recording is not a memory's.
    const asMemory = await t.app.inject({
      method: 'PUT',
      url: `/api/recordings/${recording.id}/chunks/0`,
      headers: { cookie: rose.cookie, 'content-type': 'application/octet-stream' },
      payload: webm,
    });
    expect(asMemory.statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it.each([
    [{ topics: ['Politics'] }, interviewSessionMessages.unknownTopic],
    [{ topics: 'Family' }, ''],
    [{ scheduledCallId: 'tomorrow' }, 'That booked interview id is not valid.'],
  ])('refuses to start with %j and keeps nothing', async (body, message) => {
    const before = await snapshotTables(t.pool);
    const response = await rose.post(base, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await snapshotTables(t.pool)).toEqual(before);
  });

  it('refuses an empty or overlong typed answer, and an unknown recording format, and keeps nothing', async () => {
    const session = await start(rose, { topics: ['Hobbies'] });
    const before = await snapshotTables(t.pool);
    const empty = await rose.post(`${base}/${session.id}/answers`, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(interviewSessionMessages.emptyAnswer);
    const long = await rose.post(`${base}/${session.id}/answers`, {
      text: 'a'.repeat(MAX_TYPED_ANSWER_LENGTH + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(interviewSessionMessages.answerTooLong);
    const format = await rose.post(`${base}/${session.id}/recordings`, { mimeType: 'video/x-msvideo' });
    expect(format.statusCode).toBe(400);
    const id = await rose.post(`${base}/not-an-id/answers`, { text: 'Hello' });
    expect(id.statusCode).toBe(400);
    expect(await snapshotTables(t.pool)).toEqual(before);
  });
});

describe('follow-ups with an AI endpoint', () => {
  let stub: StubServer;
  let ai: TestApp;
  beforeAll(async () => {
    stub = await startStubServer();
    ai = await createTestApp({
      env: { AI_BASE_URL: stub.baseUrl, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '5000' },
    });
  });
  afterAll(async () => {
    await ai?.close();
    await stub?.close();
  });

  it('the model writes the follow-up; when it fails, Clio follows up offline from the Memory DNA', async () => {
    const person = await ai.signUp();
    stub.answer({
      kind: 'content',
      content: JSON.stringify({ question: 'What did Tom teach you on the farm?' }),
    });
    const session = (await person.post(base, { topics: ['Family'] })).json() as InterviewSession;
    await person.post(`${base}/${session.id}/answers`, {
      text: 'My brother Tom and I milked the cows before school.',
    });
    const written = (await person.post(`${base}/${session.id}/next`)).json() as InterviewSession;
    expect(written.question).toMatchObject({
      text: 'What did Tom teach you on the farm?',
      source: 'follow-up',
    });
    const asked = stub.requests.at(-1)!.body;
    expect(asked).toContain('milked the cows');

    stub.answer({ kind: 'status', status: 500 });
    await person.post(`${base}/${session.id}/answers`, {
      text: 'Tom was quiet. Our sister Alice did the talking.',
    });
    const offline = (await person.post(`${base}/${session.id}/next`)).json() as InterviewSession;
    expect(offline.question!.text).toMatch(/^You mentioned (your sister )?Alice\./);
  });
});
