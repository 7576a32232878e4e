/**
 * Years as a storyteller says them (issue 17, docs/decisions/632 and server/src/ai/eval/EVAL-LOG.md §636):
 * "back in sixty three", "sixty four was a hard winter", "eighty nine i think". Two-digit years are of the 1900s, as a
 * storyteller in their eighties means them; amounts ("in forty years") and ages ("eighty two i am now") stay as
 * they are.
 */
import { numberWordValue } from './number-words.ts';

const TENS_WORDS = 'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
const UNIT_WORDS = 'one|two|three|four|five|six|seven|eight|nine';
/** Words that make "in forty …" an amount, not a year: "in forty years", "of fifty people". */
const AMOUNT_AFTER =
  /^\s+(?:years?|months?|weeks?|days?|hours?|minutes?|seconds?|people|men|women|children|kids|miles|pounds|dollars|quid|bob|shillings|pence|cents|percent|per|times|of|or so|odd|something|yards|feet|acres|head|cows|pages|more|less|degrees)\b/i;
const SPOKEN_SHORT_YEAR = new RegExp(
  `\\b(in|of|back in|around|about|since|until|till|by|circa|early|late|mid|it was|that was|it (?:must|would|might|could|'d|'ll) have been|that (?:must|would) have been)\\s+(${TENS_WORDS})(?:[\\s-](${UNIT_WORDS}))?\\b`,
  'gi',
);

/** Decades a year said alone can open with: "twenty two we were" is more often a number of people than 1922. */
const OPENING_TENS = 'thirty|forty|fifty|sixty|seventy|eighty|ninety';
/**
 * A year said with no word before it, as a storyteller opens a sentence with it: "sixty four was a hard winter",
 * "eighty one we moved", "ninety two it was". Both words of the year are needed ("forty was a big age" is an age), and
 * what follows must start a clause about that year: "was", "it", or someone doing something.
 */
const OPENING_SHORT_YEAR = new RegExp(
  `(^|[.!?]\\s+)(${OPENING_TENS})[\\s-](${UNIT_WORDS})(?=\\s+(?:was|were|it|that|we|i|he|she|they|me|my|our)\\b(?!\\s+(?:am|was when|turned)\\b)(?!'m))`,
  'gi',
);
/**
 * "eighty nine i think", "seventy two it was": a year with the words that hedge it, after anything but a verb that
 * makes it an age ("i was eighty nine i think").
 */
const HEDGED_SHORT_YEAR = new RegExp(
  `(^|\\s)(${OPENING_TENS})[\\s-](${UNIT_WORDS})(?=\\s+(?:i think|i reckon|i believe|it was|it would have been|it must have been)\\b)`,
  'gi',
);
const AGE_BEFORE = /\b(?:was|is|am|be|been|turned|turning|aged|age|nearly|almost|over|under|past)\s*$/i;

const shortYear = (tens: string, unit: string) =>
  1900 + (numberWordValue(tens) ?? 0) + (numberWordValue(unit) ?? 0);

/** "back in sixty three" → "back in 1963", "sixty four was a hard winter" → "1964 was …"; "in forty years" stays. */
export function spokenShortYearsToDigits(text: string): string {
  const opened = text.replace(
    OPENING_SHORT_YEAR,
    (_whole, stop: string, tens: string, unit: string) => `${stop}${shortYear(tens, unit)}`,
  );
  const hedged = opened.replace(
    HEDGED_SHORT_YEAR,
    (whole, space: string, tens: string, unit: string, at: number, source: string) =>
      AGE_BEFORE.test(source.slice(0, at)) ? whole : `${space}${shortYear(tens, unit)}`,
  );
  return hedged.replace(
    SPOKEN_SHORT_YEAR,
    (whole, cue: string, tens: string, unit: string | undefined, at: number, source: string) => {
      if (AMOUNT_AFTER.test(source.slice(at + whole.length))) return whole;
      const value = (numberWordValue(tens) ?? 0) + (unit ? (numberWordValue(unit) ?? 0) : 0);
      if (value < 20) return whole;
      return `${cue} ${1900 + value}`;
    },
  );
}
