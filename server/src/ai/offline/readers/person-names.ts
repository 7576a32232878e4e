/**
 * Whether capitalised words in a memory are a person's name: the shape of a name
 * word, and the context that makes a name a place, a brand or a pet instead.
 */
import {
  BRANDS,
  isDemonym,
  isGivenName,
  isOnlyGivenName,
  isPersonWord,
  isSurname,
  LOCATIVE,
  monthIndex,
  NOT_NAMES,
  ORGANISATION_WORDS,
  placeKind,
  WEEKDAYS,
} from '../words/lexicon.ts';
import { isNamedAfterOf, isPlacePrefix, isVenueWord } from '../words/place-words.ts';
import type { Token } from './tokens.ts';

const PRONOUNS = new Set([
  'i',
  'me',
  'my',
  'mine',
  'myself',
  'we',
  'us',
  'our',
  'ours',
  'ourselves',
  'you',
  'your',
  'he',
  'him',
  'his',
  'she',
  'her',
  'they',
  'them',
  'their',
  'it',
  'its',
  'this',
  'that',
  'these',
  'those',
]);
/**
 * First words of a nickname of two words: "Big Jim from the docks", "the one they called Big Jim", "everybody called
 * little Mo". Before a name, or after a naming word, they are part of the name, not a description of the person.
 */
export const NICKNAME_WORDS = new Set([
  'big',
  'little',
  'wee',
  'young',
  'old',
  'auld',
  'long',
  'tall',
  'lucky',
]);
/** Verbs of setting out, after which "for" names where to: "sailed for Sydney". */
const JOURNEYS = new Set([
  'sailed',
  'sail',
  'left',
  'leave',
  'leaving',
  'bound',
  'headed',
  'departed',
  'set',
  'flew',
]);
const NOT_A_NAME_POS = new Set(['PRON', 'DET', 'CCONJ', 'SCONJ', 'ADP', 'AUX', 'PART']);

const PETS = new Set([
  'dog',
  'cat',
  'horse',
  'pony',
  'puppy',
  'kitten',
  'cow',
  'parrot',
  'bird',
  'goat',
  'mule',
]);
/** Storms are given people's names: "cyclone tracy", "Hurricane Hazel". */
const STORMS = new Set(['cyclone', 'hurricane', 'typhoon', 'storm']);
/** What drink and food come in: "a bottle of sherry", "a glass of Madeira". */
const CONTAINERS = new Set([
  'bottle',
  'bottles',
  'glass',
  'glasses',
  'pint',
  'cup',
  'tin',
  'can',
  'jar',
  'box',
  'packet',
  'drop',
  'tot',
  'nip',
  'crate',
  'case',
  'barrel',
  'bag',
  'slice',
]);

/**
 * A name that belongs to a thing, not a person: a storm ("cyclone tracy"), a drink ("a bottle of sherry"), or what a
 * noun before "called" or "named" stands for ("a greyhound called lady gwen", "the boat named Maggie"), and a given name
 * after "the" ("the Mary Rose").
 */
export function namesAThing(tokens: Token[], start: number): boolean {
  const before = tokens[start - 1];
  if (!before) return false;
  // "his boat the morag", "the mary rose", "the Regal": a person is never "the" Mary.
  if (before.lower === 'the' && isOnlyGivenName(tokens[start]?.lower ?? '')) return true;
  // "the royal victoria": a hospital or a pub named after a queen.
  if (before.lower === 'royal') return true;
  if (STORMS.has(before.lower)) return true;
  if (before.lower === 'of' && CONTAINERS.has(tokens[start - 2]?.lower ?? '')) return true;
  const named = before.lower === 'named' || before.lower === 'called';
  const thing = tokens[start - 2];
  return named && thing?.pos === 'NOUN' && !PERSON_NOUNS.has(thing.lower);
}

export const PERSON_NOUNS = new Set([
  'man',
  'woman',
  'fella',
  'feller',
  'bloke',
  'chap',
  'lad',
  'lass',
  'boy',
  'girl',
  'fellow',
  'guy',
  'lady',
  'gentleman',
  'kid',
  'child',
]);
export function isWord(t: Token | undefined): t is Token {
  return t !== undefined && t.kind === 'word';
}

/** A capitalised word that could be part of a name (not a month, weekday, language …). */
export function isNameShaped(t: Token | undefined): boolean {
  if (!isWord(t) || !t.cap) return false;
  const w = t.lower.replace(/\.$/, '');
  // The narrator and other pronouns are never names, wherever they stand in a sentence.
  if (/^i'/.test(w) || PRONOUNS.has(w) || NOT_A_NAME_POS.has(t.pos)) return false;
  return !NOT_NAMES.has(w) && monthIndex(w) < 0 && !WEEKDAYS.has(w) && !isDemonym(w) && /\p{L}/u.test(w);
}

/**
 * Is the name at start..end a person? Places, venues, brands and pets are not.
 * `lastPersonEnd` lets "Virginia and Georgia were my friends" read Georgia as a
 * person: a state joined by "and" to a person, with no place preposition.
 */
/** Words of courtship: the name after them is the sweetheart's ("I was courting Dermot", "she married Ray"). */
export const COURTING_WORDS = new Set(['courting', 'married', 'marry', 'marrying', 'wed', 'dating']);

/** Words that may stand between "a" and a thing's name: "a little austin seven", "a second hand morris". */
const ARTICLE_ADJECTIVE_POS = new Set(['ADJ', 'NUM']);

/**
 * "nana had a morris minor", "dad bought a little austin seven": a name after "a" or "an" (and a word or two that
 * describe it) is a thing of that make, not a person, who is never "a" anyone.
 */
function afterArticle(tokens: Token[], start: number): boolean {
  let at = start - 1;
  while (at >= start - 2 && tokens[at] && ARTICLE_ADJECTIVE_POS.has(tokens[at]!.pos)) at -= 1;
  const article = tokens[at]?.lower;
  return article === 'a' || article === 'an';
}

export function judgeName(
  tokens: Token[],
  start: number,
  end: number,
  lastPersonEnd: number,
): 'person' | 'other' {
  const seq = tokens.slice(start, end);
  const words = seq.map((s) => s.lower.replace(/\.$/, ''));
  const phrase = words.join(' ');
  const before = tokens[start - 1];
  const after = tokens[end];
  const first = words[0]!;
  const last = words[words.length - 1]!;

  if (words.some((w) => BRANDS.has(w) || ORGANISATION_WORDS.has(w) || isVenueWord(w))) return 'other';
  if (isPlacePrefix(first) && seq.length > 1) return 'other';
  // "Dad's Ford", "Miller's Hardware": a possessive makes the next capital a thing.
  if (before?.possessive) return 'other';
  if (seq[seq.length - 1]!.possessive && after?.cap) return 'other';
  if ((before && PETS.has(before.lower)) || namesAThing(tokens, start)) return 'other';
  if (afterArticle(tokens, start)) return 'other';
  if (before && (before.lower === 'named' || before.lower === 'called')) {
    return PERSON_NOUNS.has(tokens[start - 2]?.lower ?? '') ? 'person' : 'other';
  }

  // "I was courting Dermot at the time": a name no list knows, after a word of courtship, is the sweetheart.
  if (before && COURTING_WORDS.has(before.lower) && !placeKind(phrase)) return 'person';

  const nameLike =
    isGivenName(first) ||
    // "Big Jim from the docks", "Little Mo": a nickname made of a given name and a word before it.
    (seq.length === 2 && NICKNAME_WORDS.has(first) && isGivenName(last)) ||
    isPersonWord(phrase) ||
    (seq.length > 1 && isSurname(last)) ||
    (seq.length === 1 && isSurname(first));
  const governed = governedByPlace(tokens, start);
  if (governed === 'place') return 'other';
  // "wrote to Tom", "a letter from Jim": after to/from only a plain name is a person.
  if (governed === 'direction' && (placeKind(phrase) || placeKind(first) || !nameLike)) return 'other';

  const kind = placeKind(phrase) ?? (seq.length === 1 ? null : placeKind(first));
  if (kind) {
    const joined =
      (before?.lower === 'and' || before?.text === ',') &&
      lastPersonEnd >= start - 2 &&
      !governedByPlace(tokens, start - 2);
    if (isPersonWord(phrase) || isGivenName(phrase) || joined) return 'person';
    return 'other';
  }
  if (tokens[start]!.sentenceStart && !nameLike) return 'other';
  if (nameLike) return 'person';
  // An unknown capitalised word doing something ("Pruitt laughed") is most likely a person.
  if (
    !tokens[start]!.sentenceStart &&
    (after?.pos === 'VERB' || after?.pos === 'AUX') &&
    before?.lower !== 'the'
  ) {
    return 'person';
  }
  return 'other';
}

/**
 * Whether the word at `i` (or the list it heads: "in Galway and Dingle") follows a
 * place preposition: 'place' for in/at/near …, 'direction' for to/from (which
 * also take people: "wrote to Tom").
 */
export function governedByPlace(tokens: Token[], at: number): 'place' | 'direction' | null {
  let before = at - 1;
  // Walk back over "X, Y and" lists of capitalised words; a few items are enough,
  // and the bound keeps a text of endless "Tom and Tom and …" linear.
  for (
    let items = 0;
    items < 6 &&
    before > 0 &&
    (tokens[before]!.lower === 'and' || tokens[before]!.text === ',' || tokens[before]!.lower === 'or');
    items++
  ) {
    let item = before - 1;
    while (
      item >= 0 &&
      item > before - 5 &&
      tokens[item]!.cap &&
      tokens[item]!.kind === 'word' &&
      !tokens[item]!.sentenceStart
    )
      item -= 1;
    if (item === before - 1) break;
    before = item;
  }
  let prev = tokens[before];
  if (prev?.lower === 'the') prev = tokens[before - 1];
  if (!prev || prev.sentence !== tokens[at]!.sentence) return null;
  if (prev.lower === 'to' || prev.lower === 'from') return 'direction';
  // "the isle of Skye", "the town of Shelby": a place named after "of".
  if (prev.lower === 'of' && isNamedAfterOf(tokens[before - 1]?.lower ?? '')) return 'place';
  // "the night before I sailed for Sydney", "we left for Perth": where a journey was bound.
  if (prev.lower === 'for' && JOURNEYS.has(tokens[before - 1]?.lower ?? '')) return 'place';
  return LOCATIVE.has(prev.lower) ? 'place' : null;
}
