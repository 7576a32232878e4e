/**
 * When a memory happened, as the writer would say it: "Summer 1965",
 * "Christmas 1980", "June 14, 1958", "the 1960s", "when I was seven",
 * "during the war".
 *
 * Phrase rules find the phrases; chrono-node reads full calendar dates and
 * compromise-dates gives a second opinion on the sentence around a bare year.
 * Neither library is allowed to invent a year: both stamp year-less phrases
 * ("that summer") with the current year, so a result is only kept when the year
 * is written in the text. A year-less season stays "Summer".
 *
 * The word lists live in time-words.ts, the phrase rules in time-date-patterns.ts and time-life-patterns.ts;
 * this module runs them over each sentence and chooses between what they find.
 */
import * as chrono from 'chrono-node';
import nlp from 'compromise';
import datesPlugin from 'compromise-dates';
import { datesByYearOnly, HISTORIC_EVENTS } from '../words/historic-events.ts';
import { MONTHS, monthIndex } from '../words/lexicon.ts';
import { cap, MONTH, YEAR } from '../words/time-words.ts';
import { lowerFirst } from './text-helpers.ts';
import { DATE_AND_AGE_PATTERNS } from './time-date-patterns.ts';
import { LIFE_AND_OCCASION_PATTERNS } from './time-life-patterns.ts';
import { startOf } from './time-readers.ts';
import { type PhraseRule, type Reading, TIER, type Tier, type When } from './time-tiers.ts';
import type { Token } from './tokens.ts';

export { TIER, type Tier, type When };

nlp.plugin(datesPlugin);

/** A phrase found in the text: where it is, so the earliest of the surest phrases wins. */
interface Found extends When {
  at: number;
  sentence: number;
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
  for (const { happened, month, year } of HISTORIC_EVENTS) {
    const m = happened.exec(s);
    if (!m) continue;
    const label = datesByYearOnly(s.slice(Math.max(0, m.index - 30), m.index))
      ? String(year)
      : `${month} ${year}`;
    add({ label, year }, m.index, TIER.event);
  }
}

/** Phrase patterns, compiled once: [pattern, what a match says (null = not a time), tier]. */
const PATTERNS: PhraseRule[] = [...DATE_AND_AGE_PATTERNS, ...LIFE_AND_OCCASION_PATTERNS];

/** Whether the text mentions a historical event people date their lives by. */
export function mentionsHistoricEvent(text: string): boolean {
  return HISTORIC_EVENTS.some(({ happened }) => happened.test(text));
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
