/**
 * Numbers in the book's house style, the Chicago Manual of Style's (issue 32, docs/decisions/671): years and dates in
 * figures ("nineteen sixty three" → "1963", "april twentieth nineteen sixty three" → "April 20, 1963", "the
 * twentieth of april" keeps her order and her ordinal word), whole numbers from one to one hundred in words
 * ("twenty-five", hyphenated; "I was 7" → "I was seven"), larger ones in figures ("three hundred and fifty" → "350")
 * unless round ("two hundred", "five thousand" stay words), and percentages in figures ("50 percent"). Only speech
 * is changed: a writer's own numbers are hers.
 */

import { numberWordValue, ordinalWordValue, spelledYearsToDigits } from '#server/ai/rules/number-words.ts';
import { MONTHS, monthIndex } from '../words/lexicon.ts';

const UNIT = 'one|two|three|four|five|six|seven|eight|nine';
const TEEN = 'ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen';
const TENS = 'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
const DECADE = 'twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties';
const NUMBER_WORD = `${UNIT}|${TEEN}|${TENS}|${DECADE}|hundred|thousand`;
/** A run of number words, as `spelledYearsToDigits` reads them. */
const NUMBER_RUN = new RegExp(`\\b(?:${NUMBER_WORD})\\b(?:[\\s-]+(?:${NUMBER_WORD}|oh|o|and)\\b)*`, 'gi');
/** The earliest year a storyteller's memory names: "sixteen seventeen" is two ages, not 1617. */
const EARLIEST_YEAR = 1850;

/** Spoken years in figures: "nineteen sixty three" → "1963", "the nineteen sixties" → "the 1960s". */
export function yearsInFigures(text: string): string {
  return text.replace(NUMBER_RUN, (run) => {
    const read = spelledYearsToDigits(run);
    if (read === run) return run;
    const years = [...read.matchAll(/\b(\d{4})s?\b/g)].map((m) => Number(m[1]));
    if (years.some((year) => year < EARLIEST_YEAR || year > 2099)) return run;
    // "and" left between a year and the next word ("1963 and") was hers; a lone "and" in a year is not.
    return read.replace(/\s+and$/i, (tail) => (/\band$/i.test(run) ? tail : ''));
  });
}

const ORDINAL_TENS: Record<string, number> = { twentieth: 20, thirtieth: 30 };
/** "twentieth", "twenty first", "twenty-first", "thirty first", "20th", "3rd" → the day; null for any other. */
function dayValue(words: string): number | null {
  const w = words.toLowerCase().replace(/-/g, ' ');
  const figure = /^(\d{1,2})(?:st|nd|rd|th)?$/.exec(w);
  if (figure) return Number(figure[1]);
  if (w in ORDINAL_TENS) return ORDINAL_TENS[w]!;
  const single = ordinalWordValue(w);
  if (single !== null) return single;
  const compound = /^(twenty|thirty) (first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)$/.exec(w);
  if (compound) return (numberWordValue(compound[1]!) ?? 0) + (ordinalWordValue(compound[2]!) ?? 0);
  return null;
}

const ORDINAL_WORD =
  '(?:(?:twenty|thirty)[\\s-](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|twentieth|thirtieth|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|\\d{1,2}(?:st|nd|rd|th)?)';
/** "May" and "March" are also words; they are months only with a day or a year beside them. */
const MONTH = `(?:${MONTHS.join('|')})`;
/** "april twentieth 1963", "april the twentieth", "april 20th": month, day, and perhaps the year. */
const MONTH_DAY = new RegExp(
  `\\b(${MONTH})\\s+(?:the\\s+)?(${ORDINAL_WORD})\\b(?:,?\\s+(\\d{4})\\b)?(,?)`,
  'gi',
);

const monthName = (word: string) => {
  const m = MONTHS[monthIndex(word)] ?? word;
  return m.charAt(0).toUpperCase() + m.slice(1);
};

/**
 * Dates in figures after the month, as Chicago writes them: "april twentieth 1963" → "April 20, 1963", with the
 * comma after the year when the sentence goes on. A date said day first ("the twentieth of april 1963") keeps her
 * order and her word for the day, which Chicago allows; only the month's capital and the year change.
 */
export function datesInFigures(text: string): string {
  return text.replace(
    MONTH_DAY,
    (whole, month: string, day: string, year: string | undefined, comma: string, at: number, all: string) => {
      const value = dayValue(day);
      if (value === null || value < 1 || value > 31) return whole;
      const goesOn = /^\s+[\p{L}\d]/u.test(all.slice(at + whole.length));
      if (!year) return `${monthName(month)} ${value}${comma}`;
      return `${monthName(month)} ${value}, ${year}${comma || (goesOn ? ',' : '')}`;
    },
  );
}

/** A number said with "hundred" or "thousand" that is not round: "three hundred and fifty", "two thousand five hundred". */
const LARGE = new RegExp(
  `\\b(?:a|one|${UNIT}|${TEEN}|${TENS}(?:[\\s-](?:${UNIT}))?)\\s+(?:hundred|thousand)(?:(?:\\s+and)?\\s+(?:${UNIT}|${TEEN}|${TENS}(?:[\\s-](?:${UNIT}))?|hundred|thousand))*\\b`,
  'gi',
);

/** The value of a spoken number of up to six figures, and whether it ends on "hundred" or "thousand" (round). */
function largeValue(words: string[]): { value: number; round: boolean } {
  let total = 0;
  let current = 0;
  for (const word of words) {
    if (word === 'and') continue;
    if (word === 'hundred') current = (current || 1) * 100;
    else if (word === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
    } else current += word === 'a' ? 1 : (numberWordValue(word) ?? 0);
  }
  const last = words.at(-1);
  return { value: total + current, round: last === 'hundred' || last === 'thousand' };
}

const group = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "three hundred and fifty" → "350", "two thousand five hundred" → "2,500"; "two hundred" and "a thousand" stay words. */
export function largeNumbersInFigures(text: string): string {
  return text.replace(LARGE, (whole) => {
    const words = whole.toLowerCase().split(/[\s-]+/);
    const read = largeValue(words);
    if (read.value <= 100) return whole;
    // "two hundred", "five thousand": Chicago spells round numbers; "two thousand five hundred" is not one.
    const round = read.round && words.filter((w) => w === 'hundred' || w === 'thousand').length === 1;
    return round ? whole : group(read.value);
  });
}

/** A compound number from twenty-one to ninety-nine said as two words. */
const TENS_AND_UNIT = new RegExp(`\\b(${TENS})\\s+(${UNIT})\\b`, 'gi');
/** Figures from one to one hundred in speech, that are counts or ages: "I was 7" → "I was seven". */
const SMALL_FIGURE = new RegExp(
  String.raw`(?<![\d$£€#.,:/-]\s?)(?<!\b(?:no|number|room|flat|bus|route|platform|page|chapter|size|apartment|apt|gate|track|highway|exit|pier|block|ward|bed|seat|house|class|grade|form|year|psalm|verse|hymn|channel|row|box|plot|lot|${MONTHS.join('|')})\s)\b(\d{1,3})\b(?![\d%°:.,/-]\d|\s?(?:%|°|percent|per cent|am|pm|a\.m\.|p\.m\.|st|nd|rd|th)\b|-\d|\s+\p{L}+\s+(?:street|road|avenue|lane|st|rd|ave))`,
  'giu',
);

const SMALL_WORDS = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS_WORDS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A whole number from one to one hundred in words, hyphenated as Chicago writes them. */
export function numberInWords(n: number): string {
  if (n === 100) return 'one hundred';
  if (n < 20) return SMALL_WORDS[n]!;
  const unit = n % 10;
  return TENS_WORDS[Math.floor(n / 10)]! + (unit ? `-${SMALL_WORDS[unit]}` : '');
}

/** "50 percent": Chicago sets percentages in figures, whatever their size. */
const PERCENT = new RegExp(
  `\\b((?:${TENS})(?:[\\s-](?:${UNIT}))?|${UNIT}|${TEEN}|a hundred|one hundred)\\s+(percent|per cent)\\b`,
  'gi',
);

/** Numbers of speech in the house style (see the module's note). */
export function numbersInHouseStyle(text: string): string {
  let out = yearsInFigures(text);
  out = datesInFigures(out);
  out = out.replace(PERCENT, (_m, number: string, word: string) => {
    const value = /hundred/i.test(number) ? 100 : numberWordValue(number.replace(/\s+/, '-'));
    return value === null ? _m : `${value} ${word}`;
  });
  out = largeNumbersInFigures(out);
  out = out.replace(SMALL_FIGURE, (figure: string) => {
    const n = Number(figure);
    return n >= 1 && n <= 100 ? numberInWords(n) : figure;
  });
  return out;
}

/**
 * "twenty five" → "twenty-five", as Chicago hyphenates the numbers from twenty-one to ninety-nine; done last, once
 * the name rules have read the words (a hyphenated word is one they do not know, and would take for a name).
 */
export function hyphenateCompoundNumbers(text: string): string {
  return text.replace(TENS_AND_UNIT, '$1-$2');
}
