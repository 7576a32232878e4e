/**
 * The review's attack (issue 31, N1): a spoken interview answer whose automatic words are garbled, with Memory DNA
 * the engine invented from them, released with "Release everything so far". The family hears the answer but
 * reads none of its words and no when, where or who until the storyteller checks them (decision 811).
 */
import fs from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uncheckedWordsSentence } from '#shared/family.ts';
import type { InterviewSession } from '#shared/interview-sessions.ts';
import type { Interview } from '#shared/interviews.ts';
import { aiProviderWith } from '../../../test/ai-provider-stand-in.ts';
import { createProject } from '../../../test/factories.ts';
import { convertToWebm, makeSpeechWav, tempDir } from '../../../test/fixtures/samples.ts';
import { eventually } from '../../../test/fixtures/upload-helpers.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';

/** What the recogniser made of the answer, and the place it invented from it. */
const GARBLED =
  'op’s party honest when it would not stop you are used on top would spot on top and used it on michael';
const EMPTY_DNA = { whenHappened: null, whereHappened: null, peopleInvolved: [], topics: [] };
const INVENTED_DNA = {
  whenHappened: 'in 1952',
  whereHappened: 'Michael',
  peopleInvolved: ['Michael'],
  topics: [],
};

let t: TestApp;
let samplesDir: string;
let webm: Buffer;

beforeAll(async () => {
  const read = async (_account: string, text: string) =>
    text.includes('michael') ? INVENTED_DNA : EMPTY_DNA;
  const ai = aiProviderWith({
    analyzeMemory: read,
    readMemory: read,
    interviewFollowUp: async () => null,
    transcribe: async () => ({ text: GARBLED, segments: [] }),
  });
  t = await createTestApp({ ai });
  samplesDir = await tempDir();
  webm = await convertToWebm(await makeSpeechWav('I grew up by the sea.', samplesDir), samplesDir);
});
afterAll(async () => {
  await t?.close();
  if (samplesDir) await fs.rm(samplesDir, { recursive: true, force: true });
});

const sessions = '/api/interview-sessions';

/** Answers the question being asked by speaking, as the browser's recorder sends it; waits for its words. */
async function speak(person: Person, sessionId: string) {
  const started = await person.post(`${sessions}/${sessionId}/recordings`, { mimeType: 'audio/webm' });
  expect(started.statusCode, started.body).toBe(201);
  const recordingId = started.json().id as string;
  const sent = await t.app.inject({
    method: 'PUT',
    url: `${sessions}/${sessionId}/recordings/${recordingId}/chunks/0`,
    headers: { cookie: person.cookie, 'content-type': 'application/octet-stream' },
    payload: webm,
  });
  expect(sent.statusCode, sent.body).toBe(204);
  const finished = await person.post(`${sessions}/${sessionId}/recordings/${recordingId}/finish`, {
    durationMs: 3000,
  });
  expect(finished.statusCode, finished.body).toBe(201);
  const answerId = (finished.json() as InterviewSession).answers.at(-1)!.id;
  await eventually(async () => {
    const now = (await person.get(`${sessions}/${sessionId}`)).json() as InterviewSession;
    return now.answers.find((answer) => answer.id === answerId)?.status === 'ready' ? true : undefined;
  }, 60_000);
  return answerId;
}

it('a spoken answer’s unchecked words reach the family only after the storyteller checks them', async () => {
  const owner = await t.signUp();
  const member = await t.signUp();
  const stranger = await t.signUp();
  const added = await owner.post('/api/family/members', { email: member.email, role: 'reader' });
  const token = new URL(added.json().inviteLink).pathname.split('/').pop();
  expect((await member.post('/api/family/invitations/accept', { token })).statusCode).toBe(200);

  // An interview: one answer spoken (written down automatically, garbled), one typed.
  const session = (await owner.post(sessions, { topics: ['Childhood'] })).json() as InterviewSession;
  const spokenId = await speak(owner, session.id);
  expect((await owner.post(`${sessions}/${session.id}/next`)).statusCode).toBe(200);
  const typed = await owner.post(`${sessions}/${session.id}/answers`, {
    text: 'We had a dog called Biscuit.',
  });
  expect(typed.statusCode, typed.body).toBeLessThan(300);
  const typedId = (typed.json() as InterviewSession).answers.at(-1)!.id;
  expect((await owner.post(`${sessions}/${session.id}/finish`)).statusCode).toBe(200);

  const project = await createProject(owner);
  const chapter = (
    await owner.post(`/api/memoir-projects/${project.id}/chapters`, { title: 'By the sea' })
  ).json();
  await owner.post(`/api/memoir-projects/${project.id}/chapters/${chapter.id}/memories`, {
    memories: [
      { kind: 'answer', id: spokenId },
      { kind: 'answer', id: typedId },
    ],
  });
  const released = await owner.post('/api/family/releases/everything', {});
  expect(released.statusCode, released.body).toBe(200);

  const read = async () => {
    const stories = (await member.get(`/api/shared-with-me/${owner.user.id}`)).json();
    const chapterView = await member.get(`/api/shared-with-me/${owner.user.id}/chapters/${chapter.id}`);
    expect(chapterView.statusCode, chapterView.body).toBe(200);
    const byId = (id: string) => stories.memories.find((memory: { id: string }) => memory.id === id);
    return { stories, spoken: byId(spokenId), typed: byId(typedId), chapter: chapterView.json() };
  };

  const before = await read();
  expect(before.spoken).toMatchObject({
    text: '',
    wordsNote: uncheckedWordsSentence(true),
    audioUrl: expect.stringContaining(spokenId),
    whenHappened: null,
    whereHappened: null,
    peopleInvolved: [],
  });
  expect(before.typed).toMatchObject({ text: 'We had a dog called Biscuit.', wordsNote: null });
  expect(before.chapter.paragraphs).toEqual([{ text: 'We had a dog called Biscuit.' }]);
  for (const answer of [before.stories, before.chapter])
    expect(JSON.stringify(answer)).not.toMatch(/michael|1952|honest when/i);

  // The storyteller's own list says which words wait for the check.
  const [interview] = (await owner.get('/api/interviews')).json() as Interview[];
  expect(interview!.answers.map((answer) => [answer.id, answer.wordsChecked])).toEqual([
    [spokenId, false],
    [typedId, true],
  ]);

  // Nobody else may check the storyteller’s words.
  const check = `/api/interviews/${session.id}/answers/${spokenId}/transcript-check`;
  expect((await stranger.post(check)).statusCode).toBe(404);
  expect((await member.post(check)).statusCode).toBe(404);
  expect((await read()).spoken.text).toBe('');

  const checked = await owner.post(check);
  expect(checked.statusCode, checked.body).toBe(200);
  expect(checked.json()).toMatchObject({ id: spokenId, wordsChecked: true, text: GARBLED });

  const after = await read();
  expect(after.spoken).toMatchObject({ text: GARBLED, wordsNote: null, whereHappened: 'Michael' });
  expect(after.chapter.paragraphs).toEqual([{ text: GARBLED }, { text: 'We had a dog called Biscuit.' }]);
}, 120_000);

it('an answer still being written down cannot be checked yet', async () => {
  const owner = await t.signUp();
  const session = (await owner.post(sessions, { topics: ['Childhood'] })).json() as InterviewSession;
  const spokenId = await speak(owner, session.id);
  await t.pool.query(`update interview_answers set status = 'processing', text = '' where id = $1`, [
    spokenId,
  ]);
  const refused = await owner.post(`/api/interviews/${session.id}/answers/${spokenId}/transcript-check`);
  expect(refused.statusCode, refused.body).toBe(422);
  expect(refused.json().message).toBe(
    'This answer is still being written down. Please check its words once they are ready.',
  );
}, 60_000);
