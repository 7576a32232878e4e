/**
 * Checks on the text around a matched time phrase: where it starts, what follows it, and whether a number read
 * there is a year used as a label, a clock time, or really the writer's age.
 */

import { ageValue } from '../words/time-words.ts';
import type { Reading } from './time-tiers.ts';

/** Where a match starts in its sentence. */
export function startOf(m: RegExpMatchArray): number {
  return m.index ?? 0;
}

/** Up to `length` characters right after a match: what the phrase is followed by. */
function textAfter(s: string, m: RegExpMatchArray, length: number): string {
  const end = startOf(m) + m[0].length;
  return s.slice(end, end + length);
}

/** "a 1957 Chevy", "1965 dollars": a year used as a label, not as a time. */
export function isModelYear(s: string, m: RegExpMatchArray): boolean {
  const before = s.slice(Math.max(0, startOf(m) - 8), startOf(m)).toLowerCase();
  const after = textAfter(s, m, 14);
  if (/\b(?:a|an|my|his|her|our|their|old|new)\s+$/.test(before) && /^\s+[A-Z]/.test(after)) return true;
  return /^\s+(?:dollars|people|miles|feet|pounds|acres|words|cars|times|men|women|students)\b/i.test(after);
}

/** "at six in the morning", "at 7:30": a clock time, not an age. */
export function clockTime(s: string, m: RegExpMatchArray): boolean {
  const after = textAfter(s, m, 24).toLowerCase();
  return /^(?::\d|\s*(?:o'clock|a\.?m\b|p\.?m\b|sharp|in\s+the\s+(?:morning|evening|afternoon)|at\s+night|that\s+(?:morning|night|evening)|every|each|on\s+the\s+dot|percent|miles|dollars|cents))/.test(
    after,
  );
}

export function ageLabel(word: string, s: string, m: RegExpMatchArray): Reading | null {
  const age = ageValue(word);
  if (age === null) return null;
  const lower = word.toLowerCase();
  const after = textAfter(s, m, 40).toLowerCase();
  // "I was one of the first", "I was 12 miles away".
  if (
    /^\s*(?:of|or\s+(?:the|a|an|something)|in\s+the|percent|miles|minutes|hours|days|weeks|months|dollars|cents|feet|pounds)\b/.test(
      after,
    )
  )
    return null;
  if (lower === 'one' && !/^\s*years?\s+old/.test(after)) return null;
  return { label: `when I was ${word}`, age };
}
