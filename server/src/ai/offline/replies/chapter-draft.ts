/**
 * "Draft this Chapter" offline: a chapter composed only from the storyteller's own words (issue 13,
 * docs/decisions/902). The memories' text is laid out in the chapter's order (her life's order, by their Memory
 * DNA's years, unless she set her own: docs/decisions/911), in paragraphs, each paragraph carrying the memory it
 * came from, cut by the one sentence splitter and paragrapher (docs/decisions/672): a writer's paragraphs are kept,
 * speech is cut at sentence ends. Spoken words lose their fillers, false starts and doubled words; nothing is
 * rephrased and no sentence is added. `ungroundedSentences` checks that promise.
 */

import type { DraftSourceMemory } from '#server/ai/ai-provider.ts';
import type { DraftParagraph } from '#shared/manuscript.ts';
import { sentenceCase } from '../clean-copy/capitals.ts';
import { cleanSpokenWords } from '../clean-copy/fillers.ts';
import { paragraphsOf, sentencesOf } from '../clean-copy/sentences.ts';

/**
 * What the person said or wrote, ready to be laid out: spoken words cleaned (fillers, broken-off and doubled words)
 * with a capital at each sentence's start, typed words as they are. The full clean copy (docs/decisions/671) is
 * `cleanCopyOffline`; which of the two a draft uses is her choice, kept with the memory.
 */
export function ownWords(memory: Pick<DraftSourceMemory, 'text' | 'spoken'>): string {
  if (!memory.spoken) return memory.text.replace(/\r\n?/g, '\n').trim();
  return memory.text
    .split(/\n\s*\n/)
    .map((block) => sentenceCase(cleanSpokenWords(block)))
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The chapter in the person's own words: every memory with text, in the chapter's order (her life's order
 * unless she set her own, docs/decisions/911), in paragraphs.
 */
export function draftChapterOffline(memories: DraftSourceMemory[]): DraftParagraph[] {
  const paragraphs: DraftParagraph[] = [];
  for (const memory of memories) {
    const source = { kind: memory.kind, id: memory.id };
    for (const text of paragraphsOf(ownWords(memory), memory.spoken))
      paragraphs.push({ text, sources: [source] });
  }
  return paragraphs;
}

/** Letters and digits only, lower case, single spaces: how sentences are compared with their sources. */
export function comparable(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim();
}

/**
 * The groundedness check: every sentence of a draft must be found, word for word, in the memories its
 * paragraph names, after the same cleaning of spoken words (letter case and punctuation aside). Answers
 * the sentences that are not; an empty list means the draft holds only the person's own words.
 */
export function ungroundedSentences(
  paragraphs: readonly DraftParagraph[],
  memories: readonly DraftSourceMemory[],
): string[] {
  const sources = new Map(memories.map((m) => [`${m.kind}:${m.id}`, comparable(ownWords(m))]));
  const missing: string[] = [];
  for (const paragraph of paragraphs) {
    const cited = paragraph.sources.map((s) => sources.get(`${s.kind}:${s.id}`) ?? '');
    for (const sentence of sentencesOf(paragraph.text)) {
      const words = comparable(sentence);
      if (!words) continue;
      if (!cited.some((source) => ` ${source} `.includes(` ${words} `))) missing.push(sentence);
    }
  }
  return missing;
}
