/**
 * Spelled-out numbers in speech transcripts ("nineteen sixty five").
 * Only years and decades become digits: date rules and readers need "1965",
 * while small numbers stay words because "when I was seven" is how people say it.
 */

const UNITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
const TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const DECADES: Record<string, number> = {
  twenties: 20,
  thirties: 30,
  forties: 40,
  fifties: 50,
  sixties: 60,
  seventies: 70,
  eighties: 80,
  nineties: 90,
};
/** Century words that start a spoken year ("nineteen sixty five"); "twenty" is handled apart. */
const CENTURIES: Record<string, number> = {
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};

/** The ordinal words, "first" to "twentieth", in order. */
export const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
] as const;

/** "second" → 2, up to "twentieth"; null for any other word. */
export function ordinalWordValue(word: string): number | null {
  const index = (ORDINAL_WORDS as readonly string[]).indexOf(word.toLowerCase());
  return index === -1 ? null : index + 1;
}

/** Value of a number word or hyphenated compound up to 99 ("seven", "fifty-two"), else null. */
export function numberWordValue(word: string): number | null {
  const w = word.toLowerCase();
  if (/^\d{1,3}$/.test(w)) return Number(w);
  if (w in UNITS) return UNITS[w]!;
  if (w in TEENS) return TEENS[w]!;
  if (w in TENS) return TENS[w]!;
  const m = /^([a-z]+)[-\s]([a-z]+)$/.exec(w);
  if (m && m[1]! in TENS && m[2]! in UNITS) return TENS[m[1]!]! + UNITS[m[2]!]!;
  return null;
}

/** The decade a word names, as its tens: "sixties" → 60; null for any other word. */
export function decadeValue(word: string): number | null {
  return DECADES[word.toLowerCase()] ?? null;
}

const NUMBER_WORD = [
  ...Object.keys(UNITS),
  ...Object.keys(TEENS),
  ...Object.keys(TENS),
  ...Object.keys(DECADES),
]
  .concat(['hundred', 'thousand'])
  .join('|');
/** Sounds a speaker makes in the middle of a year: "nineteen eighty uh four". */
const FILLERS = new Set(['um', 'uh', 'er', 'erm']);
/** A run of number words (joined by spaces, hyphens, "oh", "and" or a filler): candidates for a spoken year. */
const RUN = new RegExp(`\\b(?:${NUMBER_WORD})(?:[\\s-]+(?:${NUMBER_WORD}|oh|o|and|um|uh|erm|er)\\b)+`, 'gi');

/** Two-digit part of a spoken year ("sixty five", "oh five", "twelve", "sixties"). */
function yearTail(words: string[]): { value: number; decade: boolean; used: number } | null {
  const [a, b] = words;
  if (!a) return null;
  if (a === 'hundred') return { value: 0, decade: false, used: 1 };
  if ((a === 'oh' || a === 'o') && b && b in UNITS) return { value: UNITS[b]!, decade: false, used: 2 };
  if (a in TEENS) return { value: TEENS[a]!, decade: false, used: 1 };
  if (a in DECADES) return { value: DECADES[a]!, decade: true, used: 1 };
  if (a in TENS) {
    if (b && b in UNITS) return { value: TENS[a]! + UNITS[b]!, decade: false, used: 2 };
    return { value: TENS[a]!, decade: false, used: 1 };
  }
  return null;
}

/** Parse a spoken year at the start of `words`; returns the digits and how many words it used. */
function spokenYear(words: string[]): { text: string; used: number } | null {
  const [first, ...rest] = words;
  if (!first) return null;
  // "nineteen hundred and fifty two"
  if (first in CENTURIES && rest[0] === 'hundred' && (rest[1] === 'and' || rest[1] === 'oh')) {
    const tail = yearTail(rest.slice(2));
    if (tail && !tail.decade)
      return { text: String(CENTURIES[first]! * 100 + tail.value), used: 3 + tail.used };
  }
  if (first in CENTURIES) {
    const tail = yearTail(rest);
    if (!tail) return null;
    const year = CENTURIES[first]! * 100 + tail.value;
    return { text: tail.decade ? `${year}s` : String(year), used: 1 + tail.used };
  }
  // "two thousand (and) three", "twenty ten", "twenty twenty four", "twenty oh five"
  if (first === 'two' && rest[0] === 'thousand') {
    const after = rest[1] === 'and' ? rest.slice(2) : rest.slice(1);
    const skip = rest[1] === 'and' ? 1 : 0;
    const unit = after[0] && after[0] in UNITS ? UNITS[after[0]]! : null;
    if (unit !== null) return { text: String(2000 + unit), used: 3 + skip };
    const tail = yearTail(after);
    if (tail && !tail.decade && tail.value >= 10)
      return { text: String(2000 + tail.value), used: 2 + skip + tail.used };
    return { text: '2000', used: 2 };
  }
  if (first === 'twenty') {
    const tail = yearTail(rest);
    // "twenty five" is a number, not a year: only accept tails that cannot be read as units.
    if (tail && !tail.decade && (tail.value >= 10 || rest[0] === 'oh' || rest[0] === 'o')) {
      return { text: String(2000 + tail.value), used: 1 + tail.used };
    }
  }
  return null;
}

/**
 * Replace spoken years and decades with digits: "nineteen sixty five" → "1965",
 * "the nineteen sixties" → "the 1960s", "two thousand and three" → "2003".
 */
export function spelledYearsToDigits(text: string): string {
  return text.replace(RUN, (run) => {
    const parts = run.split(/[\s-]+/).filter((p) => !FILLERS.has(p.toLowerCase()));
    const lower = parts.map((p) => p.toLowerCase());
    const out: string[] = [];
    let i = 0;
    let changed = false;
    while (i < parts.length) {
      const year = spokenYear(lower.slice(i));
      if (year) {
        out.push(year.text);
        i += year.used;
        changed = true;
      } else {
        out.push(parts[i]!);
        i += 1;
      }
    }
    return changed ? out.join(' ') : run;
  });
}
