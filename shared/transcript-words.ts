/**
 * The moment of each word of a transcript's sentence (decision 724): the sentence's words as they are now, hers
 * after a correction, matched in order to the words the recogniser heard with their timings. A word she kept has
 * its moment; a word she wrote in place of a misheard one has none, and is heard with its sentence.
 */
import type { TranscriptSegment, TranscriptWord } from './voice.ts';

/** A word of a sentence as it is written now, and its moment in the recording when the recogniser heard it. */
export interface WordMoment {
  word: string;
  startMs?: number;
  endMs?: number;
}

/** What two spellings of a word share: its letters and figures, lower case ("Kraków." and "kraków" are one). */
export const wordKey = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Pairs of places `[i, j]` where `written[i]` and `heard[j]` are the same word, the most of them in order (a longest
 * common subsequence of their keys). A sentence is a few dozen words, so the table is small.
 */
export function matchWords(written: readonly string[], heard: readonly string[]): Array<[number, number]> {
  const a = written.map(wordKey);
  const b = heard.map(wordKey);
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i * cols + j] =
        a[i] && a[i] === b[j]
          ? table[(i + 1) * cols + j + 1]! + 1
          : Math.max(table[(i + 1) * cols + j]!, table[i * cols + j + 1]!);
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] && a[i] === b[j]) pairs.push([i++, j++]);
    else if (table[(i + 1) * cols + j]! >= table[i * cols + j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/**
 * Each word of the sentence's text (split on spaces) with its moment from the recogniser's `words`, or `null` when
 * the recogniser gave no word timings for it (a transcript stored before they were kept, or one a service wrote
 * without them): then the sentence is heard as a whole.
 */
export function wordMoments(segment: Pick<TranscriptSegment, 'text' | 'words'>): WordMoment[] | null {
  const heard: readonly TranscriptWord[] = segment.words ?? [];
  if (heard.length === 0) return null;
  const written = segment.text.split(/\s+/).filter(Boolean);
  const moments: WordMoment[] = written.map((word) => ({ word }));
  for (const [i, j] of matchWords(
    written,
    heard.map((w) => w.word),
  )) {
    const { startMs, endMs } = heard[j]!;
    moments[i] = { word: written[i]!, startMs, endMs };
  }
  return moments;
}
