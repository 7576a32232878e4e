import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MissingMomentsResponse, NextChapterResponse, StoryProgress } from '#shared/dashboard.ts';
import { convertToWebm, makeSpeechWav, readZip, tempDir } from '../../../test/fixtures/samples.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let samplesDir: string;
/** A short spoken answer as the browser's recorder makes it: Opus in WebM. */
let webm: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  samplesDir = await tempDir();
  webm = await convertToWebm(await makeSpeechWav('Hello. This is my answer.', samplesDir), samplesDir);
});
afterAll(async () => {
  await t?.close();
  if (samplesDir) await fs.rm(samplesDir, { recursive: true, force: true });
});

const ideas = async (person: Person) =>
  ((await person.post('/api/generate-next-chapter')).json() as NextChapterResponse).suggestions.map(
    (idea) => idea.suggestion,
  );
const moments = async (person: Person) =>
  ((await person.post('/api/generate-missing-moments')).json() as MissingMomentsResponse).missingMoments;
const progress = async (person: Person) => {
  const answer = await person.get('/api/dashboard/progress');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as StoryProgress;
};

/** Record a Memory as the browser does it: start, one chunk, finish (with the question it answers, if any). */
async function record(person: Person, answersQuestion?: string) {
  const started = await person.post('/api/recordings', { mimeType: 'audio/webm;codecs=opus' });
  expect(started.statusCode, started.body).toBe(201);
  const { id } = started.json() as { id: string };
  const sent = await person.request('PUT', `/api/recordings/${id}/chunks/0`, webm, {
    'content-type': 'application/octet-stream',
  });
  expect(sent.statusCode, sent.body).toBe(204);
  const finished = await person.post(`/api/recordings/${id}/finish`, {
    durationMs: 3000,
    ...(answersQuestion ? { answersQuestion } : {}),
  });
  expect(finished.statusCode, finished.body).toBe(201);
}

describe("Today's question and Missing Moments (decision 203)", () => {
  it('a question is answered as soon as a typed answer to it is saved, whatever the answer says', async () => {
    const arthur = await t.signUp();
    const ruth = await t.signUp();
    const [today] = await ideas(arthur);
    expect(today).toMatch(/^Your earliest memory\. /);
    expect(await moments(arthur)).toContain('Your earliest memory');

    // Words that name no early memory at all: the question was still answered.
    const saved = await arthur.post('/api/memory-fragments', {
      name: 'An answer',
      text: 'I will say more about this another day.',
      answersQuestion: today,
    });
    expect(saved.statusCode, saved.body).toBe(201);

    expect(await ideas(arthur)).not.toContain(today);
    expect(await moments(arthur)).not.toContain('Your earliest memory');
    // Another person's questions are their own.
    expect(await ideas(ruth)).toContain(today);
    expect(await moments(ruth)).toContain('Your earliest memory');
  });

  it('a question is answered as soon as a recording of the answer is kept, before its words are written down', async () => {
    const arthur = await t.signUp();
    const [today] = await ideas(arthur);
    await record(arthur, today);
    expect(await ideas(arthur)).not.toContain(today);
    expect(await moments(arthur)).not.toContain('Your earliest memory');
  });

  it('a question is answered as soon as an answer to it is saved in an interview, before the interview ends', async () => {
    const arthur = await t.signUp();
    const [today] = await ideas(arthur);
    const started = await arthur.post('/api/interview-sessions', { openingQuestion: today });
    expect(started.statusCode, started.body).toBe(201);
    const { id } = started.json() as { id: string };
    const answered = await arthur.post(`/api/interview-sessions/${id}/answers`, { text: 'Another day.' });
    expect(answered.statusCode, answered.body).toBeLessThan(300);
    expect(await ideas(arthur)).not.toContain(today);
    expect(await moments(arthur)).not.toContain('Your earliest memory');
  });

  it('a memory told of its own accord answers no question by being saved', async () => {
    const arthur = await t.signUp();
    const [today] = await ideas(arthur);
    await arthur.post('/api/memory-fragments', { name: 'Cars', text: 'I will say more another day.' });
    await record(arthur);
    expect(await ideas(arthur)).toContain(today);
  });

  it('an edit cannot say a memory answers a question', async () => {
    const arthur = await t.signUp();
    const [today] = await ideas(arthur);
    const saved = await arthur.post('/api/memory-fragments', { name: 'Cars', text: 'More another day.' });
    const { id, version } = saved.json() as { id: string; version: number };
    const edited = await arthur.put(`/api/memory-fragments/${id}`, {
      name: 'Cars',
      text: 'More another day, I promise.',
      version,
      answersQuestion: today,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await ideas(arthur)).toContain(today);
  });
});

describe('when every idea is answered (decision 206)', () => {
  const nextChapter = async (person: Person) => {
    const answer = await person.post('/api/generate-next-chapter');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as NextChapterResponse;
  };

  it('says every idea is answered, instead of having none to offer', async () => {
    const arthur = await t.signUp();
    expect(await nextChapter(arthur)).toMatchObject({ answeredAll: false });
    // Answer the ideas one by one, as the Dashboard offers them, until none is left.
    for (let round = 0; round < 20; round++) {
      const [idea] = (await nextChapter(arthur)).suggestions;
      if (!idea) break;
      const saved = await arthur.post('/api/memory-fragments', {
        name: `Answer ${round + 1}`,
        text: 'I will say more about this another day.',
        answersQuestion: idea.suggestion,
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    expect(await nextChapter(arthur)).toEqual({ suggestions: [], answeredAll: true });
    // Another person still has every idea to answer.
    expect(await nextChapter(await t.signUp())).toMatchObject({ answeredAll: false });
  });
});

describe('the archive keeps which questions were answered', () => {
  it('a memory and a recording that answered a question still answer it after an export and an import', async () => {
    const arthur = await t.signUp();
    const [first, second] = await ideas(arthur);
    await arthur.post('/api/memory-fragments', {
      name: 'An answer',
      text: 'I will say more about this another day.',
      answersQuestion: first,
    });
    await record(arthur, second);
    await arthur.post('/api/memory-fragments', { name: 'Of its own accord', text: 'Cars, mostly.' });

    const exported = await arthur.get('/api/export-memories');
    expect(exported.statusCode).toBe(200);
    const documents = [...(await readZip(exported.rawPayload))]
      .filter(([name]) => name.endsWith('.json') && !/(manifest|sharing)\.json$/.test(name))
      .map(([, data]) => JSON.parse(data.toString()) as { answersQuestion?: string; source: string });
    expect(documents.map((doc) => doc.answersQuestion ?? null).sort()).toEqual([first, second, null].sort());

    const heir = await t.signUp();
    const imported = await heir.postFile('/api/import-archive', 'memories-archive.zip', exported.rawPayload, {
      type: 'application/zip',
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const heirIdeas = await ideas(heir);
    expect(heirIdeas).not.toContain(first);
    expect(heirIdeas).not.toContain(second);
  });
});

describe('GET /api/dashboard/progress (decision 204)', () => {
  it('counts every memory she adds, a recording as a recording, and fills the ring by a twentieth for each', async () => {
    const arthur = await t.signUp();
    expect(await progress(arthur)).toEqual({
      interviews: 0,
      writtenMemories: 0,
      recordings: 0,
      uploadedFiles: 0,
      total: 0,
      percent: 0,
    });

    await arthur.post('/api/memory-fragments', { name: 'Apprentice', text: 'I left school at fourteen.' });
    expect(await progress(arthur)).toMatchObject({ writtenMemories: 1, total: 1, percent: 5 });

    await record(arthur);
    expect(await progress(arthur)).toMatchObject({ recordings: 1, uploadedFiles: 0, total: 2, percent: 10 });

    const uploaded = await arthur.upload('letters.txt', Buffer.from('Letters from my grandmother Rose.'), {
      type: 'text/plain',
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(await progress(arthur)).toEqual({
      interviews: 0,
      writtenMemories: 1,
      recordings: 1,
      uploadedFiles: 1,
      total: 3,
      percent: 15,
    });
  });

  it('counts only her own memories, and asks who is signed in', async () => {
    const arthur = await t.signUp();
    const ruth = await t.signUp();
    await ruth.post('/api/memory-fragments', { name: 'Ruth', text: 'Her own memory.' });
    expect((await progress(arthur)).total).toBe(0);
    expect((await t.visitor.get('/api/dashboard/progress')).statusCode).toBe(401);
  });
});
