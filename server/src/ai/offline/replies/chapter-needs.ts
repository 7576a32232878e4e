/**
 * What each chapter still needs (issue 13, part 4; docs/decisions/905): when, where and who from the
 * memories' Memory DNA; a scene with sensory detail, feelings and what it meant from their words. Each is
 * met or not with a reason in plain words, and each one not met becomes a question for an older person,
 * naming the chapter's place or title. Pure and deterministic; it reads text, so it runs in the AI worker pool.
 */

import { NEEDS_TEXT_CHARS, type NeedsChapter, type NeedsSourceMemory } from '#server/ai/ai-provider.ts';
import { parsePerson } from '#server/ai/rules/person.ts';
import {
  CHAPTER_NEED_ITEMS,
  type ChapterNeed,
  type ChapterNeedItem,
  type ChapterNeedQuestion,
  type ChapterNeeds,
} from '#shared/chapter-needs.ts';
import { displayChapterTitle } from '#shared/studio.ts';
import { dropFillers } from '../clean-copy/fillers.ts';
import {
  FEELING_WORDS,
  MEANING_PHRASES,
  SENSE_PHRASES,
  SENSE_WORDS,
  type Sense,
  wordsPattern,
} from '../words/chapter-needs-words.ts';

/** A scene needs at least this many details one could see, hear, smell, taste or touch, in one memory. */
const SCENE_DETAILS = 2;

const SENSES = Object.keys(SENSE_WORDS) as Sense[];
const SENSE_PATTERNS = Object.fromEntries(
  SENSES.map((sense) => [sense, wordsPattern(SENSE_WORDS[sense])]),
) as Record<Sense, RegExp>;
const FEELINGS = wordsPattern(FEELING_WORDS);
const MEANING = wordsPattern(MEANING_PHRASES);

/**
 * Words as the lists are written: lower case, plain apostrophes, without "um", "uh" and a filler
 * "you know", and a word said twice in a row once ("i i learned"), so a transcript reads like typing.
 */
export function wordsOf(text: string): string {
  const plain = text.slice(0, NEEDS_TEXT_CHARS).toLowerCase().replace(/[‘’]/g, "'");
  return dropFillers(plain.replace(/[^\p{L}\p{N}'\s]+/gu, ' '))
    .replace(/(?<![\p{L}'])([\p{L}']+)(?:\s+\1)+(?![\p{L}'])/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

const found = (pattern: RegExp, words: string) => [...new Set(words.match(pattern) ?? [])];
const quoted = (name: string) => `“${name.trim()}”`;

function joinAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** The value most memories give (the first given on a tie), or null when none gives one. */
function mostGiven(values: readonly (string | null)[]): string | null {
  const counts = new Map<string, number>();
  for (const value of values)
    if (value?.trim()) counts.set(value.trim(), (counts.get(value.trim()) ?? 0) + 1);
  let best: string | null = null;
  for (const [value, count] of counts) if (best === null || count > counts.get(best)!) best = value;
  return best;
}

function dnaNeed(
  item: 'when' | 'where',
  memories: readonly NeedsSourceMemory[],
  value: (memory: NeedsSourceMemory) => string | null,
): ChapterNeed {
  const memory = memories.find((m) => value(m)?.trim());
  if (memory)
    return { item, met: true, reason: `${quoted(memory.name)} says ${item}: ${value(memory)!.trim()}.` };
  return {
    item,
    met: false,
    reason:
      item === 'when'
        ? 'No memory here says when it happened yet.'
        : 'No memory here says where it happened yet.',
  };
}

function whoNeed(memories: readonly NeedsSourceMemory[]): ChapterNeed {
  const people = [
    ...new Set(memories.flatMap((m) => m.peopleInvolved.map((p) => parsePerson(p).name))),
  ].filter(Boolean);
  if (people.length === 0)
    return { item: 'who', met: false, reason: 'No one else is named in these memories yet.' };
  const named = people.length > 3 ? [...people.slice(0, 3), `${people.length - 3} more`] : people;
  return { item: 'who', met: true, reason: `${joinAnd(named)} ${people.length === 1 ? 'is' : 'are'} in it.` };
}

function sceneNeed(memories: readonly NeedsSourceMemory[], words: readonly string[]): ChapterNeed {
  let richest: { memory: NeedsSourceMemory; senses: Sense[]; details: number } | null = null;
  memories.forEach((memory, i) => {
    const bySense = SENSES.map((sense) => ({
      sense,
      details: found(SENSE_PATTERNS[sense], words[i]!).length,
    }));
    const senses = bySense.filter((s) => s.details > 0).map((s) => s.sense);
    const details = bySense.reduce((sum, s) => sum + s.details, 0);
    if (!richest || details > richest.details) richest = { memory, senses, details };
  });
  const best = richest as { memory: NeedsSourceMemory; senses: Sense[]; details: number } | null;
  const what = (senses: Sense[]) => `what you ${joinAnd(senses.map((sense) => SENSE_PHRASES[sense]))}`;
  if (best && best.details >= SCENE_DETAILS)
    return { item: 'scene', met: true, reason: `${quoted(best.memory.name)} tells ${what(best.senses)}.` };
  if (best && best.details > 0)
    return {
      item: 'scene',
      met: false,
      reason: `${quoted(best.memory.name)} tells ${what(best.senses)}, but a scene needs a little more.`,
    };
  return { item: 'scene', met: false, reason: 'No memory says yet what you saw, heard, smelled or touched.' };
}

function wordsNeed(
  item: 'feelings' | 'meaning',
  pattern: RegExp,
  memories: readonly NeedsSourceMemory[],
  words: readonly string[],
): ChapterNeed {
  const i = words.findIndex((w) => found(pattern, w).length > 0);
  if (i >= 0) {
    // Said back as written, with "I" in capitals even when a recogniser wrote none.
    const said = found(pattern, words[i]!)
      .slice(0, 2)
      .map((w) => `“${w.replace(/(?<![\p{L}'])i(?=['\s]|$)/gu, 'I')}”`);
    return {
      item,
      met: true,
      reason:
        item === 'feelings'
          ? `${quoted(memories[i]!.name)} says how you felt: ${joinAnd(said)}.`
          : `${quoted(memories[i]!.name)} says what it meant: ${joinAnd(said)}.`,
    };
  }
  return {
    item,
    met: false,
    reason:
      item === 'feelings' ? 'No memory says yet how you felt.' : 'No memory says yet what it meant to you.',
  };
}

/** "The farm" → "the farm" inside a sentence; a name such as "Leeds" keeps its capital. */
const inSentence = (place: string) => place.trim().replace(/^(The|A|An|Our|My)\b/, (w) => w.toLowerCase());

/** The question for one thing still needed, about the chapter's place when the memories name one. */
function questionFor(item: ChapterNeedItem, title: string, place: string | null): string {
  const chapter = quoted(displayChapterTitle(title));
  const at = place ? inSentence(place) : null;
  switch (item) {
    case 'when':
      return at
        ? `When were you at ${at}, and how old were you then?`
        : `When did the things in ${chapter} happen? How old were you then?`;
    case 'where':
      return `Where were you living at the time of ${chapter}? Tell me about the place.`;
    case 'who':
      return at
        ? `Who was with you at ${at}? Tell me about one of them.`
        : `Who was with you in the days of ${chapter}? Tell me about one of them.`;
    case 'scene':
      return at
        ? `What did ${at} smell like, and what could you hear there?`
        : `Think of one moment from ${chapter}. What could you see, hear and smell around you?`;
    case 'feelings':
      return `How did you feel during ${chapter}? What was the happiest or the hardest part?`;
    case 'meaning':
      return `Looking back on ${chapter}, what did that time teach you?`;
  }
}

/** The checklist of one chapter: the six things, met or not, and a question for each one still needed. */
export function chapterNeedsOf(chapter: NeedsChapter): ChapterNeeds {
  const memories = chapter.memories.filter((m) => m.text.trim());
  let items: ChapterNeed[];
  if (memories.length === 0) {
    items = CHAPTER_NEED_ITEMS.map((item) => ({
      item,
      met: false,
      reason: 'No memories in this chapter yet.',
    }));
  } else {
    const words = memories.map((m) => wordsOf(m.text));
    items = [
      dnaNeed('when', memories, (m) => m.whenHappened),
      dnaNeed('where', memories, (m) => m.whereHappened),
      whoNeed(memories),
      sceneNeed(memories, words),
      wordsNeed('feelings', FEELINGS, memories, words),
      wordsNeed('meaning', MEANING, memories, words),
    ];
  }
  const place = mostGiven(memories.map((m) => m.whereHappened));
  const questions: ChapterNeedQuestion[] = items
    .filter((need) => !need.met)
    .map((need) => ({ item: need.item, question: questionFor(need.item, chapter.title, place) }));
  return { memories: memories.length, items, questions };
}

/** The worker pool's task: the checklists of several chapters in one call. */
export function chapterNeedsOffline(chapters: readonly NeedsChapter[]): ChapterNeeds[] {
  return chapters.map(chapterNeedsOf);
}
