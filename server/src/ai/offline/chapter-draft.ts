/**
 * "Draft this Chapter" offline: a chapter composed only from the storyteller's own words (issue 13,
 * docs/decisions/902). The memories' text is laid out in the chapter's order (her life's order, by
 * their Memory DNA's years, unless she set her own: docs/decisions/911), in paragraphs, each
 * paragraph carrying the memory it came from. Spoken words lose their fillers, false starts and doubled
 * words; nothing is rephrased and no sentence is added. `ungroundedSentences` checks that promise.
 */
import type { DraftParagraph, MemoryRef } from '#shared/manuscript.ts';
import { dropFillers, sayRepeatsOnce } from './transcript.ts';

/** One memory of a chapter, as the draft reads it. */
export interface DraftSourceMemory extends MemoryRef {
  text: string;
  /** A recording's transcript or a spoken interview answer: cleaned of what speech adds. */
  spoken: boolean;
  /** Memory DNA's when (what the person saved, else what was read from the text). */
  whenHappened: string | null;
}

/** A paragraph of a memory longer than this many sentences, with no breaks of its own, is split. */
const SENTENCES_PER_PARAGRAPH = 5;

/** "I went to, I went to the fair" and "we w- we went": the words said again after a start that broke off. */
const CUT_OFF_WORD = /(^|\s)[\p{L}']+-(?=\s)/gu;
const DASH_RESTART = /\s+(?:--|—)\s+/g;

/**
 * Spoken words as the person meant them: "um", "uh" and a filler "you know" gone, a word broken off
 * ("w-") and the words said twice in a row once. Nothing else changes.
 */
export function cleanSpokenWords(text: string): string {
  let cleaned = dropFillers(text.replace(/\s+/g, ' '));
  cleaned = cleaned.replace(CUT_OFF_WORD, '$1').replace(DASH_RESTART, ' ');
  cleaned = sayRepeatsOnce(cleaned);
  return cleaned
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/([,;:])(?=[,.!?;:])/g, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[,;:\s]+/, '')
    .trim();
}

/** The first letter of each sentence in capitals: a recogniser writes none. */
function sentenceCapitals(text: string): string {
  return text.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_m, stop: string, c: string) => stop + c.toUpperCase());
}

/** A text's sentences, each ending with its own stop (the last may have none). */
export function sentencesOf(text: string): string[] {
  const sentences = text.match(/[^.!?]+(?:[.!?]+["'”’)]*|$)/g) ?? [];
  return sentences.map((s) => s.trim()).filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** A memory's own paragraphs: its blank-line breaks, and a long run of sentences split into readable parts. */
function paragraphsOf(text: string): string[] {
  const paragraphs: string[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const sentences = sentencesOf(block.replace(/\s+/g, ' '));
    for (let i = 0; i < sentences.length; i += SENTENCES_PER_PARAGRAPH) {
      paragraphs.push(sentences.slice(i, i + SENTENCES_PER_PARAGRAPH).join(' '));
    }
  }
  return paragraphs;
}

/** What the person said or wrote, ready to be laid out: spoken words cleaned, typed words as they are. */
export function ownWords(memory: Pick<DraftSourceMemory, 'text' | 'spoken'>): string {
  if (!memory.spoken) return memory.text.replace(/\r\n?/g, '\n').trim();
  return memory.text
    .split(/\n\s*\n/)
    .map((block) => sentenceCapitals(cleanSpokenWords(block)))
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
    for (const text of paragraphsOf(ownWords(memory))) paragraphs.push({ text, sources: [source] });
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
