/**
 * The words and regex fragments time phrases are built from (years, seasons, holidays, months, numbers, stages
 * of life, wars) and the small helpers that turn a matched word into its label or value.
 */

import { decadeValue, numberWordValue, ORDINAL_WORDS } from '#server/ai/rules/number-words.ts';
import { HOLIDAYS } from '#server/ai/vocabulary/holidays.ts';
import { MONTHS } from './lexicon.ts';

export const YEAR = String.raw`(?:1[6-9]\d\d|20\d\d)`;
export const SHORT_YEAR = String.raw`'\d\d`;
export const SEASON = 'spring|summer|fall|autumn|winter';
export const HOLIDAY = HOLIDAYS.map(([re]) => re.source).join('|');
export const MONTH = MONTHS.join('|');
export const NUM = String.raw`(?:\d{1,3}|[a-z]+(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?)`;
export const TENS = 'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
export const UNIT_ORDINAL = 'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth';
export const WEEKDAY = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
/** School grades, "first" to "twelfth" grade. */
export const GRADE_WORDS = ORDINAL_WORDS.slice(0, 12);

export const AGE_STAGE = String.raw`(?:a\s+)?(?:little\s+|young\s+|small\s+|wee\s+)?(?:boy|girl|lad|lass|child|kid|teenager|teen|baby|toddler|youngster|young\s+(?:man|woman|fella|fellow|un)|newlywed|student|nipper|bairn|wean|schoolboy|schoolgirl|(?:herd|shepherd|farm|paper|delivery|errand)\s+boy)`;
export const WAR = String.raw`(?:great\s+war|first\s+world\s+war|second\s+world\s+war|world\s+war\s+(?:i{1,2}|one|two|1|2)|korean\s+war|vietnam\s+war|civil\s+war|war|depression|great\s+depression|blitz|occupation|troubles|emergency|famine|blackout|(?:miners'?|general)\s+strike)`;

export function cap(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

export function season(word: string): string {
  return cap(word.toLowerCase() === 'autumn' ? 'Fall' : word);
}

export function holidayName(text: string): string {
  return HOLIDAYS.find(([re]) => new RegExp(`^(?:${re.source})$`, 'i').test(text.trim()))?.[1] ?? cap(text);
}

export function fullYear(text: string): string {
  if (!text.startsWith("'")) return text;
  const yy = Number(text.slice(1));
  // '65 is 1965; '05 is 2005. Memoirs look back, so only years up to now are 20xx.
  return String(yy <= new Date().getFullYear() % 100 ? 2000 + yy : 1900 + yy);
}

/** The age a word gives ("seven", "fifty two", "12"), when it is one a person can be. */
export function ageValue(word: string): number | null {
  const n = numberWordValue(word.replace(/\s+/, '-'));
  return n !== null && n >= 1 && n <= 110 ? n : null;
}

export function seasonOrHoliday(word: string): string {
  return new RegExp(`^(?:${SEASON})$`, 'i').test(word) ? season(word) : holidayName(word);
}

export function decade(
  full: string | undefined,
  short: string | undefined,
  word: string | undefined,
): string {
  if (full) return `${full}s`;
  if (short) return `19${short}s`;
  return `19${decadeValue(word!)}s`;
}
