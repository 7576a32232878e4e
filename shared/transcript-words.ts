/**
 * The moment of each word of a transcript's sentence (decision 724): the sentence's words as they are now, hers
 * after a correction, matched in order to the words the recogniser heard with their timings. A word she kept has
 * its moment; a word she wrote in place of a misheard one has none, and is heard with its sentence.
 */
import type { TranscriptSegment, TranscriptWord } from './voice.ts';

/** A word of a sentence as it is written now, and its moment in the recording when the recogniser heard it. */
interface WordMoment {
  word: string;
  startMs?: number;
  endMs?: number;
}

/** What two spellings of a word share: its letters and figures, lower case ("Kraków." and "kraków" are one). */
export const wordKey = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The most cells the word diff's table may have (4 MB): a sentence she corrected is far smaller. */
const MOST_CELLS = 1_000_000;

/**
 * Pairs of places `[i, j]` where `written[i]` and `heard[j]` are the same word, in order: the words the two share at
 * the start and at the end, and between them the most matches in order (a longest common subsequence of their keys).
 * A correction changes a few words of a sentence, so what is left between is small; should it not be (a whole
 * recording read as one sentence, rewritten), each word is matched to the next of the few heard words after it.
 */
export function matchWords(written: readonly string[], heard: readonly string[]): Array<[number, number]> {
  const a = written.map(wordKey);
  const b = heard.map(wordKey);
  const same = (i: number, j: number) => a[i] !== '' && a[i] === b[j];
  let head = 0;
  while (head < a.length && head < b.length && same(head, head)) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && same(a.length - 1 - tail, b.length - 1 - tail))
    tail++;
  const pairs: Array<[number, number]> = [];
  for (let k = 0; k < head; k++) pairs.push([k, k]);
  const middle = matchBetween(a, b, head, a.length - tail, head, b.length - tail);
  pairs.push(...middle);
  for (let k = tail; k > 0; k--) pairs.push([a.length - k, b.length - k]);
  return pairs;
}

/** The matches of `a[fromA, toA)` and `b[fromB, toB)`, in order. */
function matchBetween(
  a: readonly string[],
  b: readonly string[],
  fromA: number,
  toA: number,
  fromB: number,
  toB: number,
): Array<[number, number]> {
  const rows = toA - fromA + 1;
  const cols = toB - fromB + 1;
  const pairs: Array<[number, number]> = [];
  const same = (i: number, j: number) => a[i] !== '' && a[i] === b[j];
  if (rows * cols > MOST_CELLS) {
    let j = fromB;
    for (let i = fromA; i < toA && j < toB; i++) {
      const found = b.slice(j, Math.min(toB, j + 6)).findIndex((_, k) => same(i, j + k));
      if (found >= 0) {
        pairs.push([i, j + found]);
        j += found + 1;
      }
    }
    return pairs;
  }
  // table[r * cols + c]: the most matches of a[fromA + r …] and b[fromB + c …].
  const table = new Uint32Array(rows * cols);
  for (let r = rows - 2; r >= 0; r--)
    for (let c = cols - 2; c >= 0; c--)
      table[r * cols + c] = same(fromA + r, fromB + c)
        ? table[(r + 1) * cols + c + 1]! + 1
        : Math.max(table[(r + 1) * cols + c]!, table[r * cols + c + 1]!);
  let r = 0;
  let c = 0;
  while (r < rows - 1 && c < cols - 1) {
    if (same(fromA + r, fromB + c)) pairs.push([fromA + r++, fromB + c++]);
    else if (table[(r + 1) * cols + c]! >= table[r * cols + c + 1]!) r++;
    else c++;
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
