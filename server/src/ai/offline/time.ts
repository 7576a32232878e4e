/**
 * When a memory happened, as the writer would say it: "Summer 1965",
 * "Christmas 1980", "June 14, 1958", "the 1960s", "when I was seven",
 * "during the war".
 *
 * Rules here find the phrases; chrono-node reads full calendar dates and
 * compromise-dates gives a second opinion on the sentence around a bare year.
 * Neither library is allowed to invent a year: both stamp year-less phrases
 * ("that summer") with the current year, so a result is only kept when the year
 * is written in the text. A year-less season stays "Summer".
 */
import * as chrono from 'chrono-node';
import nlp from 'compromise';
import datesPlugin from 'compromise-dates';
import { HOLIDAYS } from '../vocabulary/holidays.ts';
import { MONTHS, monthIndex } from './lexicon.ts';
import { decadeValue, numberWordValue, ORDINAL_WORDS } from './number-words.ts';
import type { Token } from './tokens.ts';

nlp.plugin(datesPlugin);

/**
 * How sure a phrase is as the time of the memory: lower wins; within a tier the
 * earlier phrase wins.
 */
export const TIER = {
  /** A year with a month, season or holiday, a range or a decade: "Summer 1965". */
  dated: 1,
  /** A year alone: "1956". */
  bareYear: 2,
  /** A historical event: "the day Kennedy was shot". */
  event: 3,
  /** The writer's age: "when I was seven". */
  age: 4,
  /** A stage of life: "as a boy", "third grade", "during the war". */
  stage: 5,
  /** A personal milestone: "our fortieth anniversary". */
  personal: 6,
  /** A season or holiday with no year: "Summer", "Christmas Eve". */
  yearless: 7,
  /** A time counted back from now: "two years ago". */
  relative: 8,
} as const;
export type Tier = (typeof TIER)[keyof typeof TIER];

/** When a memory happened: the label the writer would say, and what it tells as values. */
export interface When {
  /** "Summer 1965", "Christmas when I was six", "the 1960s", "during the war". */
  label: string;
  tier: Tier;
  year?: number;
  /** The writer's age, as a number: "when I was seven" → 7. */
  age?: number;
  /** The season or holiday the time names: "Summer", "Christmas Eve". */
  occasion?: string;
}

/** What a phrase says about the time; its tier comes from the rule that read it. */
type Reading = Omit<When, 'tier'>;

/** A phrase found in the text: where it is, so the earliest of the surest phrases wins. */
interface Found extends When {
  at: number;
  sentence: number;
}

const YEAR = String.raw`(?:1[6-9]\d\d|20\d\d)`;
const SHORT_YEAR = String.raw`'\d\d`;
const SEASON = 'spring|summer|fall|autumn|winter';
const HOLIDAY = HOLIDAYS.map(([re]) => re.source).join('|');
const MONTH = MONTHS.join('|');
const NUM = String.raw`(?:\d{1,3}|[a-z]+(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?)`;
/** School grades, "first" to "twelfth" grade. */
const GRADE_WORDS = ORDINAL_WORDS.slice(0, 12);

/** Historical events older writers date their memories by. */
const EVENTS: [happened: RegExp, month: string, year: number][] = [
  [
    /\b(?:kennedy|jfk)\s+(?:was|got)\s+(?:shot|killed|assassinated)|\bkennedy\s+assassination/i,
    'November',
    1963,
  ],
  [/\bpearl\s+harbor\s+(?:was\s+)?(?:attacked|bombed)|\battack\s+on\s+pearl\s+harbor/i, 'December', 1941],
  [/\b(?:moon\s+landing|(?:walk|walked|step|stepped|land|landed)\s+on(?:to)?\s+the\s+moon)/i, 'July', 1969],
  [/\bv-?e\s+day\b/i, 'May', 1945],
  [/\bv-?j\s+day\b/i, 'August', 1945],
  [/\b9\/11\b|\bseptember\s+11(?:th)?\b(?!,?\s*\d)/i, 'September', 2001],
  [/\bthe\s+(?:berlin\s+)?wall\s+(?:came|fell)/i, 'November', 1989],
];

const AGE_STAGE = String.raw`(?:a\s+)?(?:little\s+|young\s+|small\s+)?(?:boy|girl|lad|lass|child|kid|teenager|teen|baby|toddler|youngster|young\s+man|young\s+woman|newlywed|student)`;
const WAR = String.raw`(?:great\s+war|first\s+world\s+war|second\s+world\s+war|world\s+war\s+(?:i{1,2}|one|two|1|2)|korean\s+war|vietnam\s+war|war|depression|great\s+depression|blitz|occupation|troubles)`;

function cap(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

function season(word: string): string {
  return cap(word.toLowerCase() === 'autumn' ? 'Fall' : word);
}

function holidayName(text: string): string {
  return HOLIDAYS.find(([re]) => new RegExp(`^(?:${re.source})$`, 'i').test(text.trim()))?.[1] ?? cap(text);
}

function fullYear(text: string): string {
  if (!text.startsWith("'")) return text;
  const yy = Number(text.slice(1));
  // '65 is 1965; '05 is 2005. Memoirs look back, so only years up to now are 20xx.
  return String(yy <= new Date().getFullYear() % 100 ? 2000 + yy : 1900 + yy);
}

/** The age a word gives ("seven", "fifty two", "12"), when it is one a person can be. */
function ageValue(word: string): number | null {
  const n = numberWordValue(word.replace(/\s+/, '-'));
  return n !== null && n >= 1 && n <= 110 ? n : null;
}

/** Character ranges of the sentences, from the tokenizer. */
function sentenceRanges(tokens: Token[]): { start: number; end: number }[] {
  const ranges: { start: number; end: number }[] = [];
  for (const t of tokens) {
    const r = ranges[t.sentence];
    if (r) r.end = t.end;
    else ranges[t.sentence] = { start: t.start, end: t.end };
  }
  return ranges.filter(Boolean);
}

export function extractWhen(text: string, tokens: Token[]): When | null {
  const found: Found[] = [];
  const ranges = sentenceRanges(tokens);
  ranges.forEach((range, sentence) => {
    findInSentence(text.slice(range.start, range.end), range.start, sentence, found);
  });
  if (found.length === 0) return null;
  found.sort((a, b) => a.tier - b.tier || a.at - b.at);
  const best = found[0]!;
  if (best.tier === TIER.bareYear) return refineBareYear(best, found, text, ranges[best.sentence]!);
  // "Christmas when I was six": a year-less holiday or season in the same sentence as an age.
  // Only an age said on its own: "the summer I turned ten" already names its season.
  if (best.tier === TIER.age && best.occasion === undefined) {
    const when = found.find(
      (f) => f.sentence === best.sentence && f.tier === TIER.yearless && f.occasion !== undefined,
    );
    if (when) return { ...whenOf(best), label: `${when.label} ${best.label}`, occasion: when.occasion };
  }
  if (best.tier === TIER.stage) return { ...whenOf(best), label: lowerFirst(best.label) };
  return whenOf(best);
}

function whenOf({ at: _at, sentence: _sentence, ...when }: Found): When {
  return when;
}

function lowerFirst(label: string): string {
  return label.charAt(0).toLowerCase() + label.slice(1);
}

const CALENDAR_CUE = new RegExp(`\\b(?:${MONTH})\\b|\\d{1,2}/\\d{1,2}/\\d{2,4}`, 'i');
const YEAR_CUE = new RegExp(YEAR);

function findInSentence(s: string, offset: number, sentence: number, found: Found[]): void {
  const add = (reading: Reading, index: number, tier: Tier) =>
    found.push({ ...reading, tier, at: offset + index, sentence });
  // Characters already claimed by a phrase: a mask keeps this linear in the sentence length.
  const taken = new Uint8Array(s.length);
  const free = (m: RegExpMatchArray) => {
    const from = startOf(m);
    const to = Math.min(from + m[0].length, s.length);
    for (let k = from; k < to; k++) if (taken[k]) return false;
    taken.fill(1, from, to);
    return true;
  };

  // Full calendar dates: chrono-node, kept only when the year is certain.
  if (CALENDAR_CUE.test(s) && YEAR_CUE.test(s)) {
    for (const r of chrono.parse(s)) {
      if (!r.start.isCertain('year') || !r.start.isCertain('month')) continue;
      const d = r.start;
      const month = cap(MONTHS[(d.get('month') ?? 1) - 1]!);
      const year = d.get('year')!;
      const label = d.isCertain('day') ? `${month} ${d.get('day')}, ${year}` : `${month} ${year}`;
      const m = Object.assign([r.text], { index: r.index }) as RegExpMatchArray;
      if (free(m)) add({ label, year }, r.index, TIER.dated);
    }
  }

  for (const [re, read, tier] of PATTERNS) {
    for (const m of s.matchAll(re)) {
      const reading = read(m, s);
      if (reading && free(m)) add(reading, startOf(m), tier);
    }
  }
  for (const [re, month, year] of EVENTS) {
    const m = re.exec(s);
    if (m) add({ label: `${month} ${year}`, year }, m.index, TIER.event);
  }
}

/** Phrase patterns, compiled once: [pattern, what a match says (null = not a time), tier]. */
const PATTERNS: [RegExp, (m: RegExpMatchArray, s: string) => Reading | null, Tier][] = [
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
    new RegExp(String.raw`\b(?:in|of|back\s+in)\s+(${SHORT_YEAR})\b`, 'gi'),
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
      String.raw`\bI\s+(?:was|turned|must\s+have\s+been|was\s+only|was\s+just|was\s+about)\s+(${NUM})\b`,
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
  // Life stages: "as a boy", "when I was a little girl", "in third grade", "during the war".
  [
    new RegExp(String.raw`\b(?:when\s+I\s+was|as)\s+${AGE_STAGE}\b`, 'gi'),
    (m) => ({ label: m[0] }),
    TIER.stage,
  ],
  [
    new RegExp(
      String.raw`(?<!taught\s)\b(?:in|during)\s+(?:(?:Mr|Mrs|Ms|Miss)\.?\s+[A-Z][\w-]+'s\s+)?(${GRADE_WORDS.join('|')}|\d{1,2}(?:st|nd|rd|th))[\s-]grade\b`,
      'gi',
    ),
    (m) => ({ label: `${m[1]!.toLowerCase()} grade` }),
    TIER.stage,
  ],
  [
    /\b(?:in|during)\s+my\s+(teens|twenties|thirties)\b/gi,
    (m) => ({ label: `in my ${m[1]!.toLowerCase()}` }),
    TIER.stage,
  ],
  [
    /\b(?:in|during)\s+(kindergarten|high\s+school|junior\s+high|grade\s+school|elementary\s+school|middle\s+school|college|nursing\s+school|the\s+army|the\s+navy|basic\s+training)\b/gi,
    (m) => ({ label: m[1]!.toLowerCase().replace(/\s+/g, ' ') }),
    TIER.stage,
  ],
  [
    new RegExp(
      String.raw`\b(?:during|after|before|in|through|throughout)\s+the\s+${WAR}\b|\bduring\s+${WAR}\b`,
      'gi',
    ),
    (m) => ({ label: m[0].replace(/^(?:in|through|throughout)\s+/i, 'during ') }),
    TIER.stage,
  ],
  // "the war had just ended", "when the war was over": said of the time just after it.
  [
    new RegExp(
      String.raw`\bthe\s+(${WAR})\s+(?:had\s+)?(?:just\s+)?(?:ended|finished|was\s+(?:just\s+)?over)\b`,
      'gi',
    ),
    (m) => ({ label: `after the ${m[1]!.toLowerCase().replace(/\s+/g, ' ')}` }),
    TIER.stage,
  ],
  // Personal milestones: "our fortieth anniversary", "Mom's ninetieth birthday".
  [
    /\b(?:our|my|his|her|their|[A-Z][a-z]+'s)\s+(?:[a-z]+(?:-[a-z]+)?\s+)?(?:wedding\s+)?(?:anniversary|birthday)\b|\b(?:our|my)\s+(?:wedding\s+day|honeymoon|first\s+day\s+of\s+school|graduation)\b/g,
    (m) => ({ label: m[0] }),
    TIER.personal,
  ],
  [
    new RegExp(`\\b(${HOLIDAY})\\b`, 'gi'),
    (m) => {
      const occasion = holidayName(m[1]!);
      return { label: occasion, occasion };
    },
    TIER.yearless,
  ],
  [
    new RegExp(String.raw`\b(?:(the|that|one|every|each|in|last|this|a)\s+)?(${SEASON})\b`, 'gi'),
    // "fall" and "spring" are verbs and nouns too: only count them after a determiner.
    (m, s) => {
      const det = (m[1] ?? '').toLowerCase();
      if (!det && /^(?:fall|spring)$/i.test(m[2]!)) return null;
      // "all winter" is how long, not when.
      if (!det && /\ball\s+$/i.test(s.slice(0, startOf(m)))) return null;
      // "last summer" is counted back from now, so it names no season another phrase can take.
      if (det === 'last' || det === 'this') return { label: `${det} ${m[2]!.toLowerCase()}` };
      const occasion = season(m[2]!);
      return { label: occasion, occasion };
    },
    TIER.yearless,
  ],
  // "every September", "that March": a month with no year dates a memory as a year-less season does. "May" and
  // "March" are words too, so they need "every", "each" or "in" before them.
  [
    new RegExp(String.raw`\b(every|each|in|that|one)\s+(${MONTH})\b(?!\s*(?:\d|,))`, 'gi'),
    (m) => {
      const det = m[1]!.toLowerCase();
      if (/^(?:may|march)$/i.test(m[2]!) && !['every', 'each', 'in'].includes(det)) return null;
      return { label: cap(m[2]!) };
    },
    TIER.yearless,
  ],
  // A time of day, when nothing else dates the memory: "at dawn", "at first light".
  [
    /\b(?:at|before|by)\s+(?:dawn|daybreak|sunrise|first\s+light|dusk|sunset|twilight|midnight)\b/gi,
    (m) => ({ label: m[0].toLowerCase().replace(/\s+/g, ' ') }),
    TIER.relative,
  ],
  [
    /\b(?:(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d+|many|some)\s+(?:years?|decades?)\s+ago|last\s+year)\b/gi,
    (m) => ({ label: m[0] }),
    TIER.relative,
  ],
];

/** Whether the text mentions a historical event people date their lives by. */
export function mentionsHistoricEvent(text: string): boolean {
  return EVENTS.some(([re]) => re.test(text));
}

function seasonOrHoliday(word: string): string {
  return new RegExp(`^(?:${SEASON})$`, 'i').test(word) ? season(word) : holidayName(word);
}

function decade(full: string | undefined, short: string | undefined, word: string | undefined): string {
  if (full) return `${full}s`;
  if (short) return `19${short}s`;
  return `19${decadeValue(word!)}s`;
}

/** Where a match starts in its sentence. */
function startOf(m: RegExpMatchArray): number {
  return m.index ?? 0;
}

/** Up to `length` characters right after a match: what the phrase is followed by. */
function textAfter(s: string, m: RegExpMatchArray, length: number): string {
  const end = startOf(m) + m[0].length;
  return s.slice(end, end + length);
}

/** "a 1957 Chevy", "1965 dollars": a year used as a label, not as a time. */
function isModelYear(s: string, m: RegExpMatchArray): boolean {
  const before = s.slice(Math.max(0, startOf(m) - 8), startOf(m)).toLowerCase();
  const after = textAfter(s, m, 14);
  if (/\b(?:a|an|my|his|her|our|their|old|new)\s+$/.test(before) && /^\s+[A-Z]/.test(after)) return true;
  return /^\s+(?:dollars|people|miles|feet|pounds|acres|words|cars|times|men|women|students)\b/i.test(after);
}

/** "at six in the morning", "at 7:30": a clock time, not an age. */
function clockTime(s: string, m: RegExpMatchArray): boolean {
  const after = textAfter(s, m, 24).toLowerCase();
  return /^(?::\d|\s*(?:o'clock|a\.?m\b|p\.?m\b|sharp|in\s+the\s+(?:morning|evening|afternoon)|at\s+night|that\s+(?:morning|night|evening)|every|each|on\s+the\s+dot|percent|miles|dollars|cents))/.test(
    after,
  );
}

function ageLabel(word: string, s: string, m: RegExpMatchArray): Reading | null {
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

/**
 * A bare year ("In 1969 we …"): look for a year-less season, holiday or month in
 * the same sentence ("that summer"), then ask compromise-dates whether the phrase
 * around the year is more precise ("the third week of June 1944"). Its answer only
 * counts when its span contains the written year.
 */
function refineBareYear(
  best: Found,
  found: Found[],
  text: string,
  range: { start: number; end: number },
): When {
  const year = whenOf(best);
  // Only a one-word season or holiday: "Christmas 1969", but not "Christmas Eve 1969".
  const partner = found.find(
    (f) =>
      f.sentence === best.sentence &&
      f.tier === TIER.yearless &&
      f.occasion !== undefined &&
      !/\s/.test(f.occasion),
  );
  if (partner) return { ...year, label: `${partner.label} ${best.label}`, occasion: partner.occasion };
  const sentence = text.slice(range.start, range.end);
  if (sentence.length > 400) return year;
  // compromise's typings do not know the methods its plugins add.
  const doc = nlp(sentence) as unknown as {
    dates(): { json(): { text: string; dates?: { start?: string; unit?: string } }[] };
  };
  for (const d of doc.dates().json()) {
    if (!d.text.includes(best.label) || !d.dates?.start) continue;
    const month = MONTHS[Number(d.dates.start.slice(5, 7)) - 1];
    const spanMonth = d.text.split(/\s+/).find((w) => monthIndex(w) >= 0);
    if (d.dates.unit === 'month' && month && spanMonth)
      return { ...year, label: `${cap(month)} ${best.label}` };
  }
  return year;
}
