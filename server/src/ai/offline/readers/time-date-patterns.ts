/**
 * The phrase rules that read a date, a year or the writer's age ("Summer 1965", "June 1958", "1950 to 1955",
 * "the sixties", "1956", "when I was seven").
 * They run before the rules in time-life-patterns.ts, so their phrases are claimed first.
 */

import {
  ageValue,
  cap,
  decade,
  fullYear,
  HOLIDAY,
  holidayName,
  MONTH,
  NUM,
  SEASON,
  SHORT_YEAR,
  season,
  seasonOrHoliday,
  YEAR,
} from '../words/time-words.ts';
import { ageLabel, clockTime, isModelYear, startOf } from './time-readers.ts';
import { type PhraseRule, TIER } from './time-tiers.ts';

/** Dates, years, decades and ages, in the order they claim their phrases. */
export const DATE_AND_AGE_PATTERNS: PhraseRule[] = [
  // "the year after we married in 1971" is 1972: the year itself, reckoned from the one said.
  [
    new RegExp(
      String.raw`\bthe\s+year\s+(after|before)\s+(?:I|we)\s+(?:got\s+)?(?:married|wed)\s+in\s+(${YEAR})\b`,
      'gi',
    ),
    (m) => {
      const year = Number(m[2]) + (m[1]!.toLowerCase() === 'after' ? 1 : -1);
      return { label: String(year), year };
    },
    TIER.dated,
  ],
  // "the summer I turned ten", "the winter I was eight"
  [
    new RegExp(
      String.raw`\b(?:the|that)\s+(${SEASON}|${HOLIDAY})\s+(?:when\s+)?I\s+(?:was|turned)\s+(${NUM})\b`,
      'gi',
    ),
    (m) => {
      const word = m[m.length - 1]!;
      const age = ageValue(word);
      const occasion = seasonOrHoliday(m[1]!);
      return age === null ? null : { label: `${occasion} when I was ${word}`, age, occasion };
    },
    TIER.age,
  ],
  [
    new RegExp(String.raw`\b(?:the\s+)?(${SEASON})\s+(?:of\s+)?(${YEAR}|${SHORT_YEAR})\b`, 'gi'),
    (m) => {
      const occasion = season(m[1]!);
      const year = fullYear(m[2]!);
      return { label: `${occasion} ${year}`, year: Number(year), occasion };
    },
    TIER.dated,
  ],
  [
    new RegExp(String.raw`\b(${HOLIDAY})\s+(?:of\s+)?(${YEAR})\b`, 'gi'),
    (m) => {
      const occasion = holidayName(m[1]!);
      const year = m[m.length - 1]!;
      return { label: `${occasion} ${year}`, year: Number(year), occasion };
    },
    TIER.dated,
  ],
  [
    new RegExp(String.raw`\b(${MONTH})\s+(?:of\s+)?(${YEAR})\b`, 'gi'),
    (m) => ({ label: `${cap(m[1]!)} ${m[2]}`, year: Number(m[2]) }),
    TIER.dated,
  ],
  [
    new RegExp(
      String.raw`\b(?:from\s+)?(${YEAR})\s*(?:-|to|until|till|through)\s*(${YEAR})\b|\bbetween\s+(${YEAR})\s+and\s+(${YEAR})\b`,
      'gi',
    ),
    (m) => {
      const [from, to] = m[1] ? [m[1], m[2]!] : [m[3]!, m[4]!];
      return Number(to) > Number(from) ? { label: `${from} to ${to}`, year: Number(from) } : null;
    },
    TIER.dated,
  ],
  // "the sixties", "the late 1970s", and in speech "late seventies" with no "the": "early", "mid" or "late" say it is
  // a decade as surely as "the" does, unless it is someone's age ("in her late seventies").
  [
    /\b(?:the\s+(early\s+|mid[\s-]|late\s+)?|(early\s+|mid[\s-]|late\s+))(?:(1[6-9]\d0|20\d0)'?s|'?(\d0)'?s|(twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties))\b/gi,
    (m, s) => {
      // "in her late seventies" is an age.
      if (m[2] && /\b(?:my|his|her|their|our|your)\s+$/i.test(s.slice(0, startOf(m)))) return null;
      const part = m[1] ?? m[2];
      return { label: `the ${part ? `${part.trim().replace(/-$/, '')} ` : ''}${decade(m[3], m[4], m[5])}` };
    },
    TIER.dated,
  ],
  [
    new RegExp(String.raw`(?<![$\d,.])\b(${YEAR})\b(?![,.]\d)`, 'g'),
    (m, s) => (isModelYear(s, m) ? null : { label: m[1]!, year: Number(m[1]) }),
    TIER.bareYear,
  ],
  [
    // "in '88", and "'88 was the year": opening a sentence, a year with its apostrophe needs no word before it.
    new RegExp(String.raw`(?:\b(?:in|of|back\s+in)\s+|(?:^|[.!?]\s+))(${SHORT_YEAR})\b`, 'gi'),
    (m) => {
      const year = fullYear(m[1]!);
      return { label: year, year: Number(year) };
    },
    TIER.bareYear,
  ],
  // Ages: "when I was seven", "I was fourteen", "at twelve", "at the age of ten".
  [
    new RegExp(
      String.raw`\bwhen\s+I\s+(?:was|turned)\s+(?:about\s+|around\s+|just\s+|only\s+|nearly\s+|almost\s+|maybe\s+|perhaps\s+|roughly\s+)?(${NUM})\b`,
      'gi',
    ),
    (m, s) => ageLabel(m[1]!, s, m),
    TIER.age,
  ],
  [
    new RegExp(
      // The longer forms first: NUM takes any word, so "was" alone would read "about" in "I was about six" as the age.
      String.raw`\bI\s+(?:must\s+have\s+been|was\s+(?:only|just|about|around|nearly|almost|maybe)|was|turned)\s+(${NUM})\b`,
      'gi',
    ),
    (m, s) => ageLabel(m[1]!, s, m),
    TIER.age,
  ],
  [
    new RegExp(String.raw`\bat\s+(?:the\s+)?age\s+(?:of\s+)?(${NUM})\b|\baged\s+(${NUM})\b`, 'gi'),
    (m, s) => ageLabel(m[1] ?? m[2]!, s, m),
    TIER.age,
  ],
  [
    new RegExp(String.raw`\bat\s+(${NUM})\b`, 'gi'),
    (m, s) => (clockTime(s, m) ? null : ageLabel(m[1]!, s, m)),
    TIER.age,
  ],
];
