/**
 * Scoring of the clean copy (used by `npm run eval:ai`, issue 32, docs/decisions/671) against a clean copy made by
 * hand for each item of server/src/ai/eval/clean-copy.json (and the held-back clean-copy-held-back-3.json):
 * - fillers removed: of the fillers ("um", "uh", "er", "you know", "I mean" …) the hand-made copy removes, the
 *   share the clean copy removes too (goal ≥ 0.98);
 * - content words kept: of the words the hand-made copy keeps (letter case aside), the share the clean copy has
 *   (goal ≥ 0.99);
 * - sentence boundaries on unpunctuated speech: precision, recall and F1 of where sentences end, the words of
 *   both copies aligned (goal F1 ≥ 0.90); the end of the text is not counted;
 * - proper-noun capitals: of the known names the hand-made copy writes, the share the clean copy writes with the
 *   same capitals (goal ≥ 0.95);
 * - sentences split after an abbreviation: sentences or paragraphs of the clean copy that end on "Mrs.", "Dr.",
 *   an initial … with more of the text after them (goal 0).
 */

import { cleanCopyPieces } from '#shared/clean-copy-pieces.ts';
import { escapeRegExp } from '#shared/proposal.ts';
import { type CleanCopyInput, cleanCopyOffline, type TimedWord } from '../offline/clean-copy/clean-copy.ts';
import { sentencesOf } from '../offline/clean-copy/sentences.ts';

export interface CleanCopyItem {
  id: string;
  source: string;
  spoken: boolean;
  knownNames: string[];
  text: string;
  clean: string;
  /** Her words with the recording's pauses: "|" a long one (900 ms), "/" a short one (400 ms). */
  timing?: string;
}

export interface CleanCopyCounts {
  fillers: number;
  fillersRemoved: number;
  contentWords: number;
  contentKept: number;
  boundariesMade: number;
  boundariesWanted: number;
  boundariesRight: number;
  names: number;
  namesRight: number;
  abbreviationSplits: number;
}

export const NO_COUNTS: CleanCopyCounts = {
  fillers: 0,
  fillersRemoved: 0,
  contentWords: 0,
  contentKept: 0,
  boundariesMade: 0,
  boundariesWanted: 0,
  boundariesRight: 0,
  names: 0,
  namesRight: 0,
  abbreviationSplits: 0,
};

export function addCounts(a: CleanCopyCounts, b: CleanCopyCounts): CleanCopyCounts {
  const sum = { ...a };
  for (const key of Object.keys(sum) as (keyof CleanCopyCounts)[]) sum[key] += b[key];
  return sum;
}

/** The recording's words and timings from an item's marked text: 280 ms a word, 120 ms between, pauses marked. */
export function timedWordsOf(timing: string): TimedWord[] {
  const words: TimedWord[] = [];
  let at = 0;
  for (const part of timing.split(/\s+/).filter(Boolean)) {
    if (part === '|' || part === '/') {
      at += part === '|' ? 900 : 400;
      continue;
    }
    words.push({ word: part, startMs: at, endMs: at + 280 });
    at += 400;
  }
  return words;
}

export function inputOf(item: CleanCopyItem): CleanCopyInput {
  return {
    text: item.text,
    spoken: item.spoken,
    knownNames: item.knownNames,
    ...(item.timing ? { words: timedWordsOf(item.timing) } : {}),
  };
}

/** Fillers as one or two words, compared in lower case. */
const ONE_WORD_FILLERS = /^(?:u+m+|u+h+|e+r+m*|h+m+|a+h+)$/;
const TWO_WORD_FILLERS = new Set(['you know', 'i mean']);

/** The words of a text, lower case, letters and digits only, with whether a sentence ends after each. */
function wordsOf(text: string): { word: string; ends: boolean }[] {
  const out: { word: string; ends: boolean }[] = [];
  for (const sentence of text.split(/\n\s*\n/).flatMap(sentencesOf)) {
    const words = sentence
      .toLowerCase()
      .replace(/[’]/g, "'")
      .split(/[^\p{L}\p{N}'-]+/u)
      .map((w) => w.replace(/^['-]+|['-]+$/g, ''))
      .filter(Boolean);
    words.forEach((word, k) => {
      out.push({ word, ends: k === words.length - 1 });
    });
  }
  return out;
}

/** Pairs of indices of equal words in `a` and `b`, in order (longest common subsequence). */
function alignWords(a: readonly string[], b: readonly string[]): Array<[number, number]> {
  const n = a.length;
  const m = b.length;
  const table = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[i]![j] =
        a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/** For each filler of her words (by position), whether a copy removed it. */
function fillersRemovedBy(own: string, copy: string): Map<number, boolean> {
  const removed = new Map<number, boolean>();
  let at = 0;
  for (const piece of cleanCopyPieces(own, copy)) {
    const words = piece.ownWords.toLowerCase().match(/[\p{L}']+/gu) ?? [];
    const kept = new Set((piece.clean.toLowerCase().match(/[\p{L}']+/gu) ?? []).map(String));
    for (let k = 0; k < words.length; k++) {
      const pair = `${words[k]} ${words[k + 1] ?? ''}`;
      const gone = piece.kind === 'removed' || (piece.kind === 'changed' && !kept.has(words[k]!));
      if (ONE_WORD_FILLERS.test(words[k]!)) removed.set(at + k, gone);
      if (TWO_WORD_FILLERS.has(pair)) removed.set(at + k, gone);
    }
    at += words.length;
  }
  return removed;
}

const ABBREVIATION_END =
  /(?:\b(?:Mr|Mrs|Ms|Dr|St|Lt|Capt|Rev|Prof|Jr|Sr|Sgt|Col|Gen|Fr)\.|\b(?!I\.)\p{Lu}\.|\be\.g\.|\bi\.e\.|\ba\.m\.|\bp\.m\.)["'”’)]*$/u;

/** How the clean copy of one item compares with the one made by hand. */
export function scoreCleanCopy(item: CleanCopyItem, made: string): CleanCopyCounts {
  const counts = { ...NO_COUNTS };
  // Fillers: by position in her words, those the hand-made copy removes.
  const wanted = fillersRemovedBy(item.text, item.clean);
  const got = fillersRemovedBy(item.text, made);
  for (const [at, gone] of wanted) {
    if (!gone) continue;
    counts.fillers += 1;
    if (got.get(at)) counts.fillersRemoved += 1;
  }
  // Content words: the hand-made copy's words, counted with their repeats.
  const madeWords = new Map<string, number>();
  for (const { word } of wordsOf(made)) madeWords.set(word, (madeWords.get(word) ?? 0) + 1);
  for (const { word } of wordsOf(item.clean)) {
    counts.contentWords += 1;
    const left = madeWords.get(word) ?? 0;
    if (left > 0) {
      counts.contentKept += 1;
      madeWords.set(word, left - 1);
    }
  }
  // Sentence boundaries, on speech that had no stop of its own.
  if (!/[.!?]/.test(item.text)) {
    const reference = wordsOf(item.clean);
    const mine = wordsOf(made);
    const pairs = alignWords(
      reference.map((w) => w.word),
      mine.map((w) => w.word),
    );
    const last = (list: { ends: boolean }[]) => list.length - 1;
    counts.boundariesWanted = reference.filter((w, k) => w.ends && k !== last(reference)).length;
    counts.boundariesMade = mine.filter((w, k) => w.ends && k !== last(mine)).length;
    counts.boundariesRight = pairs.filter(
      ([r, m]) => reference[r]!.ends && mine[m]!.ends && r !== last(reference) && m !== last(mine),
    ).length;
  }
  // Known names, as the hand-made copy writes them.
  for (const name of item.knownNames) {
    const pattern = new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, 'gu');
    const want = item.clean.match(pattern)?.length ?? 0;
    const have = made.match(pattern)?.length ?? 0;
    counts.names += want;
    counts.namesRight += Math.min(want, have);
  }
  // Sentences and paragraphs ending on an abbreviation with more text after them ("…and Mrs." ¶ "Grabowski"); the
  // text's own last sentence may end on one ("…at 3 a.m.").
  const sentences = made.split(/\n\s*\n/).flatMap(sentencesOf);
  counts.abbreviationSplits += sentences.slice(0, -1).filter((s) => ABBREVIATION_END.test(s)).length;
  return counts;
}

/** Every item's clean copy, made and scored; `mistakes` lists the items that differ from the hand-made copy. */
export function scoreCleanCopies(items: readonly CleanCopyItem[]) {
  let counts = { ...NO_COUNTS };
  const mistakes: string[] = [];
  for (const item of items) {
    const made = cleanCopyOffline(inputOf(item));
    counts = addCounts(counts, scoreCleanCopy(item, made));
    if (made !== item.clean) mistakes.push(`${item.id}\n    want ${item.clean}\n    made ${made}`);
  }
  return { counts, mistakes };
}

export const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

/** The figures the goals are set on. */
export function cleanCopyFigures(c: CleanCopyCounts) {
  const precision = ratio(c.boundariesRight, c.boundariesMade);
  const recall = ratio(c.boundariesRight, c.boundariesWanted);
  return {
    fillerRecall: ratio(c.fillersRemoved, c.fillers),
    contentKept: ratio(c.contentKept, c.contentWords),
    boundaryPrecision: precision,
    boundaryRecall: recall,
    boundaryF1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    nameCapitals: ratio(c.namesRight, c.names),
    abbreviationSplits: c.abbreviationSplits,
  };
}

export const CLEAN_COPY_GOALS = {
  fillerRecall: 0.98,
  contentKept: 0.99,
  boundaryF1: 0.9,
  nameCapitals: 0.95,
  abbreviationSplits: 0,
};
