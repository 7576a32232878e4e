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
import { decadeValue, numberWordValue } from './number-words.ts';
import type { Token } from './tokens.ts';

nlp.plugin(datesPlugin);

interface Found {
  label: string;
  at: number;
  tier: number;
  sentence: number;
}

const YEAR = String.raw`(?:1[6-9]\d\d|20\d\d)`;
const SHORT_YEAR = String.raw`'\d\d`;
const SEASON = 'spring|summer|fall|autumn|winter';
const HOLIDAY = HOLIDAYS.map(([re]) => re.source).join('|');
const MONTH = MONTHS.join('|');
const NUM = String.raw`(?:\d{1,3}|[a-z]+(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?)`;
const ORDINAL_WORDS = [
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
];

/** Historical events older writers date their memories by. */
const EVENTS: [RegExp, string][] = [
  [
    /\b(?:kennedy|jfk)\s+(?:was|got)\s+(?:shot|killed|assassinated)|\bkennedy\s+assassination/i,
    'November 1963',
  ],
  [/\bpearl\s+harbor\s+(?:was\s+)?(?:attacked|bombed)|\battack\s+on\s+pearl\s+harbor/i, 'December 1941'],
  [/\b(?:moon\s+landing|(?:walk|walked|step|stepped|land|landed)\s+on(?:to)?\s+the\s+moon)/i, 'July 1969'],
  [/\bv-?e\s+day\b/i, 'May 1945'],
  [/\bv-?j\s+day\b/i, 'August 1945'],
  [/\b9\/11\b|\bseptember\s+11(?:th)?\b(?!,?\s*\d)/i, 'September 2001'],
  [/\bthe\s+(?:berlin\s+)?wall\s+(?:came|fell)/i, 'November 1989'],
];

const AGE_STAGE = String.raw`(?:a\s+)?(?:little\s+|young\s+|small\s+)?(?:boy|girl|child|kid|teenager|teen|baby|toddler|youngster|young\s+man|young\s+woman|newlywed|student)`;
const WAR = String.raw`(?:great\s+war|first\s+world\s+war|second\s+world\s+war|world\s+war\s+(?:i{1,2}|one|two|1|2)|korean\s+war|vietnam\s+war|war|depression|great\s+depression|blitz|occupation)`;

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

function validAge(word: string): boolean {
  const n = numberWordValue(word.replace(/\s+/, '-'));
  return n !== null && n >= 1 && n <= 110;
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

export function extractWhen(text: string, tokens: Token[]): string | null {
  const found: Found[] = [];
  const ranges = sentenceRanges(tokens);
  ranges.forEach((range, sentence) => {
    findInSentence(text.slice(range.start, range.end), range.start, sentence, found);
  });
  if (found.length === 0) return null;
  found.sort((a, b) => a.tier - b.tier || a.at - b.at);
  const best = found[0]!;
  if (best.tier === BARE_YEAR) return refineBareYear(best, found, text, ranges[best.sentence]!);
  // "Christmas when I was six": a year-less holiday or season in the same sentence as an age.
  if (best.tier === AGE && best.label.startsWith('when I was')) {
    const when = found.find(
      (f) => f.sentence === best.sentence && f.tier === YEARLESS && !/^(?:last|this)\b/.test(f.label),
    );
    if (when) return `${when.label} ${best.label}`;
  }
  return best.tier === STAGE ? best.label.charAt(0).toLowerCase() + best.label.slice(1) : best.label;
}

const CALENDAR_CUE = new RegExp(`\\b(?:${MONTH})\\b|\\d{1,2}/\\d{1,2}/\\d{2,4}`, 'i');
const YEAR_CUE = new RegExp(YEAR);

// Tiers: lower wins; within a tier the earlier phrase wins.
const DATED = 1;
const BARE_YEAR = 2;
const EVENT = 3;
const AGE = 4;
const STAGE = 5;
const PERSONAL = 6;
const YEARLESS = 7;
const RELATIVE = 8;

function findInSentence(s: string, offset: number, sentence: number, found: Found[]): void {
  const add = (label: string, index: number, tier: number) =>
    found.push({ label, at: offset + index, tier, sentence });
  // Characters already claimed by a phrase: a mask keeps this linear in the sentence length.
  const taken = new Uint8Array(s.length);
  const free = (m: RegExpMatchArray) => {
    const from = m.index ?? 0;
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
      const label = d.isCertain('day')
        ? `${month} ${d.get('day')}, ${d.get('year')}`
        : `${month} ${d.get('year')}`;
      const m = Object.assign([r.text], { index: r.index }) as RegExpMatchArray;
      if (free(m)) add(label, r.index, DATED);
    }
  }

  for (const [re, label, tier] of PATTERNS) {
    for (const m of s.matchAll(re)) {
      const value = label(m, s);
      if (value && free(m)) add(value, m.index ?? 0, tier);
    }
  }
  for (const [re, label] of EVENTS) {
    const m = re.exec(s);
    if (m) add(label, m.index, EVENT);
  }
}

/** Phrase patterns, compiled once: [pattern, label of a match (null = not a time), tier]. */
const PATTERNS: [RegExp, (m: RegExpMatchArray, s: string) => string | null, number][] = [
  // "the summer I turned ten", "the winter I was eight"
  [
    new RegExp(
      String.raw`\b(?:the|that)\s+(${SEASON}|${HOLIDAY})\s+(?:when\s+)?I\s+(?:was|turned)\s+(${NUM})\b`,
      'gi',
    ),
    (m) => (validAge(m[m.length - 1]!) ? `${seasonOrHoliday(m[1]!)} when I was ${m[m.length - 1]}` : null),
    AGE,
  ],
  [
    new RegExp(String.raw`\b(?:the\s+)?(${SEASON})\s+(?:of\s+)?(${YEAR}|${SHORT_YEAR})\b`, 'gi'),
    (m) => `${season(m[1]!)} ${fullYear(m[2]!)}`,
    DATED,
  ],
  [
    new RegExp(String.raw`\b(${HOLIDAY})\s+(?:of\s+)?(${YEAR})\b`, 'gi'),
    (m) => `${holidayName(m[1]!)} ${m[m.length - 1]}`,
    DATED,
  ],
  [new RegExp(String.raw`\b(${MONTH})\s+(?:of\s+)?(${YEAR})\b`, 'gi'), (m) => `${cap(m[1]!)} ${m[2]}`, DATED],
  [
    new RegExp(
      String.raw`\b(?:from\s+)?(${YEAR})\s*(?:-|to|until|till|through)\s*(${YEAR})\b|\bbetween\s+(${YEAR})\s+and\s+(${YEAR})\b`,
      'gi',
    ),
    (m) => {
      const [from, to] = m[1] ? [m[1], m[2]!] : [m[3]!, m[4]!];
      return Number(to) > Number(from) ? `${from} to ${to}` : null;
    },
    DATED,
  ],
  [
    /\bthe\s+(early\s+|mid[\s-]|late\s+)?(?:(1[6-9]\d0|20\d0)'?s|'?(\d0)'?s|(twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties))\b/gi,
    (m) => `the ${m[1] ? `${m[1].trim().replace(/-$/, '')} ` : ''}${decade(m[2], m[3], m[4])}`,
    DATED,
  ],
  [
    new RegExp(String.raw`(?<![$\d,.])\b(${YEAR})\b(?![,.]\d)`, 'g'),
    (m, s) => (isModelYear(s, m) ? null : m[1]!),
    BARE_YEAR,
  ],
  [
    new RegExp(String.raw`\b(?:in|of|back\s+in)\s+(${SHORT_YEAR})\b`, 'gi'),
    (m) => fullYear(m[1]!),
    BARE_YEAR,
  ],
  // Ages: "when I was seven", "I was fourteen", "at twelve", "at the age of ten".
  [
    new RegExp(
      String.raw`\bwhen\s+I\s+(?:was|turned)\s+(?:about\s+|around\s+|just\s+|only\s+|nearly\s+|almost\s+)?(${NUM})\b`,
      'gi',
    ),
    (m, s) => ageLabel(m[1]!, s, m),
    AGE,
  ],
  [
    new RegExp(
      String.raw`\bI\s+(?:was|turned|must\s+have\s+been|was\s+only|was\s+just|was\s+about)\s+(${NUM})\b`,
      'gi',
    ),
    (m, s) => ageLabel(m[1]!, s, m),
    AGE,
  ],
  [
    new RegExp(String.raw`\bat\s+(?:the\s+)?age\s+(?:of\s+)?(${NUM})\b|\baged\s+(${NUM})\b`, 'gi'),
    (m, s) => ageLabel(m[1] ?? m[2]!, s, m),
    AGE,
  ],
  [
    new RegExp(String.raw`\bat\s+(${NUM})\b`, 'gi'),
    (m, s) => (clockTime(s, m) ? null : ageLabel(m[1]!, s, m)),
    AGE,
  ],
  // Life stages: "as a boy", "when I was a little girl", "in third grade", "during the war".
  [new RegExp(String.raw`\b(?:when\s+I\s+was|as)\s+${AGE_STAGE}\b`, 'gi'), (m) => m[0], STAGE],
  [
    new RegExp(
      String.raw`(?<!taught\s)\b(?:in|during)\s+(?:(?:Mr|Mrs|Ms|Miss)\.?\s+[A-Z][\w-]+'s\s+)?(${ORDINAL_WORDS.join('|')}|\d{1,2}(?:st|nd|rd|th))[\s-]grade\b`,
      'gi',
    ),
    (m) => `${m[1]!.toLowerCase()} grade`,
    STAGE,
  ],
  [
    /\b(?:in|during)\s+(kindergarten|high\s+school|junior\s+high|grade\s+school|elementary\s+school|middle\s+school|college|nursing\s+school|the\s+army|the\s+navy|basic\s+training)\b/gi,
    (m) => m[1]!.toLowerCase().replace(/\s+/g, ' '),
    STAGE,
  ],
  [
    new RegExp(
      String.raw`\b(?:during|after|before|in|through|throughout)\s+the\s+${WAR}\b|\bduring\s+${WAR}\b`,
      'gi',
    ),
    (m) => m[0].replace(/^(?:in|through|throughout)\s+/i, 'during '),
    STAGE,
  ],
  // Personal milestones: "our fortieth anniversary", "Mom's ninetieth birthday".
  [
    /\b(?:our|my|his|her|their|[A-Z][a-z]+'s)\s+(?:[a-z]+(?:-[a-z]+)?\s+)?(?:wedding\s+)?(?:anniversary|birthday)\b|\b(?:our|my)\s+(?:wedding\s+day|honeymoon|first\s+day\s+of\s+school|graduation)\b/g,
    (m) => m[0],
    PERSONAL,
  ],
  [new RegExp(`\\b(${HOLIDAY})\\b`, 'gi'), (m) => holidayName(m[1]!), YEARLESS],
  [
    new RegExp(String.raw`\b(?:(the|that|one|every|each|in|last|this|a)\s+)?(${SEASON})\b`, 'gi'),
    // "fall" and "spring" are verbs and nouns too: only count them after a determiner.
    (m, s) => {
      const det = (m[1] ?? '').toLowerCase();
      if (!det && /^(?:fall|spring)$/i.test(m[2]!)) return null;
      // "all winter" is how long, not when.
      if (!det && /\ball\s+$/i.test(s.slice(0, m.index))) return null;
      return det === 'last' || det === 'this' ? `${det} ${m[2]!.toLowerCase()}` : season(m[2]!);
    },
    YEARLESS,
  ],
  [
    /\b(?:(?:a|one|two|three|four|five|six|seven|eight|nine|ten|\d+|many|some)\s+(?:years?|decades?)\s+ago|last\s+year)\b/gi,
    (m) => m[0],
    RELATIVE,
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

/** "a 1957 Chevy", "1965 dollars": a year used as a label, not as a time. */
function isModelYear(s: string, m: RegExpMatchArray): boolean {
  const before = s.slice(Math.max(0, (m.index ?? 0) - 8), m.index).toLowerCase();
  const after = s.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 14);
  if (/\b(?:a|an|my|his|her|our|their|old|new)\s+$/.test(before) && /^\s+[A-Z]/.test(after)) return true;
  return /^\s+(?:dollars|people|miles|feet|pounds|acres|words|cars|times|men|women|students)\b/i.test(after);
}

/** "at six in the morning", "at 7:30": a clock time, not an age. */
function clockTime(s: string, m: RegExpMatchArray): boolean {
  const after = s.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 24).toLowerCase();
  return /^(?::\d|\s*(?:o'clock|a\.?m\b|p\.?m\b|sharp|in\s+the\s+(?:morning|evening|afternoon)|at\s+night|that\s+(?:morning|night|evening)|every|each|on\s+the\s+dot|percent|miles|dollars|cents))/.test(
    after,
  );
}

function ageLabel(word: string, s: string, m: RegExpMatchArray): string | null {
  if (!validAge(word)) return null;
  const lower = word.toLowerCase();
  const after = s.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 40).toLowerCase();
  // "I was one of the first", "I was 12 miles away".
  if (
    /^\s*(?:of|or|in\s+the|percent|miles|minutes|hours|days|weeks|months|dollars|cents|feet|pounds)\b/.test(
      after,
    )
  )
    return null;
  if (lower === 'one' && !/^\s*years?\s+old/.test(after)) return null;
  return `when I was ${word}`;
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
): string {
  const partner = found.find(
    (f) => f.sentence === best.sentence && f.tier === YEARLESS && !/\s/.test(f.label),
  );
  if (partner) return `${partner.label} ${best.label}`;
  const sentence = text.slice(range.start, range.end);
  if (sentence.length > 400) return best.label;
  // compromise's typings do not know the methods its plugins add.
  const doc = nlp(sentence) as unknown as {
    dates(): { json(): { text: string; dates?: { start?: string; unit?: string } }[] };
  };
  for (const d of doc.dates().json()) {
    if (!d.text.includes(best.label) || !d.dates?.start) continue;
    const month = MONTHS[Number(d.dates.start.slice(5, 7)) - 1];
    const spanMonth = d.text.split(/\s+/).find((w) => monthIndex(w) >= 0);
    if (d.dates.unit === 'month' && month && spanMonth) return `${cap(month)} ${best.label}`;
  }
  return best.label;
}
