/**
 * Speech transcripts, made readable for the entity rules (issue 17, docs/decisions/632).
 *
 * A recogniser writes what it hears: no capitals, "um" and "you know" in the middle of a name or a date, and years
 * as people say them ("back in sixty three"). The rules for typed text are the strongest the engine has, so a
 * transcript is first given back what speech lost, and then read like typed text:
 * - fillers are dropped;
 * - a two-digit year after "in", "of", "back in", "it was" … becomes a year of the 1900s, as a storyteller in
 *   their eighties means it ("the winter of forty seven", "that was sixty three");
 * - capitals are restored where the words themselves say a name is meant: a known place or given name, the word
 *   after a title or a family word ("mr nowak", "tante hilde", "my wife giulia"), a saint's name ("st patrick's
 *   church"), a street ("floriańska street", "via roma"), and an unknown word right after "in", "at" or "near"
 *   that no word list knows ("in kumasi").
 */
import { isNameLikeKin, relationOf } from './kinship.ts';
import { COMMON_WORD_NAMES, honorific, lexiconTags, MONTHS, placeKind, WEEKDAYS } from './lexicon.ts';
import { numberWordValue } from './number-words.ts';
import {
  isCommonPlace,
  isLandmarkPart,
  isLandmarkWord,
  isNamedAfterOf,
  isNameEndWord,
  isPlacePrefix,
  isVenueWord,
} from './place-words.ts';
import { isEnglishWord } from './tokens.ts';

/** Sounds and phrases that carry no meaning in speech. */
const FILLER = /(?:^|,?\s)(?:u+m+|u+h+|e+r+m*|h+m+|a+h+)(?=[\s,.!?]|$),?/gi;
/** "you know" as a filler, not "you know what she said" or "you know him". */
const YOU_KNOW =
  /,?\s\byou know\b,?(?!\s+(?:what|how|who|whom|why|where|when|that|him|her|them|me|us|about|it\b(?!\s+was)))/gi;

export function dropFillers(text: string): string {
  return text
    .replace(FILLER, ' ')
    .replace(YOU_KNOW, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

const TENS_WORDS = 'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
const UNIT_WORDS = 'one|two|three|four|five|six|seven|eight|nine';
/** Words that make "in forty …" an amount, not a year: "in forty years", "of fifty people". */
const AMOUNT_AFTER =
  /^\s+(?:years?|months?|weeks?|days?|hours?|minutes?|seconds?|people|men|women|children|kids|miles|pounds|dollars|quid|bob|shillings|pence|cents|percent|per|times|of|or so|odd|something|yards|feet|acres|head|cows|pages|more|less|degrees)\b/i;
const SPOKEN_SHORT_YEAR = new RegExp(
  `\\b(in|of|back in|around|about|since|until|till|by|circa|early|late|mid|it was|that was)\\s+(${TENS_WORDS})(?:[\\s-](${UNIT_WORDS}))?\\b`,
  'gi',
);

/** "back in sixty three" → "back in 1963"; "in forty years" stays as it is. */
export function spokenShortYearsToDigits(text: string): string {
  return text.replace(
    SPOKEN_SHORT_YEAR,
    (whole, cue: string, tens: string, unit: string | undefined, at: number) => {
      if (AMOUNT_AFTER.test(text.slice(at + whole.length))) return whole;
      const value = (numberWordValue(tens) ?? 0) + (unit ? (numberWordValue(unit) ?? 0) : 0);
      if (value < 20) return whole;
      return `${cue} ${1900 + value}`;
    },
  );
}

/** Words that end a street's name: "floriańska street", "karl marx allee". */
const STREET_WORDS = new Set([
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
const STREET_STARTS = new Set([
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
const NAME_PARTICLES = new Set([
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
const NAME_BEFORE = new Set([
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
const STREET_CUES = new Set(['on', 'off', 'along', 'down', 'up']);
/** Street words that follow plain words too: "on one way", "in the back row", "to test drive". */
const UNNAMED_STREET_WORDS = new Set(['st', 'way', 'row', 'place', 'drive', 'square']);
/** Words before a street or landmark word that say whose or how many, not a name: "on our street", "at his club". */
const NOT_NAME_START = new Set([
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
const LANDFORMS = new Set(['lake', 'loch', 'lough', 'mount', 'river', 'isle', 'cape', 'bay', 'glen']);
/** Words before a family word that make it someone's, not a name: "my gran", "the nan", "me mam". */
const OWNERS = new Set(['my', 'me', 'our', 'your', 'his', 'her', 'their', 'the', 'a', 'an', 'whose']);
/** "pop music", "pop in": after these, "pop" is not a father. */
const NOT_A_NAME_AFTER_KIN = new Set([
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
const PLACE_CUES = new Set([
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
const KIN_TITLES = new Set(['sister', 'brother', 'father']);
/** Everyday words a word list may not know but that are never names after "in" or "at". */
const NOT_NAME_AFTER_CUE = new Set([
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
const NAME_ENDS = new Set([
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
function landmarkAfterPart(wordAt: (i: number) => string, at: number): number[] {
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

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A word no list knows: not in compromise's lexicon nor wink-nlp's English vocabulary, not a place word. */
function isUnknownWord(word: string): boolean {
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
function isBareName(words: string[], wordAt: (i: number) => string, at: number): boolean {
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
function venueNameAfterOf(wordAt: (i: number) => string, at: number): number[] {
  const start = wordAt(at) === 'the' ? at + 2 : at;
  const span: number[] = [];
  for (let k = start; span.length < 3 && wordAt(k) && !NAME_ENDS.has(wordAt(k)); k += 2) span.push(k);
  const named = span.some((k) => isUnknownWord(wordAt(k)) || isKnownName(wordAt(k)));
  return named ? span : [];
}

/** A word that can be part of a place's name: one no list knows, a known name or a known place. */
function isPlaceName(word: string): boolean {
  return word !== '' && (isUnknownWord(word) || isKnownName(word) || placeKind(word) !== null);
}

/** A given name or surname compromise knows, that is not also an everyday word ("margaret", not "will"). */
function isKnownName(word: string): boolean {
  const lower = word.toLowerCase();
  if (COMMON_WORD_NAMES.has(lower)) return false;
  const tags = lexiconTags(lower);
  return (
    tags.length > 0 &&
    tags.every((t) => ['MaleName', 'FemaleName', 'FirstName', 'LastName', 'Person', 'ProperNoun'].includes(t))
  );
}

/** Restores the capitals of a lower-case transcript, word by word, from what the words around them say. */
export function restoreCapitals(text: string): string {
  const parts = text.split(/(\s+)/);
  const words = parts.map((part, i) => (i % 2 === 0 ? part : ''));
  const bare = words.map((w) =>
    w
      .toLowerCase()
      .replace(/^[^\p{L}']+|[^\p{L}']+$/gu, '')
      .replace(/'s?$/, ''),
  );
  const upper = new Set<number>();
  const wordAt = (i: number) => bare[i] ?? '';

  for (let i = 0; i < words.length; i += 2) {
    const w = wordAt(i);
    if (!w) continue;
    // Places compromise knows, also of two or three words ("cape town", "east berlin").
    for (const span of [3, 2, 1]) {
      const phrase = Array.from({ length: span }, (_, k) => wordAt(i + 2 * k)).join(' ');
      if (span > 1 && phrase.split(' ').some((p) => !p)) continue;
      if (placeKind(phrase) && !(span === 1 && NOT_NAME_AFTER_CUE.has(w))) {
        for (let k = 0; k < span; k++) upper.add(i + 2 * k);
        break;
      }
    }
    if (isKnownName(w)) upper.add(i);
    const next = wordAt(i + 2);
    // "mr nowak", "tante hilde", "granny mcleod", "my wife giulia"
    if (next && (honorific(w) || NAME_BEFORE.has(w) || relationOf(w)) && !honorific(next)) {
      const title = honorific(w) && !relationOf(w);
      // "a nurse at the hospital": a small word after a title is no name.
      if (isKnownName(next) || isUnknownWord(next) || (title && !relationOf(next) && !NAME_ENDS.has(next))) {
        if (title || NAME_BEFORE.has(w)) upper.add(i);
        upper.add(i + 2);
      }
    }
    // "st patrick's church", "st thomas' hospital": a saint's name and the building after it.
    if ((w === 'st' || w === 'saint') && next) {
      upper.add(i);
      upper.add(i + 2);
      if (isVenueWord(wordAt(i + 4))) upper.add(i + 4);
    }
    // "floriańska street", "karl marx allee"
    if (STREET_WORDS.has(w) && w !== 'st' && i >= 2 && PLACE_CUES.has(wordAt(i - 4)) === false) {
      const before = wordAt(i - 2);
      if (before && (isUnknownWord(before) || isKnownName(before) || upper.has(i - 2))) {
        upper.add(i);
        upper.add(i - 2);
        if (upper.has(i - 4) || isKnownName(wordAt(i - 4))) upper.add(i - 4);
      }
    }
    // "on dock street", "in church lane": with no article before it, even an everyday word names its street.
    const streetCue = wordAt(i - 4);
    if (
      STREET_WORDS.has(w) &&
      !UNNAMED_STREET_WORDS.has(w) &&
      (PLACE_CUES.has(streetCue) || STREET_CUES.has(streetCue))
    ) {
      const before = wordAt(i - 2);
      if (
        /^\p{L}+$/u.test(words[i - 2]!) &&
        !NOT_NAME_START.has(before) &&
        numberWordValue(before) === null
      ) {
        upper.add(i - 2);
        upper.add(i);
      }
    }
    // "via roma", "rue des martyrs", "plaza mayor"
    if (
      (STREET_STARTS.has(w) && next && i >= 2 && PLACE_CUES.has(wordAt(i - 2))) ||
      (w === 'on' && STREET_STARTS.has(next))
    ) {
      // With particles ("rue des martyrs") the name cannot be read whole, and the town after it says more.
      const start = w === 'on' ? i + 2 : i;
      if (wordAt(start + 2) && !NAME_PARTICLES.has(wordAt(start + 2))) {
        upper.add(start);
        upper.add(start + 2);
      }
    }
    // "a big man named earl": whatever is named is a name, even a word like "earl" or "rose".
    if ((w === 'named' || w === 'called') && next && !relationOf(next) && !OWNERS.has(next)) {
      if (isKnownName(next) || isUnknownWord(next) || COMMON_WORD_NAMES.has(next)) upper.add(i + 2);
    }
    // "in kumasi", "near hexham", "in the rhondda", "outside of harare": after a place word, a word no list knows.
    const cue = PLACE_CUES.has(w) || (w === 'of' && wordAt(i - 2) === 'outside');
    // "below the sacré cœur": a name of words no list knows goes on while they last; "at regina mundi church": it may
    // start with a known name.
    const nameAt = cue && next === 'the' ? i + 4 : cue ? i + 2 : -1;
    if (nameAt > 0 && isKnownName(wordAt(nameAt)) && isUnknownWord(wordAt(nameAt + 2))) upper.add(nameAt);
    const runAt = upper.has(nameAt) && !isUnknownWord(wordAt(nameAt)) ? nameAt + 2 : nameAt;
    for (let k = runAt; k >= 0 && k < runAt + 6 && isUnknownWord(wordAt(k)); k += 2) upper.add(k);
    // "to old trafford", "in new brighton", "at little venice": a place word before a word no list knows, or before
    // a known place, starts its name.
    const prefixed = isPlacePrefix(next) || next === 'old' || next === 'little';
    if (cue && prefixed && (isUnknownWord(wordAt(i + 4)) || placeKind(wordAt(i + 4)))) {
      upper.add(i + 2);
      upper.add(i + 4);
    }
    // "the island of hvar", "the old town of lübeck": the name after "of" is the place's.
    if (isNamedAfterOf(w) && next === 'of')
      for (let k = i + 4; k < i + 10 && isPlaceName(wordAt(k)); k += 2) upper.add(k);
    // "bjorn borg": a word no list knows after a given name is the surname.
    if (isKnownName(w) && next && isUnknownWord(next) && !PLACE_CUES.has(wordAt(i - 2))) upper.add(i + 2);
    // "sister agnes", "father murphy": a family word with no owner before a name is a title.
    if (
      KIN_TITLES.has(w) &&
      !OWNERS.has(wordAt(i - 2)) &&
      next &&
      (isKnownName(next) || isUnknownWord(next))
    ) {
      upper.add(i);
      upper.add(i + 2);
    }
    // "the eiffel tower", "anfield stadium", "croke park": a word no list knows, named by the landmark or venue word
    // after it; and "buckingham palace", "london bridge": a place already known, then that word.
    if (
      isNameEndWord(w) &&
      i >= 2 &&
      (isUnknownWord(wordAt(i - 2)) || (upper.has(i - 2) && !relationOf(wordAt(i - 2))))
    ) {
      upper.add(i - 2);
      upper.add(i);
    }
    // "the church of the holy rood": a venue named after "of" by words a list does not know as everyday ones.
    if (isVenueWord(w) && next === 'of' && !isCommonPlace(wordAt(i + 4)) && !upper.has(i + 4)) {
      const span = venueNameAfterOf(wordAt, i + 4);
      if (span.length > 0) upper.add(i);
      for (const at of span) upper.add(at);
    }
    // "the top of table mountain", "near hampden park": two words with no article before them, the last a landmark
    // or landform word, can only be a name; "the table" would need one.
    const bare = cue ? i + 2 : isLandmarkPart(w) && next === 'of' ? i + 4 : -1;
    if (bare > 0 && isBareName(words, wordAt, bare)) {
      upper.add(bare);
      upper.add(bare + 2);
    }
    // "the top of the great orme", "the foot of the matterhorn": what a memory is at the top of is a landmark.
    if (isLandmarkPart(w) && next === 'of') for (const at of landmarkAfterPart(wordAt, i + 4)) upper.add(at);
    // "lake como", "mount kenya", "loch ness": a landform and its name.
    if (LANDFORMS.has(w) && next && (isUnknownWord(next) || upper.has(i + 2) || isKnownName(next))) {
      upper.add(i);
      upper.add(i + 2);
    }
    // "pop used to take me", "with gran": a family pet name used as a name.
    if (isNameLikeKin(w, true) && !OWNERS.has(wordAt(i - 2)) && !NOT_A_NAME_AFTER_KIN.has(next)) upper.add(i);
  }
  return parts
    .map((part, i) => (upper.has(i) ? part.replace(/\p{Ll}/u, (c) => c.toUpperCase()) : part))
    .join('')
    .replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_m, stop: string, c: string) => stop + capitalise(c));
}

/** A lower-case transcript, ready for the rules written for typed text. */
export function restoreTranscript(text: string): string {
  return restoreCapitals(spokenShortYearsToDigits(dropFillers(text)));
}
