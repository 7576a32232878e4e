/**
 * What a person asks Clio to do with a chapter, in plain words (issue 13, part 5): "Draft chapter 2",
 * "put meeting helen in the first chapter", "What's missing from chapter three?". Only reads the words:
 * which chapter and which memory they mean is found by `findChapter` and `matchMemories` against the
 * person's own lists. Pure and bounded (a command is a short message).
 */

import { numberWordValue, ordinalWordValue } from './number-words.ts';

/** A chapter as the person named it: by its place in the list (`last`: the last one) or by its title. */
export type ChapterMention = { number: number } | { last: true } | { title: string };

export type ChapterRequest =
  | { kind: 'draft'; chapter: ChapterMention }
  | { kind: 'add'; memoryName: string; chapter: ChapterMention }
  | { kind: 'needs'; chapter: ChapterMention };

/** Longer messages are told stories, not commands; reading them as commands would also cost more. */
const COMMAND_MAX_CHARS = 300;

/** "2", "two", "2nd", "second" → 2; anything else null. */
function readNumber(word: string): number | null {
  const digits = /^(\d{1,3})(?:st|nd|rd|th)?$/.exec(word);
  if (digits) return Number(digits[1]);
  const spelled = numberWordValue(word);
  if (spelled !== null && spelled > 0) return spelled;
  return ordinalWordValue(word);
}

/** Curly and straight quotes, as people and phones type them. */
const QUOTED = /^["“”‘’'`](.+)["“”‘’'`]$/s;
const unquote = (text: string) => QUOTED.exec(text.trim())?.[1]?.trim() ?? text.trim();

/** Lower case, plain apostrophes, no trailing punctuation, single spaces. */
function tidy(message: string): string {
  return message
    .replace(/[‘’]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.?!,]+$/, '');
}

/**
 * The chapter named by the end of a request: "chapter 2", "chapter two", "the second chapter", "the last
 * chapter", "chapter “The Farm”", "the chapter called the farm", "'The Farm'", "the farm chapter". A bare
 * title ("the farm") only when `bareTitle` (after "draft", where nothing else could be meant).
 */
export function readChapterMention(text: string, bareTitle = false): ChapterMention | null {
  const words = text.trim().replace(/^(?:the|my|our)\s+/i, '');
  const lower = words.toLowerCase();
  const numbered = /^chapter\s+(?:number\s+|no\.?\s*)?(\w+)$/.exec(lower);
  if (numbered) {
    const number = readNumber(numbered[1]!);
    if (number !== null) return { number };
  }
  const ordinal = /^(\w+)\s+chapter$/.exec(lower);
  if (ordinal) {
    if (ordinal[1] === 'last' || ordinal[1] === 'final') return { last: true };
    const number = readNumber(ordinal[1]!);
    if (number !== null) return { number };
  }
  const titled = /^chapter\s+(?:(?:called|named|titled|about)\s+)?(.+)$/i.exec(words);
  if (titled) return { title: unquote(titled[1]!) };
  const titleFirst = /^(.+?)\s+chapter$/i.exec(words);
  if (titleFirst) return { title: unquote(titleFirst[1]!) };
  if (QUOTED.test(words) || bareTitle) return words ? { title: unquote(words) } : null;
  return null;
}

const POLITE = String.raw`(?:(?:please|could you|can you|would you|will you|i'd like you to|i want you to|i would like you to|go ahead and|let's|lets)\s+)*`;
const DRAFT = new RegExp(
  String.raw`^(?:clio,?\s+)?${POLITE}(?:make\s+a\s+)?draft(?:\s+of)?\s+(.+?)(?:,?\s+(?:for me|please|now))*$`,
  'i',
);
const ADD = new RegExp(
  String.raw`^(?:clio,?\s+)?${POLITE}(?:put|add|move|place|include)\s+(.+)\s+(?:in|into|to|under|inside)\s+(.+?)(?:,?\s+(?:for me|please))*$`,
  'i',
);
const NEEDS = [
  /^(?:so\s+)?what(?:'s| is| are)?\s+(?:still\s+)?missing\s+(?:from|in)\s+(.+)$/i,
  /^what\s+(?:else\s+)?does\s+(.+?)\s+(?:still\s+)?need$/i,
  /^(?:help me with\s+)?what\s+(.+?)\s+still\s+needs$/i,
];

/** The chapter request in `message`, or null when it asks none. */
export function readChapterRequest(message: string): ChapterRequest | null {
  if (message.length > COMMAND_MAX_CHARS) return null;
  const text = tidy(message);
  for (const pattern of NEEDS) {
    const found = pattern.exec(text);
    const chapter = found && readChapterMention(found[1]!);
    if (chapter) return { kind: 'needs', chapter };
  }
  const add = ADD.exec(text);
  if (add) {
    const chapter = readChapterMention(add[2]!);
    const memoryName = unquote(
      add[1]!.replace(/^(?:my|the)\s+(?:memory|story)\s+(?:called\s+|about\s+)?/i, ''),
    );
    if (chapter && memoryName) return { kind: 'add', memoryName, chapter };
  }
  const draft = DRAFT.exec(text);
  if (draft) {
    const chapter = readChapterMention(draft[1]!, true);
    if (chapter) return { kind: 'draft', chapter };
  }
  return null;
}

/** Compared without letter case, quotes, punctuation or a leading "Chapter N:". */
const comparable = (text: string) =>
  text
    .toLowerCase()
    .replace(/^\s*chapter\s+\d+\s*:\s*/, '')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    // "the farm" and "The Farm" alike, and "draft farm" finds “The Farm”.
    .replace(/^the /, '');

/** The index in `chapters` (in list order) of the chapter mentioned, or -1. */
export function findChapter(mention: ChapterMention, chapters: readonly { title: string }[]): number {
  if ('number' in mention)
    return mention.number >= 1 && mention.number <= chapters.length ? mention.number - 1 : -1;
  if ('last' in mention) return chapters.length - 1;
  const wanted = comparable(mention.title);
  if (!wanted) return -1;
  return chapters.findIndex((chapter) => comparable(chapter.title) === wanted);
}

/** How a mention is said back: "chapter 5", "the last chapter", "a chapter called “The Mill”". */
export function sayMention(mention: ChapterMention): string {
  if ('number' in mention) return `chapter ${mention.number}`;
  if ('last' in mention) return 'a last chapter';
  return `a chapter called “${mention.title}”`;
}

export interface MemoryMatch<T extends { name: string }> {
  /** The one memory meant, when exactly one is. */
  memory: T | null;
  /** Otherwise up to three close names, closest first (several with the same name, or none found). */
  close: T[];
}

const wordsOf = (text: string) => comparable(text).split(' ').filter(Boolean);

/**
 * The memory a name means: the one whose name is the same (case, quotes and punctuation aside), else the
 * one whose name holds every word said. Several or none: no memory, and up to three close names.
 */
export function matchMemories<T extends { name: string }>(
  name: string,
  choices: readonly T[],
): MemoryMatch<T> {
  const wanted = comparable(name);
  const same = choices.filter((choice) => comparable(choice.name) === wanted);
  if (same.length === 1) return { memory: same[0]!, close: [] };
  if (same.length > 1) return { memory: null, close: same.slice(0, 3) };
  const said = wordsOf(name);
  const holding = choices.filter((choice) => {
    const words = new Set(wordsOf(choice.name));
    return said.length > 0 && said.every((word) => words.has(word));
  });
  if (holding.length === 1) return { memory: holding[0]!, close: [] };
  if (holding.length > 1) return { memory: null, close: holding.slice(0, 3) };
  // None holds every word: the names sharing most words with it, for the person to choose from.
  const scored = choices
    .map((choice) => {
      const words = new Set(wordsOf(choice.name));
      return { choice, shared: said.filter((word) => word.length > 2 && words.has(word)).length };
    })
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared);
  return { memory: null, close: scored.slice(0, 3).map(({ choice }) => choice) };
}
