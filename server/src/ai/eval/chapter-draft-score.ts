/**
 * Scoring of chapter drafts (used by `npm run eval:ai`, docs/decisions/904).
 *
 * - Groundedness: the share of a draft's sentences that pass the check against the memories they cite.
 *   An offline draft must also be the person's own words: each sentence found whole in a cited memory
 *   after the cleaning of spoken words (ungroundedSentences). Clio's sentences are her wording, so for
 *   her drafts only the facts are checked (every name, place, date, number and quote in the cited memories).
 * - Recall: the share of the chapter's memories with words that the draft uses (cites at least once).
 */
import type { DraftParagraph } from '#shared/manuscript.ts';
import type { DraftSourceMemory, WrittenChapter } from '../ai-provider.ts';
import { sentencesOf } from '../offline/clean-copy/sentences.ts';
import { ungroundedSentences } from '../offline/replies/chapter-draft.ts';
import { checkDraftSentences } from '../worker/draft-check.ts';

export interface DraftScore {
  sentences: number;
  grounded: number;
  memories: number;
  used: number;
  /** Each sentence that failed, with what was not found. */
  failures: string[];
}

export const NO_SCORE: DraftScore = { sentences: 0, grounded: 0, memories: 0, used: 0, failures: [] };

export function addScores(a: DraftScore, b: DraftScore): DraftScore {
  return {
    sentences: a.sentences + b.sentences,
    grounded: a.grounded + b.grounded,
    memories: a.memories + b.memories,
    used: a.used + b.used,
    failures: [...a.failures, ...b.failures],
  };
}

function recall(cited: Iterable<{ kind: string; id: string }>, memories: readonly DraftSourceMemory[]) {
  const used = new Set([...cited].map((ref) => `${ref.kind}:${ref.id}`));
  const withWords = memories.filter((memory) => memory.text.trim());
  return { memories: withWords.length, used: withWords.filter((m) => used.has(`${m.kind}:${m.id}`)).length };
}

/** An offline draft: each sentence must be the person's words and pass the check of facts. */
export function scoreOfflineDraft(paragraphs: DraftParagraph[], memories: DraftSourceMemory[]): DraftScore {
  const sentences = paragraphs.flatMap((paragraph) =>
    sentencesOf(paragraph.text).map((text) => ({ text, sources: paragraph.sources })),
  );
  const missing = checkDraftSentences(sentences, memories);
  const failures: string[] = [];
  sentences.forEach((sentence, i) => {
    const notOwnWords = ungroundedSentences([{ text: sentence.text, sources: sentence.sources }], memories);
    const reasons = [...missing[i]!, ...(notOwnWords.length > 0 ? ['not the person’s own words'] : [])];
    if (reasons.length > 0) failures.push(`${sentence.text}  [${reasons.join(', ')}]`);
  });
  return {
    sentences: sentences.length,
    grounded: sentences.length - failures.length,
    ...recall(
      paragraphs.flatMap((paragraph) => paragraph.sources),
      memories,
    ),
    failures,
  };
}

/** Clio's draft: each sentence's facts must be in the memories it cites. `missing` is the check's answer. */
export function scoreWrittenDraft(
  written: WrittenChapter,
  missing: readonly string[][],
  memories: DraftSourceMemory[],
): DraftScore {
  const sentences = written.paragraphs.flatMap((paragraph) => paragraph.sentences);
  const failures = sentences.flatMap((sentence, i) =>
    (missing[i] ?? []).length > 0 ? [`${sentence.text}  [${missing[i]!.join(', ')}]`] : [],
  );
  return {
    sentences: sentences.length,
    grounded: sentences.length - failures.length,
    ...recall(
      sentences.flatMap((sentence) => sentence.sources),
      memories,
    ),
    failures,
  };
}
