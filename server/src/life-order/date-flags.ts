/**
 * Which dates in "Your life in order" look wrong (docs/decisions/912). Pure rules over a memory's words and the
 * year its Memory DNA gives it, so they can be measured on a written life (`npm run eval:ai`) and tested alone.
 *
 * - someone-else: the year was read only from a clause about someone else ("spoke polish like a peasant from
 *   nineteen ten", "the machine my father bought in 1938"), in a memory she tells herself.
 * - before-birth: a memory she tells in the first person (or an answer she gave) is dated before she was born.
 * - years-apart: the memory names years far apart ("After 2009 it was Andrzej's plate" in a 1950s Wigilia), so
 *   the one chosen may not be the one the memory is about.
 *
 * A year she typed herself (her saved when differs from the one read from the words) is taken as her choice
 * between years far apart; a year her words give to someone else, or one before her birth, is still asked about,
 * whoever saved it (an earlier reading's year may sit in her Memory DNA, saved from the dialog).
 */

import { spelledYearsToDigits } from '#server/ai/rules/number-words.ts';
import { spokenShortYearsToDigits } from '#server/ai/rules/spoken-years.ts';
import { memoryYear } from './life-order.ts';

export const DATE_FLAG_RULES = ['someone-else', 'before-birth', 'years-apart'] as const;
export type DateFlagRule = (typeof DATE_FLAG_RULES)[number];

export interface DateFlag {
  rule: DateFlagRule;
  /** Said to her: what looks wrong, in a sentence. */
  message: string;
  /** Years she may mean, read from her words, other than the one the memory has now. */
  years: number[];
}

export interface MemoryToCheck {
  text: string;
  /** The when in use: what she saved, else what was read from the words. */
  whenHappened: string | null;
  /** The when read from the words, to tell a year she typed herself from one the reader chose. */
  readWhen: string | null;
  /** An interview answer is her own telling, whatever its words. */
  answer: boolean;
}

/** Years this far apart in one memory make its date a guess. */
export const YEARS_APART = 30;
/** How much of a memory the rules read: its opening, where its dates are (and a bound on the work). */
export const FLAG_READ_CHARS = 4_000;

/** She tells it: "I" or "we" do something in it ("they told me" alone is someone else's telling). */
const FIRST_PERSON = /\b(?:i|we|i'm|i'd|we'd|i've|we've)\b/i;
const YEAR_IN_TEXT = /\b(1[89]\d\d|20\d\d)(?!\d)/g;
const KIN =
  'father|mother|dad|mum|mom|papa|mama|aunt|auntie|uncle|grandfather|grandmother|grandpa|grandma|granny|brother|sister|husband|wife|son|daughter|cousin|neighbou?r|friend|priest|teacher';
/** "like a peasant from 1910", "as if it were 1910": a comparison, never a date of hers. */
const COMPARISON = /\b(?:like|as if|as though)\b/i;
/** Who a clause is about: she (I, we), or someone else (he, she, they, my father, Dad, who …). */
const SUBJECT = new RegExp(
  String.raw`\b(i|we|he|she|they|who|(?:my|our|his|her|their)\s+(?:${KIN})|(?:${KIN}))\b`,
  'i',
);
const SUBJECT_ALL = new RegExp(SUBJECT.source, 'gi');
/** Where a clause starts or ends: punctuation, or a word that opens a new clause. */
const CLAUSE_BREAK = /[,;:.!?\n]|\b(?:that|which|when|and|but|after|before)\b/gi;

/** Her words with spoken years in digits ("nineteen ten" → 1910), as the reader saw them. */
export function yearsInDigits(text: string): string {
  return spokenShortYearsToDigits(spelledYearsToDigits(text.slice(0, FLAG_READ_CHARS)));
}

/** Every year her words name, in order of first mention. */
export function yearsNamed(text: string): number[] {
  return [...new Set([...yearsInDigits(text).matchAll(YEAR_IN_TEXT)].map((m) => Number(m[1])))];
}

/** Whose a year is, by the clause that holds it, else by its sentence. */
function yearOwner(digits: string, at: number, length: number): 'hers' | 'other' {
  let clauseStart = 0;
  let clauseEnd = digits.length;
  for (const m of digits.matchAll(CLAUSE_BREAK)) {
    if (m.index < at) clauseStart = m.index + m[0].length;
    else if (m.index >= at + length) {
      clauseEnd = m.index;
      break;
    }
  }
  if (COMPARISON.test(digits.slice(clauseStart, at))) return 'other';
  // The nearest person named before the year in its clause, else the first after it.
  const subject = (
    [...digits.slice(clauseStart, at).matchAll(SUBJECT_ALL)].at(-1)?.[1] ??
    SUBJECT.exec(digits.slice(at + length, clauseEnd))?.[1]
  )?.toLowerCase();
  if (subject) return subject === 'i' || subject === 'we' ? 'hers' : 'other';
  // "Every Wigilia, from 1952 on, we set a plate": the year's own clause names nobody; its sentence does.
  const sentenceStart = Math.max(...['.', '!', '?', '\n'].map((stop) => digits.lastIndexOf(stop, at - 1)));
  const stops = ['.', '!', '?', '\n'].map((stop) => digits.indexOf(stop, at)).filter((i) => i !== -1);
  const sentence = digits.slice(sentenceStart + 1, stops.length > 0 ? Math.min(...stops) : digits.length);
  return FIRST_PERSON.test(sentence) ? 'hers' : 'other';
}

const sameWhen = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** The dates of one memory that look wrong, and the years she may mean instead. */
export function flagDate(memory: MemoryToCheck, birthYear: number | null): DateFlag[] {
  const year = memoryYear(memory.whenHappened);
  if (year === null) return [];
  const flags: DateFlag[] = [];
  const digits = yearsInDigits(memory.text);
  const named = yearsNamed(memory.text);
  const others = named.filter((y) => y !== year);
  const ownTelling = memory.answer || FIRST_PERSON.test(digits);
  const readNotTyped = memory.readWhen === null || sameWhen(memory.whenHappened, memory.readWhen);

  const owners = new Map<number, Set<'hers' | 'other'>>();
  const comparisons = new Set<number>();
  for (const m of digits.matchAll(YEAR_IN_TEXT)) {
    const named = Number(m[1]);
    const owner = yearOwner(digits, m.index, m[0].length);
    owners.set(named, (owners.get(named) ?? new Set()).add(owner));
    const sentenceStart = Math.max(
      ...['.', '!', '?', '\n'].map((stop) => digits.lastIndexOf(stop, m.index - 1)),
    );
    if (
      COMPARISON.test(
        digits
          .slice(sentenceStart + 1, m.index)
          .split(/[,;]/)
          .at(-1) ?? '',
      )
    )
      comparisons.add(named);
  }
  const isHers = (y: number) => owners.get(y)?.has('hers') ?? false;
  const hersOthers = others.filter(isHers);

  // Someone else's year chosen over one of hers, or a year in a comparison, which never dates a memory.
  if (ownTelling && owners.has(year) && !isHers(year)) {
    if (hersOthers.length > 0 || comparisons.has(year)) {
      flags.push({
        rule: 'someone-else',
        message: `${year} was read from words about someone else, not from when this happened to you.`,
        years: hersOthers.length > 0 ? hersOthers : others,
      });
    }
  }
  if (birthYear !== null && year < birthYear && ownTelling) {
    flags.push({
      rule: 'before-birth',
      message: `This is dated ${year}, before you were born in ${birthYear}.`,
      years: others.filter((y) => y >= birthYear),
    });
  }
  // Years far apart that are both hers: which one the memory is about is a guess.
  const far = hersOthers.filter((y) => Math.abs(y - year) >= YEARS_APART);
  if (readNotTyped && isHers(year) && far.length > 0) {
    flags.push({
      rule: 'years-apart',
      message: `This memory names years far apart (${Math.min(year, ...far)} and ${Math.max(year, ...far)}). Is ${year} the right one?`,
      years: far,
    });
  }
  return flags;
}

const BORN = /\bI was born\b[^.!?\n]*?\b(1[89]\d\d|20\d\d)(?!\d)/i;

/**
 * Her birth year: the profile's birthday when she gave one, else the year in the earliest "I was born …" of her
 * memories, else unknown.
 */
export function birthYearOf(
  profileBirthday: string | null,
  memories: readonly Pick<MemoryToCheck, 'text'>[],
): { year: number | null; from: 'profile' | 'memory' | null } {
  const fromProfile = profileBirthday ? Number(profileBirthday.slice(0, 4)) : null;
  if (fromProfile && Number.isInteger(fromProfile)) return { year: fromProfile, from: 'profile' };
  const years = memories
    .map((memory) => BORN.exec(yearsInDigits(memory.text))?.[1])
    .filter((year): year is string => year !== undefined)
    .map(Number);
  return years.length > 0 ? { year: Math.min(...years), from: 'memory' } : { year: null, from: null };
}

/** What "Your life in order" learns from her words in one go: the birth year, and each memory's flags. */
export interface DateCheck {
  birth: { year: number | null; from: 'profile' | 'memory' | null };
  /** The flags of each memory, in the order the memories were given. */
  flags: DateFlag[][];
}

/**
 * Every date check of one "Your life in order" at once: her birth year, then each memory's flags against it. One
 * call for all her memories, so the AI worker pool runs it as one operation (docs/decisions/913), never one per memory.
 */
export function checkDates(memories: readonly MemoryToCheck[], profileBirthday: string | null): DateCheck {
  const birth = birthYearOf(profileBirthday, memories);
  return { birth, flags: memories.map((memory) => flagDate(memory, birth.year)) };
}
