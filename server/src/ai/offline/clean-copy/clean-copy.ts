/**
 * The clean copy of a memory's words (issue 32, docs/decisions/671): what only speech needs is removed, what speech
 * lost is restored, and nothing of substance is changed — "clean verbatim", as oral historians and memoir editors
 * make it. Pure CPU work on its arguments, run in the AI worker pool.
 *
 * Each block between blank lines is read on its own:
 * - speech (a recording, a spoken answer, or typed text that reads like a transcript: lower-case "i", fillers, no
 *   capital at its sentences' starts, a long run without a stop) loses its fillers, stutters, doubled words and
 *   false starts, gets its numbers in the house style, full stops where its sentences end, its capitals back, and
 *   paragraphs of about 200 words at most;
 * - a writer's block keeps every word, stop and line as she wrote it, except "um" and its like, "i" and the
 *   capitals of a name her memories know. It is never re-cut.
 */

import type { CleanCopyInput, TimedWord } from '#server/ai/ai-provider.ts';
import { restoreCapitals } from '../readers/transcript.ts';
import {
  calendarCapitals,
  kinTitleCapitals,
  knownNameCapitals,
  languageCapitals,
  pronounI,
  sentenceCase,
  titlesAsWords,
} from './capitals.ts';
import { cleanSpokenWords, dropFillers, tidyPunctuation } from './fillers.ts';
import { hyphenateCompoundNumbers, numbersInHouseStyle } from './numbers.ts';
import {
  type HeardWord,
  heardFromSegments,
  heardFromWords,
  PARAGRAPH_PAUSE_MS,
  pausesAfterWords,
  punctuateRun,
} from './punctuate.ts';
import { sentenceSpans, speechParagraphs } from './sentences.ts';

export type { CleanCopyInput, TimedWord };

/** Sounds that are never words of a written sentence: "um" in a typed note is speech written down. */
const SPEECH_SOUNDS = /(?:^|[\s,])(?:u+m+|u+h+|e+rm+|h+m+)(?=[\s,.!?]|$)/i;
/** The pronoun "i" in lower case: a grandchild typing from a cassette, or a recogniser. */
const LOWER_I = /(?<![\p{L}\p{N}'’.-])i(?:['’](?:m|d|ll|ve))?(?![\p{L}\p{N}'’-])(?!\.\p{L})/u;
/** A run this long with no full stop is speech, whoever wrote it down. */
const LONGEST_WRITTEN_RUN = 60;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Whether a typed block reads like a transcript: "um", lower-case "i", most sentences starting in lower case, or a
 * long run of words with no stop. A writer's prose, punctuated and with its capitals, is none of these.
 */
export function readsLikeSpeech(block: string): boolean {
  if (SPEECH_SOUNDS.test(block) || LOWER_I.test(block)) return true;
  const spans = sentenceSpans(block);
  const sentences = spans.map(([a, b]) => block.slice(a, b).trim());
  if (sentences.some((s) => wordCount(s) > LONGEST_WRITTEN_RUN)) return true;
  const lower = sentences.filter((s) => /^["“‘(]*\p{Ll}/u.test(s)).length;
  return lower * 2 > sentences.length;
}

/** A writer's block: only "um" and its like, "i", and the capitals of known names change. */
function cleanWritten(block: string, knownNames: readonly string[]): string {
  const withoutSounds = dropFillers(block);
  const text = withoutSounds === block.trim() ? block.trim() : tidyPunctuation(withoutSounds);
  return knownNameCapitals(pronounI(text), knownNames);
}

/** Stops where there are none: every run, when the block has no stop at all; else only a run that is very long. */
function punctuateSpeech(
  text: string,
  pauses: Array<number | undefined> | undefined,
  names: ReadonlySet<string>,
): string {
  const sentences = sentenceSpans(text).map(([a, b]) => text.slice(a, b));
  const unpunctuated = sentences.length <= 1 || wordCount(text) / sentences.length > LONGEST_WRITTEN_RUN / 2;
  if (unpunctuated || pauses) return punctuateRun(text, pauses, names);
  return text;
}

/** "mrs grabowski" → "Mrs. Grabowski": a spoken title with its full stop, as the house style writes it. */
const SPOKEN_TITLE = /(?<![\p{L}.])(Mr|Mrs|Ms|Dr|St|Capt|Lt|Rev|Prof|Sgt|Fr)(?=\s+(\p{Lu}[\p{L}'’]*))/gu;

/**
 * The engine's name rules read lower-case words (they raise a word's first lower-case letter): a word that already
 * has a capital keeps it as it is ("MS Batory", "McDonald").
 */
function keepHerCapitals(before: string, after: string): string {
  const was = before.split(/(\s+)/);
  const now = after.split(/(\s+)/);
  if (was.length !== now.length) return before;
  // A word with a capital or a figure of its own ("MS", "3rd") is left as she wrote it.
  return now.map((part, i) => (/[\p{Lu}\p{N}]/u.test(was[i]!) ? was[i]! : part)).join('');
}

/** The capitals a transcript lost: the engine's name rules, known names, "I", months and days, sentence starts. */
function speechCapitals(text: string, knownNames: readonly string[]): string {
  let out = calendarCapitals(pronounI(text));
  out = knownNameCapitals(out, knownNames);
  out = keepHerCapitals(out, restoreCapitals(out));
  out = kinTitleCapitals(languageCapitals(titlesAsWords(out)));
  // A name her memories write without the stop ("St Mary's") keeps it that way.
  const written = new Set(knownNames.map((name) => name.toLowerCase()));
  out = out.replace(SPOKEN_TITLE, (title: string, _t: string, next: string) =>
    [...written].some((name) => name.startsWith(`${title} ${next}`.toLowerCase())) ? title : `${title}.`,
  );
  return sentenceCase(out);
}

/** The last sentence's stop, when speech left it open. */
function closed(text: string): string {
  return /[.!?…]["'”’)]*$/.test(text) ? text : `${text.replace(/[,;:\s]+$/, '')}.`;
}

/** The first word of each known name, lower case: a subject that may open a sentence ("andrzej wore"). */
function namesSaid(knownNames: readonly string[]): Set<string> {
  return new Set(
    knownNames.map((name) => name.trim().split(/\s+/)[0]!.toLowerCase()).filter((w) => w.length > 1),
  );
}

/** A block of speech, cleaned and cut into paragraphs; `heard` gives the recording's pauses when known. */
function cleanSpeech(block: string, knownNames: readonly string[], heard: HeardWord[] | null): string[] {
  const words = numbersInHouseStyle(cleanSpokenWords(block));
  if (!words) return [];
  const pauses = heard ? pausesAfterWords(words, heard) : undefined;
  const punctuated = punctuateSpeech(words, pauses, namesSaid(knownNames));
  const text = closed(hyphenateCompoundNumbers(speechCapitals(punctuated, knownNames)));
  // A long silence after a sentence is where a paragraph may end.
  const pausedAfter = new Set<number>();
  if (pauses) {
    let at = -1;
    sentenceSpans(text).forEach(([a, b], s) => {
      at += wordCount(text.slice(a, b));
      if ((pauses[at] ?? 0) >= PARAGRAPH_PAUSE_MS) pausedAfter.add(s);
    });
  }
  const sentences = sentenceSpans(text).map(([a, b]) => text.slice(a, b).trim());
  return speechParagraphs(sentences, pausedAfter);
}

/** The clean copy of `input.text`: its paragraphs separated by a blank line. */
export function cleanCopyOffline(input: CleanCopyInput): string {
  const heard = input.words?.length
    ? heardFromWords(input.words)
    : input.segments?.length
      ? heardFromSegments(input.segments)
      : null;
  const blocks = input.text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .filter((block) => block.trim());
  const paragraphs: string[] = [];
  for (const block of blocks) {
    const flat = block.replace(/\s+/g, ' ').trim();
    if (input.spoken || readsLikeSpeech(flat)) {
      // The recording's pauses are read against the one block they can be matched to: speech has one block.
      paragraphs.push(...cleanSpeech(flat, input.knownNames, blocks.length === 1 ? heard : null));
    } else {
      const written = cleanWritten(block, input.knownNames);
      if (written) paragraphs.push(written);
    }
  }
  return paragraphs.join('\n\n');
}
