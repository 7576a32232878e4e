/**
 * Capitals speech lost (issue 32, docs/decisions/671): the pronoun "I" ("i'm", "i'd" …), the first word of each
 * sentence, the months and days, and the names and places her Memory DNA and her memories write with capitals
 * ("kraków" → "Kraków", "andrzej" → "Andrzej"). A word she wrote with capitals is never lowered.
 */

import { COMMON_WORD_NAMES, MONTHS, WEEKDAYS } from '../lexicon.ts';
import { isEnglishWord } from '../tokens.ts';
import { isListedVerb } from './punctuate.ts';
import { sentenceSpans } from './sentences.ts';

/** "i", "i'm", "i'd", "i'll", "i've": the pronoun, never "i.e." nor a letter inside a word. */
const PRONOUN_I = /(?<![\p{L}\p{N}'’.-])i(?=['’](?:m|d|ll|ve)\b|(?![\p{L}\p{N}'’-])(?!\.\p{L}))/gu;

export function pronounI(text: string): string {
  return text.replace(PRONOUN_I, 'I');
}

/** Each letter of a text without its accents, one for one, so offsets in the copy are offsets in the text. */
function folded(text: string): string {
  let out = '';
  for (const c of text) {
    const base = (c.normalize('NFD')[0] ?? c).toLowerCase();
    out += c.length === 1 && base.length === 1 ? base : c;
  }
  return out;
}

const escapeForPattern = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a name is also an everyday word ("Rose", "Frank", "Will"): given a capital only where it acts as one. */
function isEverydayWord(name: string): boolean {
  const lower = name.toLowerCase();
  return !name.includes(' ') && (COMMON_WORD_NAMES.has(lower) || isEnglishWord(lower));
}

/** Words before an everyday word that make it the word and not the name: "the rose", "to be frank". */
const NOT_BEFORE_A_NAME = new Set(
  'the a an this that these those very so too how be is was were are more most quite rather'.split(' '),
);

/**
 * Known names set with their capitals where she said them in lower case: "kraków" and "krakow" become "Kraków"
 * and "Krakow" when her Memory DNA writes "Kraków" (her letters, with the name's capitals). A word with any
 * capital of its own is left as it is. A name that is also an everyday word ("Frank", "Rose") is given its capital
 * only where someone does something: "frank came home", not "to be frank" nor "a rose grew".
 */
export function knownNameCapitals(text: string, knownNames: readonly string[]): string {
  const names = [
    ...new Set(
      knownNames
        .map((n) => n.replace(/\s+/g, ' ').trim())
        .filter((n) => n.length >= 2 && n.length <= 60 && /\p{Lu}/u.test(n)),
    ),
  ].sort((a, b) => b.length - a.length);
  if (names.length === 0) return text;
  const byFold = new Map(names.map((name) => [folded(name), name]));
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${[...byFold.keys()].map(escapeForPattern).join('|')})(?![\\p{L}\\p{N}])`,
    'gu',
  );
  const fold = folded(text);
  let out = '';
  let copied = 0;
  for (const match of fold.matchAll(pattern)) {
    const at = match.index;
    const said = text.slice(at, at + match[0].length);
    if (said.length !== match[0].length || said !== said.toLowerCase()) continue;
    const name = byFold.get(match[0])!;
    if (isEverydayWord(name)) {
      const before = /([\p{L}']+)\s*$/u.exec(text.slice(0, at))?.[1]?.toLowerCase() ?? '';
      const after = /^\s*([\p{L}']+)/u.exec(text.slice(at + said.length))?.[1];
      // "a cat called smudge": what something is called is its name.
      const named = before === 'called' || before === 'named';
      if (!named && (NOT_BEFORE_A_NAME.has(before) || !isListedVerb(after))) continue;
    }
    // Her letters with the name's capitals: "krakow" gets its capital, not an accent she did not write.
    const cased = [...said]
      .map((c, k) => (name[k] && name[k] !== name[k]!.toLowerCase() ? c.toUpperCase() : c))
      .join('');
    out += text.slice(copied, at) + cased;
    copied = at + said.length;
  }
  return out + text.slice(copied);
}

const CAPITAL_MONTHS = MONTHS.filter((m) => m !== 'may' && m !== 'march');
const MONTH_OR_DAY = new RegExp(
  `(?<![\\p{L}])(?:${[...CAPITAL_MONTHS, ...WEEKDAYS].join('|')}|${[...WEEKDAYS].map((d) => `${d}s`).join('|')})(?![\\p{L}])`,
  'gu',
);
/** "in may", "last march", "march 1963": a month that is also a word, where only the month makes sense. */
const MAY_OR_MARCH =
  /(?<![\p{L}])(?:(?<=\b(?:in|of|since|until|till|last|next|early|late|mid|by|every|through|during|that|this)\s)(may|march)(?!\s+(?:be|have|not|well|i|you|he|she|we|they)\b)|(may|march)(?=\s+(?:\d|the\s+(?:\d|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|[a-z]+teenth|twent|thirt))))(?![\p{L}])/gu;

/** Months and days of the week with their capitals. */
export function calendarCapitals(text: string): string {
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  return text.replace(MONTH_OR_DAY, (w: string) => cap(w)).replace(MAY_OR_MARCH, (w: string) => cap(w));
}

/** The first letter of each sentence a capital, after any opening quote or bracket. */
export function sentenceCase(text: string): string {
  let out = text;
  for (const [from] of sentenceSpans(text)) {
    const rest = out.slice(from);
    const first = /^[\s"“‘'([]*(\p{Ll})/u.exec(rest);
    if (!first) continue;
    const at = from + first[0].length - first[1]!.length;
    out = out.slice(0, at) + first[1]!.toUpperCase() + out.slice(at + first[1]!.length);
  }
  return out;
}
