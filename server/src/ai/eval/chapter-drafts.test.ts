import { describe, expect, it } from 'vitest';
import { draftChapterOffline } from '../offline/replies/chapter-draft.ts';
import { addScores, NO_SCORE, scoreOfflineDraft } from './chapter-draft-score.ts';
import { evalChapters, evalProjectCount } from './chapter-drafts.ts';

describe('chapter-draft evaluation set', () => {
  const chapters = evalChapters();

  it('has at least 8 projects of 2 to 3 chapters, 3 to 8 memories each, with spoken transcripts', () => {
    expect(evalProjectCount).toBeGreaterThanOrEqual(8);
    for (const chapter of chapters) expect(chapter.memories.length).toBeGreaterThanOrEqual(3);
    for (const chapter of chapters) expect(chapter.memories.length).toBeLessThanOrEqual(8);
    const spoken = chapters.flatMap((c) => c.memories).filter((m) => m.spoken);
    expect(spoken.filter((m) => /\b(um|uh)\b/.test(m.text)).length).toBeGreaterThanOrEqual(20);
  });

  it('offline drafts are wholly grounded and use every memory', () => {
    const total = chapters.reduce(
      (sum, chapter) =>
        addScores(sum, scoreOfflineDraft(draftChapterOffline(chapter.memories), chapter.memories)),
      NO_SCORE,
    );
    expect(total.failures).toEqual([]);
    expect(total.grounded).toBe(total.sentences);
    expect(total.used).toBe(total.memories);
  });
});
