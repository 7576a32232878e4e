import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '#server/storage/create-storage.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let rose: Person;
let walter: Person;
beforeAll(async () => {
  t = await createTestApp();
  rose = await t.signUp('rose@example.org');
  walter = await t.signUp('walter@example.org');
});
afterAll(() => t.close());

const storage = () => createStorage(t.config);

/**
 * Stores a finished interview as an interview with Clio leaves it: the session, and its answers (the spoken one
 * with its audio in storage).
 */
async function storeInterview(
  person: Person,
  options: { startedAt: string; topics: string[]; status?: string },
) {
  const session = await t.pool.query(
    `insert into interview_sessions (user_id, person, topics, status, duration_seconds, started_at, finished_at)
     values ($1, 'Rose', $2, $3, 540, $4, $4) returning id`,
    [person.user.id, options.topics, options.status ?? 'finished', options.startedAt],
  );
  const id = session.rows[0].id as string;
  const key = `${person.user.id}/${randomUUID()}.webm`;
  const local = path.join(storage().scratchDir, `answer-${id}.webm`);
  await writeFile(local, Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]));
  await storage().putFile(key, local);
  await t.pool.query(
    `insert into interview_answers (session_id, user_id, position, question, question_key, text, storage_key, mime_type, size_bytes)
     values ($1, $2, 0, 'Where did you grow up?', 'childhood-home', 'On a farm in Ohio with my brother Tom.', $3, 'audio/webm', 7),
            ($1, $2, 1, 'What was your mother like?', 'mother', 'Kind, and always singing.', null, null, null)`,
    [id, person.user.id, key],
  );
  return { id, key };
}

const audioKept = async (key: string) =>
  storage()
    .read(key)
    .then((stream) => {
      stream.destroy();
      return true;
    })
    .catch(() => false);

describe('interviews', () => {
  it('a new account has none: no sample sessions that never happened', async () => {
    const fresh = await t.signUp();
    const listed = await fresh.get('/api/interviews');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([]);
  });

  it('lists the person’s finished interviews, newest first, with their answers in order', async () => {
    const older = await storeInterview(rose, { startedAt: '2026-10-01T10:00:00Z', topics: ['Childhood'] });
    const newer = await storeInterview(rose, {
      startedAt: '2026-11-01T10:00:00Z',
      topics: ['Family', 'Career'],
    });
    await storeInterview(rose, {
      startedAt: '2026-11-20T10:00:00Z',
      topics: ['Travel'],
      status: 'in_progress',
    });
    const listed = (await rose.get('/api/interviews')).json() as Array<Record<string, unknown>>;
    expect(listed.map((interview) => interview.id)).toEqual([newer.id, older.id]);
    expect(listed[0]).toMatchObject({
      person: 'Rose',
      topics: ['Family', 'Career'],
      durationSeconds: 540,
      startedAt: '2026-11-01T10:00:00.000Z',
      answers: [
        {
          question: 'Where did you grow up?',
          text: 'On a farm in Ohio with my brother Tom.',
          hasAudio: true,
        },
        { question: 'What was your mother like?', text: 'Kind, and always singing.', hasAudio: false },
      ],
    });
    expect((await walter.get('/api/interviews')).json()).toEqual([]);
  });

  it('deletes an interview with its answers and their audio', async () => {
    const interview = await storeInterview(rose, { startedAt: '2026-09-01T10:00:00Z', topics: ['Hobbies'] });
    expect(await audioKept(interview.key)).toBe(true);
    expect((await rose.delete(`/api/interviews/${interview.id}`)).statusCode).toBe(204);
    const listed = (await rose.get('/api/interviews')).json() as Array<{ id: string }>;
    expect(listed.map((row) => row.id)).not.toContain(interview.id);
    const answers = await t.pool.query(
      'select count(*)::int as n from interview_answers where session_id = $1',
      [interview.id],
    );
    expect(answers.rows[0].n).toBe(0);
    expect(await audioKept(interview.key)).toBe(false);
    expect((await rose.delete(`/api/interviews/${interview.id}`)).statusCode).toBe(404);
  });

  it('answers 404 to another person deleting it, and keeps it and its audio', async () => {
    const interview = await storeInterview(rose, { startedAt: '2026-08-01T10:00:00Z', topics: ['Friends'] });
    expect((await walter.delete(`/api/interviews/${interview.id}`)).statusCode).toBe(404);
    const listed = (await rose.get('/api/interviews')).json() as Array<{ id: string }>;
    expect(listed.map((row) => row.id)).toContain(interview.id);
    expect(await audioKept(interview.key)).toBe(true);
  });
});

describe('correcting a spoken answer by its sentences (listen and fix)', () => {
  const MISHEARD = 'My father was on the color wheel you will you sixty.';
  const SECOND = 'We moved house that summer.';
  const CORRECTED = 'My father worked in Dayton in nineteen sixty.';

  /** A spoken answer as the transcription job leaves it (two timed sentences), checked while still misheard. */
  async function misheardAnswer(person: Person) {
    const interview = await storeInterview(person, { startedAt: '2026-08-01T10:00:00Z', topics: ['Family'] });
    const segments = [
      { startMs: 0, endMs: 2400, text: MISHEARD },
      { startMs: 2600, endMs: 4100, text: SECOND },
    ];
    const answer = await t.pool.query(
      `update interview_answers set text = $2, transcript_segments = $3, words_checked = true,
         analysis = '{"whenHappened":null,"whereHappened":null,"peopleInvolved":["Father"],"topics":["Family"]}'
       where session_id = $1 and position = 0 returning id`,
      [interview.id, `${MISHEARD} ${SECOND}`, JSON.stringify(segments)],
    );
    const typed = await t.pool.query(
      `select id from interview_answers where session_id = $1 and position = 1`,
      [interview.id],
    );
    return {
      url: `/api/interviews/${interview.id}/answers/${answer.rows[0].id}/transcript-corrections`,
      typedUrl: `/api/interviews/${interview.id}/answers/${typed.rows[0].id}/transcript-corrections`,
      answerId: answer.rows[0].id as string,
    };
  }

  it('changes her words, keeps each sentence’s moment and the recogniser’s words, and reads Memory DNA again', async () => {
    const { url, answerId } = await misheardAnswer(rose);
    const response = await rose.post(url, { version: 1, sentence: 0, text: CORRECTED });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      text: `${CORRECTED} ${SECOND}`,
      wordsChecked: true,
      version: 2,
      transcriptSegments: [
        { startMs: 0, endMs: 2400, text: CORRECTED, heard: MISHEARD },
        { startMs: 2600, endMs: 4100, text: SECOND },
      ],
    });
    const stored = await t.pool.query(`select analysis from interview_answers where id = $1`, [answerId]);
    expect(stored.rows[0].analysis.whereHappened).toBe('Dayton');
    const listed = (await rose.get('/api/interviews')).json() as Array<{ answers: Array<{ id: string }> }>;
    expect(
      listed.flatMap((interview) => interview.answers).find((answer) => answer.id === answerId),
    ).toMatchObject({
      text: `${CORRECTED} ${SECOND}`,
      version: 2,
    });
  });

  it('refuses another person’s answer, a stale version, bad input and typed words, and changes nothing', async () => {
    const { url, typedUrl, answerId } = await misheardAnswer(rose);
    const good = { version: 1, sentence: 1, text: 'We moved that autumn.' };
    expect((await walter.post(url, good)).statusCode).toBe(404);
    const stale = await rose.post(url, { ...good, version: 4 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_MEMORY', current: { version: 1 } });
    for (const bad of [
      { ...good, text: '' },
      { ...good, text: 'a'.repeat(2_001) },
      { ...good, sentence: 2 },
      { ...good, sentence: -1 },
      { text: 'No version', sentence: 0 },
    ])
      expect((await rose.post(url, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    expect((await rose.post(typedUrl, good)).statusCode).toBe(422);
    const stored = await t.pool.query(`select text, version from interview_answers where id = $1`, [
      answerId,
    ]);
    expect(stored.rows[0]).toEqual({ text: `${MISHEARD} ${SECOND}`, version: 1 });
  });
});
