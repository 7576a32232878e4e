/**
 * How a transcript's words tell a name (issue 17, docs/decisions/632 and server/src/ai/eval/EVAL-LOG.md §633–§636):
 * the word lists and small judgements restoreCapitals (transcript.ts) reads a lower-case transcript with — streets,
 * landmarks, venues, towns after a site word, names after a title, a family word or a word of courtship.
 */

import { numberWordValue } from '#server/ai/rules/number-words.ts';
import {
  COMMON_WORD_NAMES,
  honorific,
  lexiconTags,
  MONTHS,
  NOT_NAMES,
  placeKind,
  WEEKDAYS,
} from '../words/lexicon.ts';
import { isCommonPlace, isLandmarkWord, isNameEndWord, isVenueWord } from '../words/place-words.ts';
import { relationOf } from './kinship.ts';
import { isEnglishWord } from './tokens.ts';

/** Words that end a street's name: "floriańska street", "karl marx allee". */
export const STREET_WORDS = new Set([
  'street',
  'st',
  'road',
  'rd',
  'lane',
  'avenue',
  'ave',
  'boulevard',
  'square',
  'place',
  'terrace',
  'crescent',
  'drive',
  'way',
  'row',
  'allee',
  'strasse',
  'straße',
  'ulica',
]);
/** Words that begin a street's name in other languages: "via roma", "rue des martyrs", "plaza mayor". */
export const STREET_STARTS = new Set([
  'via',
  'rue',
  'calle',
  'plaza',
  'piazza',
  'avenida',
  'rua',
  'praça',
  'place',
  'ulica',
]);
/** Small words inside a foreign street or place name that stay lower case: "rue des martyrs". */
export const NAME_PARTICLES = new Set([
  'de',
  'des',
  'du',
  'la',
  'le',
  'del',
  'della',
  'di',
  'da',
  'do',
  'dos',
  'van',
  'von',
]);
/** Titles and family words after which a word no list knows is a name: "tante hilde", "granny mcleod". */
export const NAME_BEFORE = new Set([
  'tante',
  'onkel',
  'oma',
  'opa',
  'nonna',
  'nonno',
  'tia',
  'tio',
  'babcia',
  'dziadek',
]);
/** Words before a street's name besides the place cues: "on dock street", "down mill lane". */
export const STREET_CUES = new Set(['on', 'off', 'along', 'down', 'up']);
/** Street words that follow plain words too: "on one way", "in the back row", "to test drive". */
export const UNNAMED_STREET_WORDS = new Set(['st', 'way', 'row', 'place', 'drive', 'square']);
/** Words before a street or landmark word that say whose or how many, not a name: "on our street", "at his club". */
export const NOT_NAME_START = new Set([
  'my',
  'our',
  'your',
  'his',
  'her',
  'their',
  'the',
  'a',
  'an',
  'whose',
  'this',
  'that',
  'some',
  'every',
  'each',
  'no',
  'any',
  'same',
  'next',
  'main',
]);
/** Landforms written before their name: "lake como", "mount kenya". */
export const LANDFORMS = new Set(['lake', 'loch', 'lough', 'mount', 'river', 'isle', 'cape', 'bay', 'glen']);
/** Words before a family word that make it someone's, not a name: "my gran", "the nan", "me mam". */
export const OWNERS = new Set(['my', 'me', 'our', 'your', 'his', 'her', 'their', 'the', 'a', 'an', 'whose']);
/** "pop music", "pop in": after these, "pop" is not a father. */
export const NOT_A_NAME_AFTER_KIN = new Set([
  'music',
  'song',
  'songs',
  'star',
  'stars',
  'group',
  'band',
  'corn',
  'up',
  'in',
  'out',
  'over',
  'by',
  'round',
  'around',
  'off',
  'the',
  'art',
  'culture',
]);
/** Where a place follows: "in kumasi", "near hexham", "the mountains above innsbruck". */
export const PLACE_CUES = new Set([
  'in',
  'at',
  'near',
  'outside',
  'from',
  'to',
  'above',
  'below',
  'beyond',
  'behind',
]);
/** Title words that are also family words: without "my" before them they are a title ("sister agnes"). */
export const KIN_TITLES = new Set(['sister', 'brother', 'father']);
/** Everyday words a word list may not know but that are never names after "in" or "at". */
export const NOT_NAME_AFTER_CUE = new Set([
  'bed',
  'town',
  'love',
  'fact',
  'general',
  'hospital',
  'prison',
  'jail',
  'class',
  'service',
  'uniform',
  'private',
  'public',
  'secret',
  'tears',
  'pieces',
  'debt',
  'charge',
  'trouble',
  'time',
  'bits',
  'half',
  'line',
  'front',
  'tow',
  'dawn',
  'dusk',
  'night',
  'noon',
  'midnight',
  'sea',
  'port',
  'camp',
  'hand',
  'mind',
  'case',
  'touch',
  'heaven',
  'hell',
  'mass',
  'chapel',
  'church',
  'school',
  'college',
  'university',
  'work',
  'home',
  'first',
  'last',
  'least',
  'all',
  'once',
  'full',
  'between',
  'later',
  'earnest',
  'style',
  'summer',
  'winter',
  'spring',
  'autumn',
  'fall',
  'there',
  'here',
  'which',
  'whom',
]);

/** Words that end a landmark's name after "the top of": "the liver building in liverpool". */
export const NAME_ENDS = new Set([
  'in',
  'on',
  'at',
  'of',
  'and',
  'with',
  'for',
  'to',
  'from',
  'when',
  'where',
  'that',
  'which',
]);

/**
 * The word positions of a landmark's name after "the top of": one to three words, kept only when they cannot be an
 * everyday thing ("the top of the stairs"): a word no list knows, a known name ("arthur's seat"), or two or more words
 * ending in a landmark word or "building" ("the liver building", "the empire state building").
 */
export function landmarkAfterPart(wordAt: (i: number) => string, at: number): number[] {
  const start = wordAt(at - 2) === 'of' && wordAt(at) === 'the' ? at + 2 : wordAt(at - 2) === 'of' ? at : -1;
  if (start < 0) return [];
  const span: number[] = [];
  for (let k = start; span.length < 3 && wordAt(k) && !NAME_ENDS.has(wordAt(k)); k += 2) span.push(k);
  if (span.length === 0) return [];
  const words = span.map(wordAt);
  const last = words[words.length - 1]!;
  const named =
    words.some((w) => isUnknownWord(w) || isKnownName(w)) ||
    (words.length > 1 && (isLandmarkWord(last) || last === 'building'));
  return named ? span : [];
}

/** A word no list knows: not in compromise's lexicon nor wink-nlp's English vocabulary, not a place word. */
export function isUnknownWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (lower.length < 3 || /[^\p{L}'-]/u.test(lower)) return false;
  return (
    lexiconTags(lower).length === 0 &&
    !isEnglishWord(lower) &&
    !isCommonPlace(lower) &&
    !isVenueWord(lower) &&
    !NOT_NAME_AFTER_CUE.has(lower) &&
    !relationOf(lower) &&
    !STREET_WORDS.has(lower) &&
    !(MONTHS as readonly string[]).includes(lower) &&
    !WEEKDAYS.has(lower) &&
    !lower.endsWith('ing') &&
    !lower.endsWith('ed') &&
    !lower.endsWith('nae') &&
    !lower.endsWith('ly')
  );
}

/** Landforms that end a name said without an article: "table mountain", "primrose hill". */
const BARE_NAME_ENDS = new Set(['mountain', 'hill', 'falls', 'canyon', 'head']);
/** Places English names without an article anyway: "at grammar school", "to sunday school", "in cottage hospital". */
const INSTITUTIONS = new Set([
  'school',
  'college',
  'university',
  'church',
  'chapel',
  'hospital',
  'hall',
  'camp',
]);

/** Two words at `at` that name a place by their form alone: no article, a name or landform word last. */
export function isBareName(words: string[], wordAt: (i: number) => string, at: number): boolean {
  const first = wordAt(at);
  const last = wordAt(at + 2);
  if (
    !first ||
    !last ||
    words[at]!.includes("'") ||
    NOT_NAME_START.has(first) ||
    NOT_NAME_AFTER_CUE.has(first)
  )
    return false;
  if (INSTITUTIONS.has(last) || !(isNameEndWord(last) || BARE_NAME_ENDS.has(last))) return false;
  return /^\p{L}+$/u.test(first) && !relationOf(first) && numberWordValue(first) === null;
}

/** After a venue and "of", its name: "st michael", "the holy rood"; one to three words, one a name or no word. */
export function venueNameAfterOf(wordAt: (i: number) => string, at: number): number[] {
  const start = wordAt(at) === 'the' ? at + 2 : at;
  const span: number[] = [];
  for (let k = start; span.length < 3 && wordAt(k) && !NAME_ENDS.has(wordAt(k)); k += 2) span.push(k);
  const named = span.some((k) => isUnknownWord(wordAt(k)) || isKnownName(wordAt(k)));
  return named ? span : [];
}

/** A word that can be part of a place's name: one no list knows, a known name or a known place. */
export function isPlaceName(word: string): boolean {
  return word !== '' && (isUnknownWord(word) || isKnownName(word) || placeKind(word) !== null);
}

/** A given name or surname compromise knows, that is not also an everyday word ("margaret", not "will"). */
export function isKnownName(word: string): boolean {
  const lower = word.toLowerCase();
  if (COMMON_WORD_NAMES.has(lower)) return false;
  const tags = lexiconTags(lower);
  return (
    tags.length > 0 &&
    tags.every((t) => ['MaleName', 'FemaleName', 'FirstName', 'LastName', 'Person', 'ProperNoun'].includes(t))
  );
}

/**
 * A word wink-nlp's English vocabulary does not hold, though compromise may tag it: "leo", "finn". After a family
 * word ("my grandson leo") only a name stands there.
 */
export function isUnlistedWord(word: string): boolean {
  return (
    /^\p{L}{2,}$/u.test(word) &&
    !isEnglishWord(word) &&
    !relationOf(word) &&
    !placeKind(word) &&
    !honorific(word) &&
    !NOT_NAMES.has(word) &&
    numberWordValue(word) === null &&
    // "my husband fished": compromise knows a verb's forms that wink-nlp's vocabulary lacks.
    lexiconTags(word).every((tag) => NOUN_OR_NAME_TAGS.has(tag)) &&
    !/(?:ing|ed|nae)$/.test(word) &&
    !SPOKEN_WORDS.has(word)
  );
}
/** Words of speech no English word list holds, that are no names: "my da didnae", "me mam wi the pram". */
const SPOKEN_WORDS = new Set([
  'och',
  'innit',
  'yer',
  'youse',
  'wanna',
  'gotta',
  'dunno',
  'meself',
  'nowt',
  'owt',
  'summat',
  'ower',
  'wi',
  'ye',
  'aye',
  'nay',
]);
/** compromise tags a name can carry: "leo" and "finn" are nouns to it. */
const NOUN_OR_NAME_TAGS = new Set([
  'Noun',
  'Singular',
  'ProperNoun',
  'Person',
  'FirstName',
  'MaleName',
  'FemaleName',
  'LastName',
]);

/** The same said in two words: "going out with ron", "walking out with frank", "engaged to ray". */
export const COURTING_PAIRS = new Set(['out with', 'steady with', 'engaged to', 'sweet on']);

/** The sweetheart's name after a word of courtship: a known name, one that is also a word ("ted"), or no word. */
export function isCourtedName(word: string): boolean {
  return isKnownName(word) || COMMON_WORD_NAMES.has(word) || isUnknownWord(word) || isUnlistedWord(word);
}

/**
 * Places that go by "the" and an everyday word, so no rule could tell them from the word: "at the oval" (the cricket
 * ground in London), "the palladium", "the cavern". A short list, of the ones an older storyteller names most.
 */
export const NAMED_WITH_THE = new Set(['oval', 'palladium', 'cavern', 'crucible', 'curragh', 'hawthorns']);

/**
 * Sites a town's name follows with "at" or "in", besides the everyday places and venues: "the pier at bray", "the
 * infirmary in bath".
 */
const TOWN_SITES = new Set([
  'pier',
  'prom',
  'promenade',
  'quay',
  'depot',
  'works',
  'steelworks',
  'pit',
  'colliery',
  'baths',
  'lido',
  'infirmary',
  'racecourse',
  'dock',
  'ground',
]);
/** Everyday words that follow "the house in" or "the shop at" and are no town: "in question", "at sunset". */
const NOT_A_TOWN = new Set([
  'question',
  'particular',
  'general',
  'labour',
  'labor',
  'wartime',
  'peacetime',
  'sunset',
  'sunrise',
  'daybreak',
  'weekends',
  'silence',
  'darkness',
  'daylight',
  'ruins',
  'flames',
  'flower',
  'bloom',
  'season',
  'business',
  'use',
  'order',
  'progress',
  'future',
  'past',
  'places',
  'turn',
  'turns',
  'person',
  'costume',
  'disguise',
]);
/** compromise tags that say a word is no place's name: "the shop at once", "the pier in summer". */
const NOT_A_TOWN_TAGS = new Set([
  'Adverb',
  'Adjective',
  'Comparative',
  'Superlative',
  'Pronoun',
  'Determiner',
  'Preposition',
  'Conjunction',
  'Copula',
  'Modal',
  'QuestionWord',
  'Possessive',
  'Value',
  'Cardinal',
  'Ordinal',
  'Date',
  'Month',
  'WeekDay',
  'Plural',
  'Uncountable',
]);

/**
 * "the pier at bray", "the baseball ground in derby": after a place and "at" or "in", one bare word with no article
 * is the town the place is in, even when the word means something else. "sat at the table in silence" has no place
 * before "in", and words that say when or how ("the house in winter", "the shop in question") are left out.
 */
export function isTownAfterSite(
  wordAt: (i: number) => string,
  rawAt: (i: number) => string,
  at: number,
): boolean {
  const site = wordAt(at - 4);
  const town = wordAt(at);
  if (!(isCommonPlace(site) || isVenueWord(site) || isNameEndWord(site) || TOWN_SITES.has(site)))
    return false;
  // "in charge of", "at number nine"
  if (!/^\p{L}{3,}$/u.test(rawAt(at)) || wordAt(at + 2) === 'of' || numberWordValue(wordAt(at + 2)) !== null)
    return false;
  if (NOT_NAME_START.has(town) || NOT_NAME_AFTER_CUE.has(town) || NOT_A_TOWN.has(town) || NOT_NAMES.has(town))
    return false;
  if (relationOf(town) || isCommonPlace(town) || isVenueWord(town) || honorific(town)) return false;
  if ((MONTHS as readonly string[]).includes(town) || WEEKDAYS.has(town) || numberWordValue(town) !== null)
    return false;
  // "the pub at closing", "the hall in mourning": a verb's form is no town, unless English does not know the word.
  if (/(?:ing|ed|time)$/.test(town) && isEnglishWord(town)) return false;
  return !lexiconTags(town).some((tag) => NOT_A_TOWN_TAGS.has(tag));
}

/** Words before "to" that make the next word a verb: "used to nick", "had to mark". */
export const TO_BEFORE_A_VERB = new Set([
  'used',
  'had',
  'have',
  'has',
  'going',
  'want',
  'wanted',
  'tried',
  'learned',
  'learnt',
]);

/** compromise tags of words that cannot go on a name: "at the oval with uncle des", "the oval was packed". */
const AFTER_A_NAME_TAGS = new Set([
  'Copula',
  'PastTense',
  'PresentTense',
  'Verb',
  'Pronoun',
  'Preposition',
  'Conjunction',
  'Adverb',
  'Determiner',
  'Modal',
  'QuestionWord',
]);
/** Whether `word` ends a name before it: nothing, a small joining word, or a verb or adverb; not a noun ("oval table"). */
export function endsAName(word: string): boolean {
  return !word || NAME_ENDS.has(word) || lexiconTags(word).some((tag) => AFTER_A_NAME_TAGS.has(tag));
}
