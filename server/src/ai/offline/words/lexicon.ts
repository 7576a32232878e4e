/**
 * Word knowledge for the entity rules. Names, cities, countries and regions come
 * from compromise's built-in lexicon (thousands of entries, no network); the short
 * lists below are what it lacks or gets wrong for memoir text.
 */
import nlp from 'compromise';
import { ONE_WORD_HOLIDAYS } from '#server/ai/vocabulary/holidays.ts';
import { GIVEN_NAMES_ABROAD } from './given-names-abroad.ts';

interface CompromiseWorld {
  model: { one: { lexicon: Record<string, string | string[]> } };
}
const LEXICON = (nlp.world() as CompromiseWorld).model.one.lexicon;

/** "são paulo" → "sao paulo": compromise lists most places and names without their accents. */
function withoutAccents(phrase: string): string {
  return phrase.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * compromise's tags for a lower-case word or phrase ("new orleans" → ["City"]). A phrase with accents it does not list
 * is looked up without them, so "são paulo" is the city "sao paulo" is.
 */
export function lexiconTags(phrase: string): string[] {
  const lower = phrase.toLowerCase();
  let entry = LEXICON[lower];
  if (entry === undefined && /\P{ASCII}/u.test(lower)) entry = LEXICON[withoutAccents(lower)];
  if (entry === undefined) return GIVEN_NAMES_ABROAD.has(lower) ? ['FirstName'] : [];
  return Array.isArray(entry) ? entry : [entry];
}

const GIVEN_NAME_TAGS = new Set(['MaleName', 'FemaleName', 'FirstName']);

export function isGivenName(word: string): boolean {
  return lexiconTags(word).some((t) => GIVEN_NAME_TAGS.has(t)) || COMMON_WORD_NAMES.has(word.toLowerCase());
}

/** A known given name that is not also an everyday word ("winston", not "will"). */
export function isOnlyGivenName(word: string): boolean {
  const tags = lexiconTags(word);
  return tags.length > 0 && tags.every((t) => GIVEN_NAME_TAGS.has(t) || t === 'Person' || t === 'ProperNoun');
}

export function isSurname(word: string): boolean {
  return lexiconTags(word).includes('LastName');
}

/** compromise tags a few single words as whole people ("virginia", "austin"). */
export function isPersonWord(word: string): boolean {
  return lexiconTags(word).includes('Person');
}

export type PlaceKind = 'City' | 'Country' | 'Region' | 'Place';
const PLACE_KINDS: PlaceKind[] = ['City', 'Country', 'Region', 'Place'];

/** Kind of a known place name ("ohio" → Region), or null. */
export function placeKind(phrase: string): PlaceKind | null {
  const tags = lexiconTags(phrase);
  return PLACE_KINDS.find((k) => tags.includes(k)) ?? null;
}

export function isDemonym(word: string): boolean {
  return lexiconTags(word).includes('Demonym') || LANGUAGES.has(word.toLowerCase());
}

/** Given names that are also common words; after "my brother" they are names. */
export const COMMON_WORD_NAMES = new Set([
  'art',
  'bill',
  'bob',
  'chuck',
  'dawn',
  'dot',
  'earl',
  'faith',
  'frank',
  'gene',
  'grace',
  'hope',
  'jack',
  'jean',
  'joy',
  'june',
  'mark',
  'pat',
  'ray',
  'rob',
  'rose',
  'sandy',
  'sue',
  'ted',
]);

const LANGUAGES = new Set([
  'english',
  'spanish',
  'french',
  'german',
  'italian',
  'latin',
  'yiddish',
  'hebrew',
]);

export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;
const MONTH_ABBREVIATIONS: Record<string, number> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  sept: 8,
  oct: 9,
  nov: 10,
  dec: 11,
};

/** Month index 0-11 of a month name or abbreviation, else -1. */
export function monthIndex(word: string): number {
  const w = word.toLowerCase().replace(/\.$/, '');
  const i = (MONTHS as readonly string[]).indexOf(w);
  return i >= 0 ? i : (MONTH_ABBREVIATIONS[w] ?? -1);
}

export const WEEKDAYS = new Set([
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
]);

/** Capitalised words that are never people or places in a memory. */
export const NOT_NAMES = new Set([
  'i',
  'god',
  'lord',
  'jesus',
  'christ',
  'bible',
  'heaven',
  'mass',
  ...ONE_WORD_HOLIDAYS,
  'eve',
  'day',
  'year',
  'tv',
  'blitz',
  'depression',
  'war',
  'ok',
  'okay',
  'mr',
  'mrs',
  'ms',
  'dr',
]);

/** Makes and brands that compromise knows as surnames or organisations ("Dad's Ford"). */
export const BRANDS = new Set([
  'buick',
  'cadillac',
  'chevrolet',
  'chevy',
  'chrysler',
  'dodge',
  'ford',
  'oldsmobile',
  'packard',
  'pontiac',
  'studebaker',
  'volkswagen',
  'boeing',
  'sears',
  'woolworth',
  'woolworths',
  'kodak',
  'singer',
]);

/** Organisations that read as capitalised words but are neither people nor places. */
export const ORGANISATION_WORDS = new Set([
  'army',
  'navy',
  'marines',
  'corps',
  'air',
  'force',
  'guard',
  'company',
  'union',
  'party',
  'club',
  'band',
  'ramblers',
]);

/** Honorifics kept in front of a name, as people write them. */
export const HONORIFICS: Record<string, string> = {
  mr: 'Mr.',
  mister: 'Mr.',
  mrs: 'Mrs.',
  ms: 'Ms.',
  miss: 'Miss',
  dr: 'Dr.',
  doctor: 'Dr.',
  rev: 'Rev.',
  reverend: 'Reverend',
  pastor: 'Pastor',
  father: 'Father',
  sister: 'Sister',
  brother: 'Brother',
  coach: 'Coach',
  professor: 'Professor',
  prof: 'Professor',
  judge: 'Judge',
  captain: 'Captain',
  capt: 'Capt.',
  sergeant: 'Sergeant',
  sgt: 'Sgt.',
  officer: 'Officer',
  nurse: 'Nurse',
  rabbi: 'Rabbi',
  sir: 'Sir',
  lady: 'Lady',
};

/** Honorific display for a token ("Mrs." → "Mrs."), or null. */
export function honorific(word: string): string | null {
  return HONORIFICS[word.toLowerCase().replace(/\.$/, '')] ?? null;
}

/** Prepositions after which a capitalised name is a place, not a person. */
export const LOCATIVE = new Set([
  'in',
  'at',
  'near',
  'outside',
  'into',
  'around',
  'across',
  'through',
  'throughout',
  'toward',
  'towards',
  'behind',
  'beyond',
  'via',
  'within',
  'inside',
  'above',
  'below',
  'beneath',
  'beside',
  'along',
  'on',
  'to',
  'from',
]);
