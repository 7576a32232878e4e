/**
 * The words the people reader reads by: which family words are the storyteller's own after "the", what "his" or "her"
 * points back to, which honorifics are also kin words, and how a relation is said of one person.
 */
import { chainRelation, relationAfterPossessive } from '../readers/kin-chain.ts';
import { type Relation, relationOf } from '../readers/kinship.ts';

/** Family words that are the storyteller's own after "the" too: "we took the kids", "me and the wife". */
export const OWN_WITH_THE = new Set(['kids', 'wife', 'missus', 'twins']);
/**
 * "we took the grandchildren", "me and the grandkids": the storyteller's own when the storyteller has them along,
 * after a verb, a preposition or "and". "Now the grandkids ask for Nana's dal" names them from a grandmother's side
 * the storyteller may not be on.
 */
export const OWN_WITH_THE_ALONG = new Set(['grandchildren', 'grandkids']);
export const ALONG_POS = new Set(['VERB', 'ADP', 'CCONJ']);
/** Words before a name said later: "my wife's sister, the one we called Bunty". */
export const NAMING_WORDS = new Set(['called', 'named']);
/** Who a name is given to, between the naming word and the name: "we called him Sonny". */
export const NAMED_ONE = new Set(['him', 'her']);
/** Parts of speech a pet name can be tagged with: "Mo", "Sonny", "Paddy" (a noun too). */
export const BARE_NAME_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'X']);
/** Titles after which any noun is a name: "uncle paddy", "auntie flo". */
export const NAMING_TITLES = new Set(['aunt', 'uncle']);
/** Relatives "great" puts one generation further back: "great gran", "my great aunt Nell". */
export const GREAT_KIN = new Set(['grandmother', 'grandfather', 'aunt', 'uncle']);
export const VERB_POS = new Set(['VERB', 'AUX']);
/** Verbs that give the storyteller a name: "they call me Nanna". */
export const CALLING = new Set(['call', 'calls', 'called', 'calling', 'name', 'named']);
/** Who "his" or "her" points back to after a relative: "my son and his wife", "my sister and her husband". */
export const PARTNER_OWNER: Record<string, 'his' | 'her'> = {
  son: 'his',
  brother: 'his',
  father: 'his',
  uncle: 'his',
  husband: 'his',
  grandfather: 'his',
  nephew: 'his',
  'brother-in-law': 'his',
  daughter: 'her',
  sister: 'her',
  mother: 'her',
  aunt: 'her',
  wife: 'her',
  grandmother: 'her',
  niece: 'her',
  'sister-in-law': 'her',
};
/** How many words back "his" or "her" may point to a relative: a sentence or two of speech. */
export const PRONOUN_REACH = 30;

/** The relation a word says after a relative's possessive: a kin word's own, or a child's ("my sister's boy"). */
export function kinAfterPossessive(word: string): Relation | null {
  return relationOf(word) ?? relationOf(relationAfterPossessive(word) ?? '');
}

/**
 * The storyteller's own relation to their `relative`'s `kin` ("sister" of "mother" → aunt), or null when the chain has
 * no word of its own ("his friend" stays someone else's).
 */
export function relationThrough(relative: string, kin: Relation): Relation | null {
  const joined = chainRelation(relative, kin.relation);
  return joined === kin.relation ? null : relationOf(joined);
}
/** Owners and orders that make a spouse one person of the story: "her first husband". */
export const SPOUSE_OWNERS = new Set(['his', 'her', 'their']);
export const MARRIAGE_ORDER = new Set(['first', 'second', 'third']);
/** Determiners that make a kin word someone else's relative ("his daughter"). */
export const OTHER_OWNERS = new Set([
  'his',
  'her',
  'their',
  'your',
  'a',
  'an',
  'the',
  'some',
  'whose',
  'its',
]);
/** Honorifics that are also kin or job words: only honorifics when capitalised and not after "my". */
export const AMBIGUOUS_HONORIFICS = new Set([
  'father',
  'sister',
  'brother',
  'nurse',
  'coach',
  'pastor',
  'doctor',
  'officer',
  'judge',
  'captain',
  'lady',
]);

const SINGULAR: Record<string, string> = {
  parents: 'parent',
  grandparents: 'grandparent',
  brothers: 'brother',
  sisters: 'sister',
  siblings: 'sibling',
  sons: 'son',
  daughters: 'daughter',
  children: 'child',
  grandchildren: 'grandchild',
  aunts: 'aunt',
  uncles: 'uncle',
  cousins: 'cousin',
  friends: 'friend',
  neighbors: 'neighbor',
};

export function singular(relation: string): string {
  return SINGULAR[relation] ?? relation;
}
