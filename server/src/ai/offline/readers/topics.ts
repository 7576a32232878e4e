/**
 * Topics of a memory from a keyword lexicon over word lemmas (wink-nlp), plus
 * what the entity rules found (a daughter means Children, an age of seven means
 * Childhood). TF-IDF over a user's few memories picks names, not topics, so the
 * vocabulary is fixed and written down in ai/vocabulary/topic-lexicon.ts.
 */

import { isFamilyHoliday } from '#server/ai/vocabulary/holidays.ts';
import { TOPIC_LEXICON } from '#server/ai/vocabulary/topic-lexicon.ts';
import { SCHEDULE_TOPICS } from '#shared/phone-sessions.ts';
import type { When } from './time.ts';
import type { Token } from './tokens.ts';

interface LexiconIndex {
  words: Map<string, { topic: string; weight: number }[]>;
  phrases: { phrase: RegExp; topic: string; weight: number }[];
}

function buildIndex(): LexiconIndex {
  const words = new Map<string, { topic: string; weight: number }[]>();
  const phrases: { phrase: RegExp; topic: string; weight: number }[] = [];
  for (const [topic, { strong, weak }] of Object.entries(TOPIC_LEXICON)) {
    for (const [keys, weight] of [
      [strong, STRONG],
      [weak, WEAK],
    ] as const) {
      for (const key of keys) {
        if (key.includes(' ')) phrases.push({ phrase: new RegExp(`\\b${key}\\b`), topic, weight });
        else words.set(key, [...(words.get(key) ?? []), { topic, weight }]);
      }
    }
  }
  return { words, phrases };
}
const STRONG = 2;
const WEAK = 1;
/** A topic needs this much evidence: one strong word, or two weak ones. */
const THRESHOLD = 2;
/** Beyond this, more evidence does not make a topic more central (kin words are everywhere). */
const SATURATION = 4;
const INDEX = buildIndex();

/** What the other rules found, as evidence for topics. */
export interface TopicSignals {
  relations: string[];
  when: When | null;
  where: string | null;
  /** The text names a historical event ("the moon landing"). */
  historicEvent?: boolean;
}

/** Phrases with a variable word in them. */
const PATTERNS: [RegExp, string][] = [
  [/\b(?:lost|lose|losing)\s+(?:his|her|my|their|our|a)\s+job\b|\blaid\s+off\b/i, 'Challenges'],
  [
    /\b(?:lost|losing|lose)\s+(?:my|our|his|her)\s+(?:mother|father|mom|dad|wife|husband|son|daughter|brother|sister|home|house)\b/i,
    'Loss',
  ],
  [
    /\b(?:moved|emigrated|immigrated|came)\s+(?:to|from)\s+(?:america|the\s+states|the\s+united\s+states|canada|england|australia)\b/i,
    'Immigration',
  ],
  [/\bfell\s+in\s+love\b|\bfirst\s+(?:date|kiss)\b/i, 'Romance'],
];

const RELATION_TOPICS: [RegExp, string, number][] = [
  [
    /^(mother|father|parent|grand(mother|father|parent)|great-(grand\w+|aunt|uncle)|brother|sister|sibling|aunt|uncle|cousin|niece|nephew|twin|\w+-in-law|step\w+)s?$/,
    'Family',
    2,
  ],
  [/^(son|daughter|child)s?$|^children$/, 'Children', 2],
  [/^grand(son|daughter|child|children)$/, 'Grandchildren', 2],
  [/^(friend|best friend|roommate|classmate|buddy)s?$/, 'Friends', 2],
  [/^teacher$/, 'Education', 1],
  [/^(boss|mentor|colleague)$/, 'Career', 1],
  [/^neighbors?$/, 'Community', 1],
];

/** Evidence per topic: keyword hits (phrases weigh more) plus the signals. */
export function topicScores(tokens: Token[], text: string, signals: TopicSignals): Map<string, number> {
  const scores = new Map<string, number>();
  const add = (topic: string, by: number) => scores.set(topic, (scores.get(topic) ?? 0) + by);
  const seen = new Map<string, number>();

  for (const t of tokens) {
    if (t.kind !== 'word') continue;
    const hits = INDEX.words.get(t.lower) ?? INDEX.words.get(t.lemma);
    if (!hits) continue;
    // A word repeated many times is one subject, not many: count it at most twice.
    const n = (seen.get(t.lemma) ?? 0) + 1;
    seen.set(t.lemma, n);
    if (n <= 2) for (const { topic, weight } of hits) add(topic, weight);
  }
  const lower = text.toLowerCase();
  for (const { phrase, topic, weight } of INDEX.phrases) {
    if (phrase.test(lower)) add(topic, weight);
  }

  for (const relation of signals.relations) {
    for (const [re, topic, weight] of RELATION_TOPICS) if (re.test(relation)) add(topic, weight);
  }
  const age = signals.when?.age;
  if (
    (age !== undefined && age <= 12) ||
    /\b(as a (little )?(boy|girl|child|kid)|grade|kindergarten)\b/.test(signals.when?.label ?? '')
  ) {
    add('Childhood', 2);
  }
  const occasion = signals.when?.occasion;
  if (occasion && isFamilyHoliday(occasion)) add('Holidays', 1);
  if (signals.where && /\b(farm|ranch)\b/i.test(signals.where)) add('Farming', 1);
  if (signals.historicEvent) add('History', STRONG);
  for (const [re, topic] of PATTERNS) if (re.test(text)) add(topic, STRONG);
  return scores;
}

/**
 * Up to three topics, strongest first. A memory with words but no topic evidence
 * is filed under "Memories", the product's catch-all topic.
 */
export function detectTopics(tokens: Token[], text: string, signals: TopicSignals): string[] {
  const scores = topicScores(tokens, text, signals);

  const ranked = [...scores.entries()]
    .map(([topic, score]) => [topic, Math.min(score, SATURATION)] as const)
    .filter(([, score]) => score >= THRESHOLD)
    .sort((a, b) => b[1] - a[1] || order(a[0]) - order(b[0]));
  if (ranked.length > 0) return ranked.slice(0, 3).map(([topic]) => topic);
  const weak = [...scores.entries()].sort((a, b) => b[1] - a[1] || order(a[0]) - order(b[0]))[0];
  if (weak) return [weak[0]];
  return tokens.filter((t) => t.kind === 'word').length >= 8 ? ['Memories'] : [];
}

function order(topic: string): number {
  const i = (SCHEDULE_TOPICS as readonly string[]).indexOf(topic);
  return i < 0 ? 100 : i;
}
