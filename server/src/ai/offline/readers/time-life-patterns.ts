/**
 * The phrase rules that read a time of life or an occasion rather than a date: stages of life ("as a boy",
 * "third grade", "during the war"), personal milestones, seasons, holidays, months and weekdays with no year,
 * and times counted back from now. They run after the rules in time-date-patterns.ts.
 */

import {
  AGE_STAGE,
  cap,
  GRADE_WORDS,
  HOLIDAY,
  holidayName,
  MONTH,
  SEASON,
  season,
  TENS,
  UNIT_ORDINAL,
  WAR,
  WEEKDAY,
} from '../words/time-words.ts';
import { startOf } from './time-readers.ts';
import { type PhraseRule, TIER } from './time-tiers.ts';

/** How long before or after a turn of life: "the summer before I married", "the week after the funeral". */
const MILESTONE_SPAN =
  'day|night|morning|evening|week|fortnight|month|year|summer|winter|spring|autumn|fall|christmas|easter';
/** The turns of a life a time is reckoned from: a marriage, a wedding or funeral, a parent's death, a birth. */
const MILESTONE = String.raw`(?:I|we)\s+(?:got\s+)?(?:married|wed)|(?:the|my|our)\s+(?:wedding|funeral)|(?:my|our)\s+[a-z]+\s+(?:died|passed(?:\s+away|\s+on)?)|(?:our|my)\s+(?:[a-z]+\s+)?[a-z]+\s+was\s+born`;

/** What the storyteller did or went through that dates a memory: "I left school", "we first came over". */
const TURNS_OF_LIFE = [
  String.raw`I\s+(?:left|finished|started)\s+school`,
  String.raw`I\s+was\s+(?:called\s+up|demobbed|demobilised|conscripted|drafted|evacuated)`,
  String.raw`I\s+did\s+my\s+national\s+service`,
  String.raw`I\s+was\s+in\s+the\s+(?:land\s+army|army|navy|air\s+force|raf|wrens|home\s+guard|forces)`,
  String.raw`(?:I|we)\s+first\s+came\s+(?:over|here|to\s+[a-z]+)`,
  String.raw`(?:I|we)\s+got\s+married`,
  String.raw`(?:my|our)\s+(?:[a-z]+\s+)?[a-z]+\s+was\s+born`,
  String.raw`I\s+lost\s+my\s+(?:husband|wife|mother|father|mum|mam|dad|son|daughter)`,
  String.raw`I\s+was\s+carrying(?:\s+(?:our|my)\s+[a-z]+)?`,
].join('|');

/**
 * A phrase as the storyteller said it, with "I" written as a capital and one space between words, starting in lower
 * case as it would inside a sentence (a transcript's restored capital at the start of one is not part of it).
 */
function asSaid(phrase: string): string {
  const spaced = phrase.replace(/\s+/g, ' ').replace(/\bi\b/g, 'I');
  return /^I\b/.test(spaced) ? spaced : spaced.charAt(0).toLowerCase() + spaced.slice(1);
}

/** Stages of life, milestones, year-less occasions and relative times, in the order they claim their phrases. */
export const LIFE_AND_OCCASION_PATTERNS: PhraseRule[] = [
  // Life stages: "as a boy", "when I was a little girl", "in third grade", "during the war".
  [
    new RegExp(String.raw`\b(?:when\s+I\s+was|as)\s+${AGE_STAGE}\b`, 'gi'),
    (m) => ({ label: asSaid(m[0]) }),
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
  // "the war had just ended", "when the war was over": said of the time just after it. "when the war ended" is the
  // day itself, which the event rule below reads.
  [
    new RegExp(
      String.raw`\bthe\s+(${WAR})\s+(?:had\s+)?(?:just\s+)?(?:ended|finished|was\s+(?:just\s+)?over)\b`,
      'gi',
    ),
    (m, s) =>
      /\bwhen\s+$/i.test(s.slice(0, m.index)) && /(?:ended|finished)$/i.test(m[0])
        ? null
        : { label: `after the ${m[1]!.toLowerCase().replace(/\s+/g, ' ')}` },
    TIER.stage,
  ],
  // Stages of a life together, as people date by them: "when we were courting", "when we were first married", "after
  // I retired", "when the kids were small". "I was courting Jim then" says who, not when.
  [
    /\b(?:when|after|before|while)\s+(?:I|we)\s+(?:was|were)\s+courting\b|\bwhen\s+we\s+(?:were\s+(?:first\s+|newly\s+|just\s+)?married|(?:first\s+)?got\s+married)\b|\b(?:when|after)\s+I\s+retired\b|\bwhen\s+(?:the|our|my)\s+(?:kids|children|boys|girls|twins)\s+were\s+(?:still\s+)?(?:small|little|young|babies|tiny|in\s+nappies|in\s+diapers)\b/gi,
    (m) => ({ label: asSaid(m[0].toLowerCase()) }),
    TIER.stage,
  ],
  // A time reckoned from a turn of the storyteller's life, as said: "the summer before I married", "a month after the
  // wedding", "the christmas before my father died".
  [
    new RegExp(String.raw`\b(?:the|a)\s+(?:${MILESTONE_SPAN})\s+(?:before|after)\s+(?:${MILESTONE})`, 'gi'),
    (m) => ({ label: asSaid(m[0]) }),
    TIER.personal,
  ],
  // The turns of a life people date by, as said: "when I left school", "when I was called up", "during my national
  // service", "when we first came over", "the day we got married", "after I lost my husband".
  [
    new RegExp(
      String.raw`\b(?:(?:when|after|before)\s+|the\s+(?:day|year)\s+)(?:${TURNS_OF_LIFE})\b|\b(?:during|in)\s+my\s+national\s+service\b|\bmy\s+first\s+day\s+at\s+school\b`,
      'gi',
    ),
    (m) => ({ label: asSaid(m[0]) }),
    TIER.stage,
  ],
  // "when our jean was a baby", "when my eldest was born", "when I was expecting our first".
  [
    /\bwhen\s+(?:(?:our|my)\s+(?:[a-z]+\s+)?[a-z]+\s+was\s+(?:a\s+baby|born|little|small|tiny)|I\s+was\s+expecting(?:\s+(?:our|my)\s+[a-z]+)?)\b/gi,
    (m) => ({ label: asSaid(m[0]) }),
    TIER.personal,
  ],
  // Personal milestones: "our fortieth anniversary", "Mom's ninetieth birthday".
  [
    /\b(?:our|my|his|her|their|[A-Z][a-z]+'s)\s+(?:[a-z]+(?:-[a-z]+)?\s+){0,2}(?:wedding\s+)?(?:anniversary|birthday)\b|\b(?:our|my)\s+(?:wedding\s+day|honeymoon|first\s+day\s+of\s+school|graduation)\b/g,
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
  // A birthday or anniversary by its ordinal alone: "for my eightieth", "on my twenty first". Only ordinals a
  // birthday reaches (sixteenth on, or a tens word), so "my first job" and "my second wife" stay out.
  [
    new RegExp(
      String.raw`\b(?:my|our|his|her|their)\s+(?:(?:${TENS})[\s-](?:${UNIT_ORDINAL})|(?:twent|thirt|fort|fift|sixt|sevent|eight|ninet)ieth|(?:six|seven|eigh|nine)teenth|hundredth)\b(?!\s+(?:birthday|anniversary|wedding))`,
      'gi',
    ),
    (m) => ({ label: m[0].toLowerCase().replace(/\s+/g, ' ') }),
    TIER.personal,
  ],
  // A weekday named once: "on a saturday", "last tuesday". "every sunday" stays out: the labels hold a weekly habit
  // dates no memory.
  [
    new RegExp(
      String.raw`\b(on\s+a|on|last)\s+(${WEEKDAY})(\s+(?:morning|afternoon|evening|night))?\b`,
      'gi',
    ),
    (m) => ({
      label: `${m[1]!.toLowerCase().replace(/\s+/g, ' ')} ${cap(m[2]!)}${(m[3] ?? '').toLowerCase()}`,
    }),
    TIER.yearless,
  ],
  // A public event dated by its turn, as people say it: "when war broke out", "when the pit closed".
  [
    /\bwhen\s+(?:the\s+)?(?:war|strike|mine|pit|mill|works|factory|shipyard|yard)\s+(?:broke\s+out|started|began|ended|finished|closed|shut)\b/gi,
    (m) => ({ label: m[0].toLowerCase().replace(/\s+/g, ' ') }),
    TIER.stage,
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
