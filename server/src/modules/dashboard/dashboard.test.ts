import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAiEngine } from '#server/ai/ai-engine.ts';
import type { AiProvider, MemoryForAi } from '#server/ai/ai-provider.ts';
import { ANALYSIS_READ_CHARS } from '#server/ai/ai-provider.ts';
import { analyzeMemoryText } from '#server/ai/offline/readers/analyze.ts';
import { memoryFragments, uploadedFiles } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The real engine, with a record of which memories each dashboard question was asked about. */
const engine = createAiEngine({ timeoutMs: 20_000, log: { info: () => {}, warn: () => {} } });
const asked: { operation: 'nextChapter' | 'missingMoments'; memoryIds: string[] }[] = [];
const recordingAi: AiProvider = {
  analyzeMemory: (account, text) => engine.analyzeMemory(account, text),
  readMemory: (account, text) => engine.readMemory(account, text),
  nextChapterSuggestions: (account, memories: MemoryForAi[]) => {
    asked.push({ operation: 'nextChapter', memoryIds: memories.map((memory) => memory.id).sort() });
    return engine.nextChapterSuggestions(account, memories);
  },
  missingMoments: (account, memories: MemoryForAi[]) => {
    asked.push({ operation: 'missingMoments', memoryIds: memories.map((memory) => memory.id).sort() });
    return engine.missingMoments(account, memories);
  },
  projectSuggestions: (...args) => engine.projectSuggestions(...args),
  planChapters: (...args) => engine.planChapters(...args),
  draftChapter: (...args) => engine.draftChapter(...args),
  writeChapter: (...args) => engine.writeChapter(...args),
  checkDraftSentences: (...args) => engine.checkDraftSentences(...args),
  chapterNeeds: (...args) => engine.chapterNeeds(...args),
  cleanCopy: (...args) => engine.cleanCopy(...args),
  checkDates: (...args) => engine.checkDates(...args),
  chatReply: (account, input) => engine.chatReply(account, input),
  interviewFollowUp: (input) => engine.interviewFollowUp(input),
  transcribe: (audioPath) => engine.transcribe(audioPath),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ai: recordingAi });
});
afterAll(() => t.close());
beforeEach(() => {
  asked.length = 0;
});

const generate = (path: 'next-chapter' | 'missing-moments', cookie?: string) =>
  (cookie ? t.as(cookie) : t.visitor).post(`/api/generate-${path}`);

/** What the app stores with a memory's text when it is written (docs/decisions/522). */
const stored = (text: string) => analyzeMemoryText(text.slice(0, ANALYSIS_READ_CHARS));

async function addMemory(userId: string, name: string, text: string, topics: string[] = []) {
  const [row] = await t.db
    .insert(memoryFragments)
    .values({ userId, name, text, topics, analysis: stored(text) })
    .returning();
  return row!;
}

async function addFile(userId: string, title: string, content: string, status: 'ready' | 'processing') {
  const [row] = await t.db
    .insert(uploadedFiles)
    .values({
      userId,
      title,
      content,
      status,
      analysis: stored(content),
      originalName: `${title}.txt`,
      mimeType: 'text/plain',
      sizeBytes: content.length,
      storageKey: `test/${title}`,
    })
    .returning();
  return row!;
}

const count = (operation: 'nextChapter' | 'missingMoments') =>
  asked.filter((entry) => entry.operation === operation).length;

describe('POST /api/generate-next-chapter and /api/generate-missing-moments', () => {
  it('answer with ideas and their topics, and with missing moments, from her memories and ready files', async () => {
    const { cookie, user } = await t.signUp();
    const memory = await addMemory(
      user.id,
      'Summers at the lake',
      'Every July my father Tom took us to Lake Tahoe to fish. I was seven the first summer.',
      ['Family', 'Childhood'],
    );
    const file = await addFile(
      user.id,
      'letters',
      'Letters from my grandmother Rose about the farm in Ohio.',
      'ready',
    );
    await addFile(user.id, 'recording', '', 'processing');

    const chapters = await generate('next-chapter', cookie);
    expect(chapters.statusCode, chapters.body).toBe(200);
    const { suggestions } = chapters.json();
    expect(suggestions.length).toBeGreaterThan(0);
    for (const item of suggestions) {
      expect(Object.keys(item).sort()).toEqual(['suggestion', 'topics']);
      expect(typeof item.suggestion).toBe('string');
      expect(item.suggestion.trim()).not.toBe('');
      expect(Array.isArray(item.topics)).toBe(true);
    }

    const moments = await generate('missing-moments', cookie);
    expect(moments.statusCode).toBe(200);
    expect(Object.keys(moments.json())).toEqual(['missingMoments']);
    const { missingMoments } = moments.json();
    expect(missingMoments.length).toBeGreaterThan(0);
    for (const moment of missingMoments) expect(typeof moment).toBe('string');

    // Only what has text is read: the recording still being transcribed is left out.
    expect(asked).toEqual([
      { operation: 'nextChapter', memoryIds: [memory.id, file.id].sort() },
      { operation: 'missingMoments', memoryIds: [memory.id, file.id].sort() },
    ]);
  });

  it('answer for a person with no memories yet', async () => {
    const { cookie } = await t.signUp();
    const chapters = await generate('next-chapter', cookie);
    expect(chapters.statusCode, chapters.body).toBe(200);
    expect(Array.isArray(chapters.json().suggestions)).toBe(true);
    const moments = await generate('missing-moments', cookie);
    expect(moments.statusCode).toBe(200);
    expect(Array.isArray(moments.json().missingMoments)).toBe(true);
  });

  it('answer a repeated visit from the cache, and compute again after a new, changed or deleted memory', async () => {
    const { cookie, user } = await t.signUp();
    await addMemory(user.id, 'First job', 'In 1965 I started at the bakery on Main Street in Dayton.', [
      'Career',
    ]);

    const first = (await generate('next-chapter', cookie)).json();
    const firstMoments = (await generate('missing-moments', cookie)).json();
    expect((await generate('next-chapter', cookie)).json()).toEqual(first);
    expect((await generate('missing-moments', cookie)).json()).toEqual(firstMoments);
    expect([count('nextChapter'), count('missingMoments')]).toEqual([1, 1]);

    const added = await addMemory(user.id, 'Wedding', 'I married Helen in June 1970 at St. Mary’s church.', [
      'Marriage',
    ]);
    await generate('next-chapter', cookie);
    await generate('missing-moments', cookie);
    expect([count('nextChapter'), count('missingMoments')]).toEqual([2, 2]);
    expect(asked.at(-1)!.memoryIds).toContain(added.id);

    // Changing the text, even without touching updated_at, is a change.
    await t.db
      .update(memoryFragments)
      .set({ text: 'We married in the rain.', analysis: stored('We married in the rain.') })
      .where(eq(memoryFragments.id, added.id));
    await generate('next-chapter', cookie);
    expect(count('nextChapter')).toBe(3);

    await t.db.delete(memoryFragments).where(eq(memoryFragments.id, added.id));
    await generate('next-chapter', cookie);
    expect(count('nextChapter')).toBe(4);
    expect(asked.at(-1)!.memoryIds).not.toContain(added.id);

    await generate('next-chapter', cookie);
    expect(count('nextChapter')).toBe(4);
  });

  it('keep each person’s answers to their own memories', async () => {
    const ann = await t.signUp();
    const bob = await t.signUp();
    const annMemory = await addMemory(
      ann.user.id,
      'Paris',
      'In 1962 I studied painting in Paris with my friend Claire.',
      ['Travel'],
    );
    const bobMemory = await addMemory(
      bob.user.id,
      'The navy',
      'I served on a destroyer in the Pacific in 1968.',
      ['Career'],
    );

    await generate('missing-moments', ann.cookie);
    await generate('missing-moments', bob.cookie);
    expect(asked).toEqual([
      { operation: 'missingMoments', memoryIds: [annMemory.id] },
      { operation: 'missingMoments', memoryIds: [bobMemory.id] },
    ]);

    // Bob adding a memory does not touch Ann's cached answer.
    await addMemory(bob.user.id, 'Coming home', 'I came home to Boston in 1970.', ['Family']);
    await generate('missing-moments', ann.cookie);
    expect(count('missingMoments')).toBe(2);
  });

  it('refuse a visitor who is not signed in with 401', async () => {
    expect((await generate('next-chapter')).statusCode).toBe(401);
    expect((await generate('missing-moments')).statusCode).toBe(401);
  });
});
