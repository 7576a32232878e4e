/**
 * Full stops for speech that has none (issue 32, docs/decisions/671). A recogniser, or a grandchild typing from a
 * cassette, writes one long run of words; an editor hears where each sentence ends. Two things tell it here:
 * - a pause: where the recording has word timings, a silence of `SENTENCE_PAUSE_MS` or more after a word that can
 *   end a sentence ("months", not "the" or "on", which a speaker pauses after while finding the next word);
 * - the words: a new clause that opens with its subject and verb ("…for the first eight months he called me…"),
 *   after a word that can end a sentence, with a few words on each side.
 * Only the run of words between her own stops is read; a stop she wrote is never moved or taken away.
 */
import { wordMoments } from '#shared/transcript-words.ts';
import { isAbbreviationStop } from './sentences.ts';

/** A silence this long after a word ends a sentence: see docs/decisions/671 for why 700 ms. */
export const SENTENCE_PAUSE_MS = 700;
/** A silence this long between sentences also ends a paragraph of speech. */
export const PARAGRAPH_PAUSE_MS = 2000;
/** The fewest words a sentence made by these rules may have, before and after the new stop. */
const FEWEST_WORDS = 3;

/** A word the recogniser heard, with where it is in the recording (milliseconds). */
export interface TimedWord {
  word: string;
  startMs: number;
  endMs: number;
}

/** Words a sentence cannot end on: it needs what comes after them. */
const NEEDS_MORE = new Set(
  `a an the my our your his her their its this that these those some any no every
  and but or nor so because cause cos if when whenever where wherever while whilst as than though although unless until till since before after whether once
  of in on at to for with from by about into onto over under between through during without within against among near like
  said say says saying told tell tells asked ask think thought know knew remember remembered guess suppose supposed believe hope wish felt feel mean meant realised realized found saw see heard hear noticed decided reckon sure afraid glad sorry worried promised swore wrote write understand understood forgot forget wonder wondered
  is was were am are be been being had has have do did does will would could should can might must shall 's 'd 'll
  i we he she they you it there who whom whose which what how why
  not never just also only even very too quite rather really more most less much such
  then mr mrs ms dr st saint capt lt rev prof sgt fr`.split(/\s+/),
);
/** After "told me", "asked him" … a clause follows: "he told me we would go". */
const TELLING = new Set(
  'told tell asked promised showed warned wrote reminded taught convinced assured let made heard saw watched helped'.split(
    ' ',
  ),
);
const OBJECTS = new Set(['me', 'him', 'her', 'them', 'us', 'you']);

/** Words that open a clause as its subject: "he", "we" … */
const SUBJECTS = new Set(
  "i we he she they it there i'm i'd we'd he'd she'd they'd it's there's that's".split(' '),
);
const OWNERS = new Set(['my', 'our', 'his', 'her', 'their']);
/** Words that may come first in a sentence before its subject: "so we went", "then he said", "and then we". */
const OPENERS = new Set([
  'so',
  'then',
  'but',
  'and',
  'well',
  'anyway',
  'later',
  'afterwards',
  'now',
  'still',
  'yes',
  'no',
  'oh',
]);
/** "the next year andrzej got a job", "one day we": a time that opens a sentence before its subject. */
const TIME_OPENER =
  /^(?:the next|the following|that|one) (?:day|week|month|year|morning|evening|night|spring|summer|autumn|fall|winter|christmas|easter|sunday|saturday)$/;

/** A verb, or a word that goes before one, in the place a verb takes after a subject. */
const VERB_LIKE = new Set(
  `was were had would could did didn't couldn't wasn't weren't hadn't wouldn't is are am has have will can can't won't must might should
  went came got said called told took gave made kept let put ran sat stood lived worked moved married died bought sold left lost found met saw heard knew thought felt loved liked used never always just still also only all both
  wrote sang played cried laughed walked started stayed tried wanted needed helped brought sent taught learned learnt grew became began carried cooked baked washed cleaned sewed sewn danced prayed waited watched asked answered opened closed remember remembered do don't does doesn't get go come make
  ate drank slept woke wore swam drove flew fell fought caught paid read rode shook spoke spent stole swore threw understood won built broke chose forgot froze hid hung laid led lent lit meant shot shut stuck struck tore wept bent blew dug fed fled hit hurt knelt lay leant rang sought spun spread sprang swept swung talked shouted cooked smoked`.split(
    /\s+/,
  ),
);
/**
 * Verbs that take a thing as their object: after "my father" or "the man" they may end a clause about a thing
 * ("the machine my father bought in 1938"), so they do not open a sentence there.
 */
const TAKES_A_THING = new Set(
  'bought made gave sent kept took sold built wrote brought got found lost left wore ate read paid chose'.split(
    ' ',
  ),
);

/** A word's letters, lower case, without the punctuation around it. */
const bare = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, '');

function looksLikeVerb(word: string | undefined): boolean {
  if (!word) return false;
  const w = bare(word);
  return VERB_LIKE.has(w) || (/ed$/.test(w) && w.length > 4);
}

/** A verb of the list (not a word that only ends in "-ed"). */
export const isListedVerb = (word: string | undefined) => word !== undefined && VERB_LIKE.has(bare(word));

/** A verb that opens a clause after a noun: a listed verb that takes no thing as its object. */
const opensAfterNoun = (word: string | undefined) =>
  word !== undefined && VERB_LIKE.has(bare(word)) && !TAKES_A_THING.has(bare(word));

/**
 * Whether a new clause starts at word `k`: its subject and then its verb, perhaps after "so", "then", "and then"
 * or a time ("the next year"). A subject is a pronoun, a name she is known to use, "my father", or "the bread".
 */
function opensClause(words: readonly string[], k: number, names: ReadonlySet<string>): boolean {
  let at = k;
  while (at < words.length && OPENERS.has(bare(words[at]!)) && at < k + 2) at += 1;
  const time = [2, 3].find((n) =>
    TIME_OPENER.test(
      words
        .slice(at, at + n)
        .map(bare)
        .join(' '),
    ),
  );
  if (time) at += time;
  const first = bare(words[at] ?? '');
  if (SUBJECTS.has(first)) return first.includes("'") || looksLikeVerb(words[at + 1]);
  // "andrzej wore his father's suit": a name is someone, who does things, not a thing that is done.
  if (names.has(first))
    return (
      isListedVerb(words[at + 1]) || (names.has(bare(words[at + 1] ?? '')) && isListedVerb(words[at + 2]))
    );
  // "my mother cried", "the bread had to be ready", "the little ones fell asleep"
  if (OWNERS.has(first) || first === 'the') {
    const second = bare(words[at + 2] ?? '');
    const describedThing = !looksLikeVerb(second) && !SUBJECTS.has(second) && !NEEDS_MORE.has(second);
    return opensAfterNoun(words[at + 2]) || (describedThing && opensAfterNoun(words[at + 3]));
  }
  return false;
}

/** Whether a sentence may end after word `k`. */
function canEndAfter(words: readonly string[], k: number): boolean {
  const w = bare(words[k]!);
  if (!w || NEEDS_MORE.has(w)) return false;
  // A comma she put is hers: "well my mother zofia, she was a seamstress" is one sentence.
  if (/[,;:]$/.test(words[k]!)) return false;
  return !(OBJECTS.has(w) && TELLING.has(bare(words[k - 1] ?? '')));
}

/**
 * The indices of the words after which a sentence ends, in a run of words: after a long pause (`pauseAfter[k]`
 * ms, when known) or where a new clause opens, once the sentence has its verb, never leaving fewer than
 * `FEWEST_WORDS` words on either side. `names` are the names she is known to use, in lower case: "andrzej wore".
 */
export function sentenceEnds(
  words: readonly string[],
  pauseAfter?: readonly (number | undefined)[],
  names: ReadonlySet<string> = new Set(),
): number[] {
  const ends: number[] = [];
  let last = -1;
  // Whether the sentence so far has its verb.
  let hasVerb = false;
  for (let k = 0; k < words.length - FEWEST_WORDS; k++) {
    // Her own stop: the count of words starts again after it.
    if (endsWithStop(words[k]!)) {
      last = k;
      hasVerb = false;
      continue;
    }
    hasVerb ||= looksLikeVerb(words[k]);
    if (k - last < FEWEST_WORDS || !canEndAfter(words, k) || endsWithStop(words[k + FEWEST_WORDS - 1] ?? ''))
      continue;
    // "my husband hiroshi he worked", "after the wedding we lived": no sentence ends before it has a verb.
    if (!hasVerb) continue;
    // "my brother chidi would climb": a name after "my brother" is who he is, not a new sentence.
    if (OWNERS.has(bare(words[k - 1] ?? '')) && names.has(bare(words[k + 1]!))) continue;
    const pause = pauseAfter?.[k];
    const heard = pause !== undefined && pause >= SENTENCE_PAUSE_MS;
    // A speaker who runs straight on (a pause known to be short) has not ended her sentence, whatever the words say.
    const ranOn = pause !== undefined && pause < SENTENCE_PAUSE_MS / 3;
    // "…and then we went": a sentence that goes on with "and" is cut only when it has run long.
    const andGoesOn = bare(words[k + 1]!) === 'and' && k - last < LONG_BEFORE_AND;
    const clause = !ranOn && !andGoesOn && opensClause(words, k + 1, names);
    // "if you know the way we can go": after a sentence opened by "if", "when" … the first clause is its main one.
    if (clause && !heard && opensSubordinate(words, last + 1, k, names)) continue;
    if (heard || clause) {
      ends.push(k);
      last = k;
      hasVerb = false;
    }
  }
  return ends;
}

/** Words that open a clause that needs a main one after it: "when we came home, we ate". */
const SUBORDINATORS = new Set(
  'if when because after before while since although though as once until till whenever unless whether'.split(
    ' ',
  ),
);
/** "the day frank came home, i waited": a time named by what happened in it, before the main clause. */
const TIME_CLAUSE =
  /^(?:the|that|every) (?:day|night|morning|evening|year|week|summer|winter|time|moment|first time|last time)$/;

/**
 * Whether the sentence starting at `from` opens with "if", "when", "the day" … (perhaps after "and" or "so") and its
 * main clause has not come yet: no clause was found between `from` and `k`.
 */
function opensSubordinate(
  words: readonly string[],
  from: number,
  k: number,
  names: ReadonlySet<string>,
): boolean {
  let at = from;
  while (at < k && OPENERS.has(bare(words[at]!))) at += 1;
  const time = [2, 3].find((n) =>
    TIME_CLAUSE.test(
      words
        .slice(at, at + n)
        .map(bare)
        .join(' '),
    ),
  );
  const subordinate =
    SUBORDINATORS.has(bare(words[at] ?? '')) || (time !== undefined && !looksLikeVerb(words[at + time]));
  if (!subordinate) return false;
  // A main clause already said: one that opens after the first words and has its verb by word `k`.
  for (let j = at + 2 + (time ?? 0); j < k; j++) if (opensClause(words, j, names)) return false;
  return true;
}

/** A sentence that has run this many words may be ended before an "and" that opens a new clause. */
const LONG_BEFORE_AND = 40;

/** A word with a sentence's stop after it (not an abbreviation's). */
function endsWithStop(word: string): boolean {
  if (!/[.!?…]["'”’)]*$/.test(word)) return false;
  const stop = word.replace(/["'”’)]+$/, '');
  return !(stop.endsWith('.') && isAbbreviationStop(stop, stop.length - 1));
}

/**
 * A run of speech with full stops where its sentences end. `pauseAfter` gives, per word of the run (split on
 * spaces), the silence after it in milliseconds, when the recording's timings are known. A comma she put where a
 * sentence ends becomes the stop.
 */
export function punctuateRun(
  run: string,
  pauseAfter?: readonly (number | undefined)[],
  names: ReadonlySet<string> = new Set(),
): string {
  const words = run.split(' ');
  const ends = new Set(sentenceEnds(words, pauseAfter, names));
  if (ends.size === 0) return run;
  return words.map((word, k) => (ends.has(k) ? `${word.replace(/[,;:]+$/, '')}.` : word)).join(' ');
}

/** A word of the recording and the silence after it (undefined when the recording does not say). */
export interface HeardWord {
  word: string;
  pauseAfterMs: number | undefined;
}

/** The recogniser's timed words as words and the silences after them. */
export function heardFromWords(timed: readonly TimedWord[]): HeardWord[] {
  return timed.map((w, k) => ({
    word: w.word,
    pauseAfterMs: timed[k + 1] ? Math.max(0, timed[k + 1]!.startMs - w.endMs) : undefined,
  }));
}

/**
 * A recording's sentences as the recogniser cut them (PocketSphinx cuts where the speaker is silent): the silence
 * between two is known; inside one, the silence after a word is known where the recogniser gave word timings
 * (decision 724) for it and the word after it, her words matched to the ones it heard (`wordMoments`).
 */
export function heardFromSegments(
  segments: readonly { startMs: number; endMs: number; text: string; words?: TimedWord[] }[],
): HeardWord[] {
  const heard: HeardWord[] = [];
  segments.forEach((segment, s) => {
    const words = segment.text.split(/\s+/).filter(Boolean);
    const moments = wordMoments(segment);
    const next = segments[s + 1];
    words.forEach((word, k) => {
      const last = k === words.length - 1;
      const after = moments?.[k]?.endMs;
      const nextStart = moments?.[k + 1]?.startMs;
      heard.push({
        word,
        pauseAfterMs: last
          ? next
            ? Math.max(0, next.startMs - segment.endMs)
            : undefined
          : after !== undefined && nextStart !== undefined
            ? Math.max(0, nextStart - after)
            : undefined,
      });
    });
  });
  return heard;
}

/**
 * The silence after each word of `text` (split on spaces), from the words the recording heard: matched to the
 * text's in order, letters only, so a word she corrected or a filler the clean copy dropped is passed over.
 */
export function pausesAfterWords(text: string, heard: readonly HeardWord[]): Array<number | undefined> {
  const words = text.split(' ');
  const pauses: Array<number | undefined> = new Array(words.length).fill(undefined);
  const letters = (w: string) => bare(w).replace(/'/g, '');
  let t = 0;
  for (let k = 0; k < words.length && t < heard.length; k++) {
    const w = letters(words[k]!);
    if (!w) continue;
    // Look a few heard words ahead: a filler or a broken-off word the clean copy dropped is not in the text.
    for (let ahead = t; ahead < Math.min(heard.length, t + 6); ahead++) {
      if (letters(heard[ahead]!.word) === w) {
        pauses[k] = heard[ahead]!.pauseAfterMs;
        t = ahead + 1;
        break;
      }
    }
  }
  return pauses;
}
