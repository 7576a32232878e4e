/**
 * A small account gets the same answers as before analyses were stored and the
 * engine moved to worker threads: the pooled engine reading stored analyses
 * answers exactly like the engine in this thread reading the texts itself.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { MemoryForAi } from '../ai-provider.ts';
import { ANALYSIS_READ_CHARS } from '../ai-provider.ts';
import lifeOrderSet from '../eval/life-order.json' with { type: 'json' };
import evalSet from '../eval/memories.json' with { type: 'json' };
import { createOfflineProvider } from '../offline/offline-provider.ts';
import { analyzeMemoryText } from '../offline/readers/analyze.ts';
import { buildMemory, buildProject, sampleMemories } from '../test/build-memory.ts';
import { createAiWorkerPool } from './ai-worker-pool.ts';

const pool = createAiWorkerPool({ size: 1 });
const pooled = createOfflineProvider(pool);
const inThread = createOfflineProvider();
afterAll(() => pool.close());

/** The sample life story plus the evaluation set's memories, none with saved DNA. */
const memories: MemoryForAi[] = [
  ...sampleMemories(),
  ...evalSet.items.slice(0, 20).map((item, i) => buildMemory({ name: `Eval ${i}`, text: item.text })),
];
const withStoredAnalyses = memories.map((memory) => ({
  ...memory,
  analysis: analyzeMemoryText(memory.text.slice(0, ANALYSIS_READ_CHARS)),
}));
const project = buildProject();
const chapters = [{ id: 'c1', title: 'Early years' }];
const themes = [{ id: 't1', theme: 'Family' }];

describe('answers for a small account', () => {
  it('next-chapter ideas and missing moments are unchanged', async () => {
    expect(await pooled.nextChapterSuggestions('account-a', withStoredAnalyses)).toEqual(
      await inThread.nextChapterSuggestions('account-a', memories),
    );
    expect(await pooled.missingMoments('account-a', withStoredAnalyses)).toEqual(
      await inThread.missingMoments('account-a', memories),
    );
  });

  it('chat suggestions and Clio’s replies are unchanged', async () => {
    expect(
      await pooled.projectSuggestions('account-a', project, withStoredAnalyses, chapters, themes),
    ).toEqual(await inThread.projectSuggestions('account-a', project, memories, chapters, themes));
    for (const message of ['Hello Clio', 'What should I write about next?', 'Tell me about Tom']) {
      const input = { project, history: [], message, chapters, themes, applied: [] };
      expect(await pooled.chatReply('account-a', { ...input, memories: withStoredAnalyses })).toEqual(
        await inThread.chatReply('account-a', { ...input, memories }),
      );
    }
  });

  it('a stored analysis is what the engine reads from the text', async () => {
    for (const memory of memories.slice(0, 8)) {
      expect(await pooled.readMemory('account-a', memory.text)).toEqual(analyzeMemoryText(memory.text));
    }
  });

  it('the check of a chapter draft answers the same in a worker', async () => {
    const sources = [
      { kind: 'fragment' as const, id: 'a', text: memories[0]!.text, spoken: false, whenHappened: null },
      {
        kind: 'answer' as const,
        id: 'b',
        text: 'um we we moved in nineteen fifty two',
        spoken: true,
        whenHappened: null,
      },
    ];
    const sentences = [
      { text: 'We moved in 1952.', sources: [{ kind: 'answer' as const, id: 'b' }] },
      { text: 'Harold drove us to Chicago in 1953.', sources: [{ kind: 'fragment' as const, id: 'a' }] },
    ];
    const checked = await pooled.checkDraftSentences('account-a', sentences, sources);
    expect(checked).toEqual(await inThread.checkDraftSentences('account-a', sentences, sources));
    expect(checked[0]).toEqual([]);
    expect(checked[1]).toEqual(expect.arrayContaining(['Harold', 'Chicago', '1953']));
  });

  it("a chapter's checklist is the same in a worker thread", async () => {
    const chapter = {
      title: 'Early years',
      memories: memories.slice(0, 5).map((memory) => ({
        name: memory.name,
        text: memory.text,
        whenHappened: memory.whenHappened,
        whereHappened: memory.whereHappened,
        peopleInvolved: memory.peopleInvolved,
      })),
    };
    const needs = await pooled.chapterNeeds('account-a', [chapter, { title: 'Empty', memories: [] }]);
    expect(needs).toEqual(
      await inThread.chapterNeeds('account-a', [chapter, { title: 'Empty', memories: [] }]),
    );
    expect(needs[1]!.memories).toBe(0);
  });

  it('the dates "Your life in order" flags are the same in a worker thread, all in one operation', async () => {
    // The written life of the evaluation, as the view hands it over: each memory's words and the year read.
    const life = lifeOrderSet.memories.map((memory) => ({
      text: memory.text,
      whenHappened:
        ('readAs' in memory ? memory.readAs : undefined) ?? analyzeMemoryText(memory.text).whenHappened,
      readWhen: null,
      answer: 'answer' in memory && memory.answer === true,
    }));
    const checked = await pooled.checkDates('account-a', life, null);
    expect(checked).toEqual(await inThread.checkDates('account-a', life, null));
    expect(checked.birth).toEqual({ year: 1941, from: 'memory' });
    expect(checked.flags).toHaveLength(life.length);
    expect(checked.flags.filter((flags) => flags.length > 0).length).toBeGreaterThan(0);
    expect(await pooled.checkDates('account-a', life, '1939-05-01')).toMatchObject({
      birth: { year: 1939, from: 'profile' },
    });
  });
});
