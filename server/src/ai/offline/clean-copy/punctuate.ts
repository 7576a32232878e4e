/**
 * Full stops for speech that has none (issue 32, docs/decisions/671). A recogniser, or a grandchild typing from a
 * cassette, writes one long run of words; an editor hears where each sentence ends. Two things tell it here:
 * - a pause: where the recording has word timings, a silence of `SENTENCE_PAUSE_MS` or more after a word that can
 *   end a sentence ("months", not "the" or "on", which a speaker pauses after while finding the next word);
 * - the words: a new clause that opens with its subject and verb ("…for the first eight months he called me…"),
 *   after a word that can end a sentence, with a few words on each side.
 * Only the run of words between her own stops is read; a stop she wrote is never moved or taken away.
 */
import type { TimedWord } from '#server/ai/ai-provider.ts';
import { wordMoments } from '#shared/transcript-words.ts';
import { isOwnedFamilyWord, relationOf } from '../readers/kinship.ts';
import { type RuleSignals, wordFeatures } from './sentence-end-features.ts';
import { isAbbreviationStop } from './sentences.ts';

/** A silence this long after a word ends a sentence: see docs/decisions/671 for why 700 ms. */
export const SENTENCE_PAUSE_MS = 700;
/** A silence this long between sentences also ends a paragraph of speech. */
export const PARAGRAPH_PAUSE_MS = 2000;
/** The fewest words a sentence made by these rules may have, before and after the new stop. */
const FEWEST_WORDS = 3;

export type { TimedWord };

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
/**
 * "on sundays we walked", "in the winter the windows had ice": a habit's time, which a storyteller puts first,
 * before the subject of what was done then. A date ("in 1958", "after the war") and "every friday" are not: said
 * after a clause they most often end it ("we worked in hamburg after the war we started at three", "she made soup
 * every friday we loved it").
 */
const DAY = '(?:mon|tues|wednes|thurs|fri|satur|sun)days?';
const HABIT_TIME = new RegExp(
  `^(?:on ${DAY}(?: (?:mornings?|afternoons?|evenings?|nights?))?|in the (?:winters?|summers?|springs?|autumns?|evenings|mornings|holidays)|at (?:christmas|easter|night|weekends))$`,
);

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

/**
 * A verb that opens a clause after a noun: a listed verb that takes no thing as its object; or one that does, or
 * any "-ed" verb, with its thing after it ("the landlady gave the children", "the dog followed him"), which "the
 * machine my father bought in 1938" has not.
 */
function opensAfterNoun(word: string | undefined, next: string | undefined): boolean {
  if (word === undefined) return false;
  const w = bare(word);
  // "the hens all day" is no clause; "the children all went" is.
  if (NOT_VERBS.has(w)) return isListedVerb(next) && !NOT_VERBS.has(bare(next!));
  if (VERB_LIKE.has(w) && !TAKES_A_THING.has(w)) return true;
  if (TAKES_A_THING.has(w)) return !leavesOutItsThing(next);
  return /ed$/.test(w) && w.length > 4 && isObjectStart(next);
}

/** Words that go straight on from a verb that has no thing after it: "bought in 1938", "bent into a bird". */
const PLACE_AND_WAY_WORDS = new Set(
  'in into on onto at to for with from by up out down off over under round around through back away after before'.split(
    ' ',
  ),
);
/** Whether a verb is followed by no thing of its own: the end, or a word like "in" or "into". */
const leavesOutItsThing = (next: string | undefined) =>
  next === undefined || PLACE_AND_WAY_WORDS.has(bare(next));

/** Words that start a verb's thing: "the children", "him", "his coat", "three eggs". */
const OBJECT_STARTS = new Set(
  'a an the my our your his her their its this that these those some every me him us them it you all both each two three four five six seven eight nine ten twenty'.split(
    ' ',
  ),
);
const isObjectStart = (word: string | undefined) =>
  word !== undefined && (OBJECT_STARTS.has(bare(word)) || /^\d/.test(word));

/**
 * Verbs that are not said without their thing ("he bent", "we shared"): with none after them they tell what was
 * done to a thing already named, "a piece of wire he bent into a bird", "a kitchen we shared with his mother".
 * "Left", "wrote", "read" and "paid" are not among them: "she left for work", "he wrote to me every week".
 */
const NEEDS_ITS_THING = new Set(
  'bought made gave sent kept took sold built brought found lost wore chose bent shared carried put hid saved'.split(
    ' ',
  ),
);
/** "so we would", "so i could": "so" meaning "so that". */
const WOULD = new Set(['would', 'could', 'might', "wouldn't", "couldn't", "'d", 'can', 'should']);
/** Words before a person's name that are part of how she is called: "mrs grabowski", "aunt ruth", "uncle bill". */
const TITLES = new Set(
  'mr mrs ms dr aunt auntie uncle cousin granny grandma grandpa nana grandad grandpa oma opa'.split(' '),
);

/**
 * Whether a new clause starts at word `k`: its subject and then its verb, perhaps after "so", "then", "and then"
 * or a time ("the next year"). A subject is a pronoun, a name she is known to use, "my father", or "the bread".
 */
function opensClause(words: readonly string[], k: number, names: ReadonlySet<string>): boolean {
  let at = k;
  while (at < words.length && OPENERS.has(bare(words[at]!)) && at < k + 2) at += 1;
  const phraseAt = (n: number) =>
    words
      .slice(at, at + n)
      .map(bare)
      .join(' ');
  const time = [2, 3].find((n) => TIME_OPENER.test(phraseAt(n)));
  at += time ?? habitTimeAt(words, at);
  // "…a wicked sense of humour you know what she told me": a question she asks, then answers.
  if (phraseAt(3) === 'you know what') return at === k || bare(words[k]!) === 'so';
  // "…we had nothing at all and when andrzej left": after a long sentence, "and when" opens the next one.
  if (at > k && SUBORDINATORS.has(bare(words[at] ?? '')) && bare(words[k]!) === 'and')
    return opensClause(words, at + 1, names);
  const first = bare(words[at] ?? '');
  // "so we would not have to walk so far": "so" before "we would" is "so that", part of the sentence before it.
  if (
    bare(words[at - 1] ?? '') === 'so' &&
    at > k &&
    SUBJECTS.has(first) &&
    WOULD.has(bare(words[at + 1] ?? ''))
  )
    return false;
  if (SUBJECTS.has(first)) {
    // "a little piece of wire he bent into a bird": a verb that needs its thing, with none after it, is telling
    // what was done to the thing named before; the clause belongs to that sentence.
    if (NEEDS_ITS_THING.has(bare(words[at + 1] ?? '')) && leavesOutItsThing(words[at + 2])) return false;
    // "…a long time ago i think it was 1959": what she thinks or remembers, and the clause it is about.
    if (THINKING.has(bare(words[at + 1] ?? '')) && SUBJECTS.has(bare(words[at + 2] ?? ''))) return true;
    return first.includes("'") || looksLikeVerb(words[at + 1]);
  }
  // "in leith you don't see that now": "you" and its verb, where no verb before it takes "you" as its thing.
  if (first === 'you')
    return (
      YOU_DO.has(bare(words[at + 1] ?? '')) &&
      !looksLikeVerb(words[at - 1]) &&
      !TELLING.has(bare(words[at - 1] ?? ''))
    );
  // "paraffin people came in for one screw", "everybody knew": people in general, and what they did.
  if (PEOPLE.has(first)) return isListedVerb(words[at + 1]) && !NOT_VERBS.has(bare(words[at + 1]!));
  // "andrzej wore his father's suit": a name is someone, who does things, not a thing that is done.
  if (names.has(first))
    return (
      isListedVerb(words[at + 1]) || (names.has(bare(words[at + 1] ?? '')) && isListedVerb(words[at + 2]))
    );
  // "mrs grabowski came with us", "aunt ruth made pies": a title and a name, then what she did.
  if (
    TITLES.has(first) &&
    /^\p{L}+$/u.test(bare(words[at + 1] ?? '')) &&
    !NEEDS_MORE.has(bare(words[at + 1]!))
  )
    return (
      isListedVerb(words[at + 2]) &&
      (!TAKES_A_THING.has(bare(words[at + 2]!)) || !leavesOutItsThing(words[at + 3]))
    );
  // "my mother cried", "the bread had to be ready", "the little ones fell asleep", "the dog followed him", "the
  // farmer next door paid us": up to three words name the thing or the person, then the verb.
  if (OWNERS.has(first) || first === 'the') {
    // "the manager mr pritchard he caught me", "my sister rosa she was": a person named, then "he" or "she" and
    // the verb: the sentence starts with the person, not with the pronoun.
    if (namedThenResumed(words, at, names)) return true;
    for (let verb = at + 2; verb <= at + 4; verb++) {
      if (opensAfterNoun(words[verb], words[verb + 1])) return true;
      const w = bare(words[verb] ?? '');
      // "our own flat krysia wrote": a name there is the subject of the clause after, unless it is who a relation
      // is ("my brother andrzej was").
      const whoTheyAre =
        relationOf(bare(words[verb - 1] ?? '')) !== null || isOwnedFamilyWord(bare(words[verb - 1] ?? ''));
      if (!w || looksLikeVerb(w) || SUBJECTS.has(w) || NEEDS_MORE.has(w) || (names.has(w) && !whoTheyAre))
        return false;
    }
  }
  return false;
}

/** Whether, from word `at`, a person is named (a name, or a title or relation and a word) and then "he" or "she" does something. */
function namedThenResumed(words: readonly string[], at: number, names: ReadonlySet<string>): boolean {
  for (let n = 2; n <= 4; n++) {
    const pronoun = bare(words[at + n] ?? '');
    if (!RESUMING.has(pronoun) || !looksLikeVerb(words[at + n + 1])) continue;
    const between = words.slice(at + 1, at + n).map(bare);
    if (between.some((w) => NEEDS_MORE.has(w) && !TITLES.has(w))) return false;
    return between.some((w) => names.has(w) || TITLES.has(w));
  }
  return false;
}
const RESUMING = new Set(['he', 'she', 'they']);
/** What she thinks or remembers, said before the clause it is about: "i think it was", "i remember we had". */
const THINKING = new Set(['think', 'thought', 'remember', 'suppose', 'guess', 'believe', 'reckon']);
/** Verbs after "you" that make it the subject of a new clause: "you don't see that now", "you could hear them". */
const YOU_DO = new Set(
  "don't didn't couldn't could can can't had have would wouldn't never always just must should were was used".split(
    ' ',
  ),
);
/** People in general, as a subject: "people came in", "everybody knew". */
const PEOPLE = new Set(
  'people everybody everyone nobody somebody someone children kids neighbours neighbors'.split(' '),
);
/** Helpers that close a short clause: "yes we did", "he never could", "i couldn't". */
const CLOSING_HELPERS = new Set(
  "did didn't do don't does doesn't could couldn't would wouldn't can can't will won't wasn't weren't hadn't haven't isn't".split(
    ' ',
  ),
);
/** Words that end a verb with its thing: "took us in", "let me in", "put it on". */
const PARTICLES = new Set(['in', 'on', 'over', 'through']);

/** Whether a sentence may end after word `k`. */
function canEndAfter(words: readonly string[], k: number): boolean {
  const w = bare(words[k]!);
  if (w === 'it' && itIsAnObject(words[k - 1])) return !/[,;:]$/.test(words[k]!);
  if (/[,;:]$/.test(words[k]!)) return false;
  const before = bare(words[k - 1] ?? '');
  // "yes yes we did", "he never did": a helper that closes its clause, after its subject.
  if (CLOSING_HELPERS.has(w))
    return SUBJECTS.has(before) || (NOT_VERBS.has(before) && SUBJECTS.has(bare(words[k - 2] ?? '')));
  // "my aunt dorota took us in": "in" after a verb and its person is part of the verb.
  if (PARTICLES.has(w)) return (OBJECTS.has(before) || before === 'it') && looksLikeVerb(words[k - 2]);
  if (!w || NEEDS_MORE.has(w)) return false;
  // A comma she put is hers: "well my mother zofia, she was a seamstress" is one sentence.
  if (/[,;:]$/.test(words[k]!)) return false;
  return !(OBJECTS.has(w) && TELLING.has(bare(words[k - 1] ?? '')));
}

/** Helpers of a verb: "it" after them is its subject ("was it"), not a thing done. */
const HELPERS = new Set(
  "was were is are am be been had has have do did does will would could should can might must didn't wasn't".split(
    ' ',
  ),
);
/** Words after which "it" is a thing: "just by touching it", "we loved it", "we laughed about it". */
const BEFORE_AN_OBJECT = new Set(
  'about of with for without into from at on in like over under through'.split(' '),
);

/** Whether "it" after `before` is the thing something is done to (and so may end a sentence). */
function itIsAnObject(before: string | undefined): boolean {
  const w = bare(before ?? '');
  if (!w || HELPERS.has(w)) return false;
  const doing = /ing$/.test(w) && !NOT_DOING.test(w);
  return (VERB_LIKE.has(w) && !NOT_VERBS.has(w)) || doing || /.{3}ed$/.test(w) || BEFORE_AN_OBJECT.has(w);
}
/** Listed words that are not verbs: "never it", "all it" is no verb and its thing. */
const NOT_VERBS = new Set(['never', 'always', 'just', 'still', 'also', 'only', 'all', 'both']);
/** Words in "-ing" that are no verb: "every morning it rained", "nothing it". */
const NOT_DOING = /(?:thing|morning|evening|spring|wedding|building|ceiling|king|ring|sing|wing)$/;

/**
 * The indices of the words after which a sentence ends, in a run of words: after a long pause (`pauseAfter[k]`
 * ms, when known) or where a new clause opens, once the sentence has its verb, never after a word that cannot end
 * one, never leaving fewer than `FEWEST_WORDS` words on either side. `names` are the names she is known to use, in
 * lower case: "andrzej wore".
 */
export function sentenceEnds(
  words: readonly string[],
  pauseAfter?: readonly (number | undefined)[],
  names: ReadonlySet<string> = new Set(),
): number[] {
  return walkGaps(words, pauseAfter, names, (gap) => gap.rules.ruleSays);
}

/** A gap after word `k` where a sentence may end: what the rules say of it, and its features for a model. */
export interface Gap {
  k: number;
  rules: RuleSignals;
  features: () => string[];
}

/**
 * Walks the gaps between the words of a run where a sentence may end, and asks `decide` at each; the hard rules come
 * first and are not `decide`'s to change. `npm run eval:sentence-end-model` walks the same gaps with the editor's
 * answer as `decide`, so a model learns on the gaps it would be asked about (decision 675).
 */
export function walkGaps(
  words: readonly string[],
  pauseAfter: readonly (number | undefined)[] | undefined,
  names: ReadonlySet<string>,
  decide: (gap: Gap) => boolean,
): number[] {
  const ends: number[] = [];
  let last = -1;
  // Whether the sentence so far has its verb.
  let hasVerb = false;
  const end = (k: number) => {
    ends.push(k);
    last = k;
    hasVerb = false;
  };
  for (let k = 0; k < words.length - FEWEST_WORDS; k++) {
    // Her own stop: the count of words starts again after it.
    if (endsWithStop(words[k]!)) {
      last = k;
      hasVerb = false;
      continue;
    }
    // "…when i came so at home we spoke": the clause "so" opens needs its own verb before the sentence can end.
    if (bare(words[k]!) === 'so' && k > last + 1) hasVerb = false;
    hasVerb ||= looksLikeVerb(words[k]);
    // "you know what she said she said halina …": the question, then its answer said with the same words.
    if (k - last >= FEWEST_WORDS && answersItsQuestion(words, last + 1, k, names)) {
      end(k);
      continue;
    }
    if (
      (k - last < FEWEST_WORDS && !isShortClause(words, last, k)) ||
      !canEndAfter(words, k) ||
      endsWithStop(words[k + FEWEST_WORDS - 1] ?? '')
    )
      continue;
    // "my husband hiroshi he worked", "after the wedding we lived": no sentence ends before it has a verb.
    if (!hasVerb) continue;
    // "my brother chidi would climb": a name after "my brother" is who he is, not a new sentence.
    if (OWNERS.has(bare(words[k - 1] ?? '')) && names.has(bare(words[k + 1]!))) continue;
    // "he let us drive aunt ruth": a relation or a title before a name is how she is called.
    if (TITLES.has(bare(words[k]!)) && namesSomeone(words[k + 1], names)) continue;
    const pause = pauseAfter?.[k];
    // A speaker who runs straight on (a pause known to be short) has not ended her sentence, whatever the words say.
    if (pause !== undefined && pause < SENTENCE_PAUSE_MS / 3) continue;
    if (pause !== undefined && pause >= SENTENCE_PAUSE_MS) {
      end(k);
      continue;
    }
    const rules = ruleSignals(words, k, last, names);
    const run = k - last;
    const features = () => wordFeatures(words.map(bare), k, run, (word) => wordClass(word, names), rules);
    if (decide({ k, rules, features })) end(k);
  }
  return ends;
}

const DETERMINERS = new Set('a an the this that these those some any no every each'.split(' '));
const NUMBER_WORDS =
  /^(?:\d.*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)$/;

/** A word's class, from the engine's word lists, for the sentence-end model. */
function wordClass(word: string | undefined, names: ReadonlySet<string>): string {
  if (word === undefined) return '_';
  if (names.has(word)) return 'name';
  if (SUBJECTS.has(word)) return 'subj';
  if (OBJECTS.has(word)) return 'obj';
  if (OWNERS.has(word)) return 'own';
  if (DETERMINERS.has(word)) return 'det';
  if (COORDINATORS.has(word) || word === 'or') return 'conj';
  if (SUBORDINATORS.has(word)) return 'sub';
  if (OPENERS.has(word)) return 'open';
  if (TITLES.has(word)) return 'title';
  if (relationOf(word) !== null) return 'kin';
  if (PLACE_AND_WAY_WORDS.has(word)) return 'prep';
  if (NUMBER_WORDS.test(word)) return 'num';
  if (HELPERS.has(word)) return 'aux';
  if (VERB_LIKE.has(word)) return 'verb';
  if (NEEDS_MORE.has(word)) return 'more';
  if (/.{3}ed$/.test(word)) return 'ed';
  if (/ing$/.test(word)) return 'ing';
  if (/ly$/.test(word)) return 'ly';
  if (/s$/.test(word)) return 's';
  return 'w';
}

/** "it leaked", "he did": a sentence of two words, its subject and its verb. */
function isShortClause(words: readonly string[], last: number, k: number): boolean {
  return k - last === 2 && SUBJECTS.has(bare(words[last + 1]!)) && looksLikeVerb(words[k]);
}

/**
 * "i think it was 1959 or sixty we got the shop": "it was" and a time, then the clause the time is of — one
 * sentence (a cleft), not two.
 */
function isCleft(words: readonly string[], last: number, k: number): boolean {
  for (let j = Math.max(last + 2, k - 5); j <= k; j++) {
    const was = bare(words[j]!);
    const itWas = (was === 'was' && ['it', 'that'].includes(bare(words[j - 1]!))) || was === "it's";
    if (itWas) return words.slice(j + 1, k + 1).some((w) => NUMBER_WORDS.test(bare(w)));
  }
  return false;
}
/** A sentence that has run this many words may be ended before a "so" that opens a new clause. */
const LONG_BEFORE_SO = 25;

/** Whether a word after "aunt" or "mrs" is her name: a name she uses, or a word no list knows. */
function namesSomeone(word: string | undefined, names: ReadonlySet<string>): boolean {
  const w = bare(word ?? '');
  if (!w) return false;
  if (names.has(w)) return true;
  return !(
    SUBJECTS.has(w) ||
    OWNERS.has(w) ||
    OPENERS.has(w) ||
    NEEDS_MORE.has(w) ||
    VERB_LIKE.has(w) ||
    OBJECT_STARTS.has(w) ||
    PLACE_AND_WAY_WORDS.has(w) ||
    SUBORDINATORS.has(w)
  );
}

/**
 * What the grammar rules say of the gap after word `k`, in a sentence that started after word `last`: whether a
 * clause opens after it, and whether that is a new sentence.
 */
function ruleSignals(
  words: readonly string[],
  k: number,
  last: number,
  names: ReadonlySet<string>,
): RuleSignals {
  // "…and then we went", "i did not believe half of it but i loved to listen": a sentence that goes on with
  // "and" or "but" is cut only when it has run long.
  // "so we never had much money", "so we stayed": a sentence goes on with "so" too, unless it has run long or has
  // gone on with "so" once already ("…so we never had much money. So my mother took in washing").
  const soGoesOn =
    bare(words[k + 1]!) === 'so' &&
    k - last < LONG_BEFORE_SO &&
    !words.slice(last + 2, k + 1).some((w) => bare(w) === 'so');
  const andGoesOn = (GOES_ON.has(bare(words[k + 1]!)) && k - last < LONG_BEFORE_AND) || soGoesOn;
  // "a band played in the square on sundays i did not believe it": a time said after a place ends that clause.
  const timeAfterPlace = habitTimeAt(words, k + 1) > 0 && afterAPlace(words, k);
  const clause = opensClause(words, k + 1, names);
  // "if you know the way we can go": after a sentence opened by "if", "when" … the first clause is its main one;
  // so too after "and when …" inside a sentence ("and when andrzej left for the army in 1958 the kitchen was").
  const waits =
    clause &&
    (opensSubordinate(words, subordinateFrom(words, last + 1, k), k, names) || isCleft(words, last, k));
  return {
    clause,
    waits,
    andGoesOn,
    timeAfterPlace,
    ruleSays: clause && !andGoesOn && !timeAfterPlace && !waits,
  };
}

/** Words that open a clause that needs a main one after it: "when we came home, we ate". */
const SUBORDINATORS = new Set(
  'if when because after before while since although though as once until till whenever unless whether'.split(
    ' ',
  ),
);
/** "the day frank came home, i waited": a time named by what happened in it, before the main clause. */
const TIME_CLAUSE =
  /^(?:the (?:day|night|morning|evening|year|week|summer|winter|time|moment|first time|last time)|(?:that|every) time)$/;

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

/**
 * Where the clause that may still want its main clause starts, in the sentence from `from` to `k`: the sentence's
 * start, or the last "and when", "but if", "so after" … inside it.
 */
function subordinateFrom(words: readonly string[], from: number, k: number): number {
  for (let j = k - 1; j > from; j--)
    if (SUBORDINATORS.has(bare(words[j]!)) && COORDINATORS.has(bare(words[j - 1]!))) return j;
  return from;
}
const COORDINATORS = new Set(['and', 'but', 'so']);

/** Where "you know what" starts in words `from` to `k`, or -1. */
function youKnowWhatAt(words: readonly string[], from: number, k: number): number {
  for (let j = from; j + 2 <= k; j++)
    if (bare(words[j]!) === 'you' && bare(words[j + 1]!) === 'know' && bare(words[j + 2]!) === 'what')
      return j;
  return -1;
}
/** What someone did or said, asked after "you know what": "he did", "she said", "she told me". */
const ASKED_DEEDS = new Set([
  'did',
  'said',
  'says',
  'told',
  'asked',
  'wanted',
  'thought',
  'made',
  'bought',
  'gave',
  'think',
]);

/**
 * Whether word `k` ends a question "you know what she said" in the sentence from `from`: what was asked is a
 * subject and a deed ("he did", "she told me"), and what follows answers it, with the same words ("she said she
 * said halina") or a new clause ("you know what he did he made one out of a spoon").
 */
function answersItsQuestion(
  words: readonly string[],
  from: number,
  k: number,
  names: ReadonlySet<string>,
): boolean {
  const asked = youKnowWhatAt(words, from, k);
  if (asked < 0) return false;
  const question = words.slice(asked + 3, k + 1).map(bare);
  const [who, deed, whom] = question;
  const someone = SUBJECTS.has(who ?? '') || names.has(who ?? '');
  if (!someone || !deed || question.length > 3) return false;
  if (question.length === 3 && !OBJECTS.has(whom!)) return false;
  if (question.length === 2 && OBJECTS.has(bare(words[k + 1] ?? ''))) return false;
  // "you know what i think i think she knew": the same words again are the answer, whatever the verb.
  const echoed = question.every((w, n) => bare(words[k + 1 + n] ?? '') === w);
  return echoed || (ASKED_DEEDS.has(deed) && opensClause(words, k + 1, names));
}

/**
 * Whether a sentence is a question she asks: ending on what was asked ("so you know what she told me?"), or opening
 * with a helper verb before its subject ("do you know what my father did for a living?", "was it 1959?"), perhaps
 * after "what", "where" … ("where did you go?").
 */
export function isQuestion(sentence: readonly string[]): boolean {
  const asked = youKnowWhatAt(sentence, 0, sentence.length - 1);
  if (asked >= 0 && sentence.length - asked <= 6) return true;
  const said = sentence.map(bare);
  let at = 0;
  while (at < said.length && QUESTION_LEADS.has(said[at]!)) at += 1;
  if (ASKING_WORDS.has(said[at] ?? '')) at += 1;
  return ASKING_HELPERS.has(said[at] ?? '') && ASKED_SUBJECTS.has(said[at + 1] ?? '');
}
/** Words before a question that leave it a question: "and did you", "oh was it", "so where did you". */
const QUESTION_LEADS = new Set(['and', 'so', 'but', 'well', 'oh', 'now']);
const ASKING_WORDS = new Set(['what', 'where', 'why', 'how', 'who', 'when', 'which']);
const ASKING_HELPERS = new Set(
  "do did does have has can could would will is are was were don't didn't doesn't haven't hasn't can't couldn't wouldn't won't isn't aren't wasn't weren't".split(
    ' ',
  ),
);
const ASKED_SUBJECTS = new Set('you he she they we i it there that this your my his her their'.split(' '));

/** A sentence that has run this many words may be ended before an "and" or a "but" that opens a new clause. */
const LONG_BEFORE_AND = 40;
const GOES_ON = new Set(['and', 'but']);

/** How many words a habit's time ("on sundays", "in the winter") takes at word `at`; 0 when none starts there. */
function habitTimeAt(words: readonly string[], at: number): number {
  return (
    [4, 3, 2].find((n) =>
      HABIT_TIME.test(
        words
          .slice(at, at + n)
          .map(bare)
          .join(' '),
      ),
    ) ?? 0
  );
}

/** Whether word `k` ends a place ("in the square", "at the market"), after which a time goes with that clause. */
function afterAPlace(words: readonly string[], k: number): boolean {
  return bare(words[k - 1] ?? '') === 'the' && PLACE_WORDS.has(bare(words[k - 2] ?? ''));
}
const PLACE_WORDS = new Set(['in', 'at', 'on', 'by', 'near', 'outside', 'behind']);

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
  let from = 0;
  return words
    .map((word, k) => {
      if (endsWithStop(word)) from = k + 1;
      if (!ends.has(k)) return word;
      const stop = isQuestion(words.slice(from, k + 1)) ? '?' : '.';
      from = k + 1;
      return `${word.replace(/[,;:]+$/, '')}${stop}`;
    })
    .join(' ');
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
