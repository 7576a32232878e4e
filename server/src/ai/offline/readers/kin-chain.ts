/**
 * A relative of a relative ("my wife's sister", "my son's wife"): the first relative only links the storyteller to
 * the person of the story, whose relation to the storyteller is the two relations together
 * (server/src/ai/eval/EVAL-LOG.md §634).
 */

const SPOUSE_KIN: Record<string, string> = {
  brother: 'brother-in-law',
  brothers: 'brothers-in-law',
  sister: 'sister-in-law',
  sisters: 'sisters-in-law',
  mother: 'mother-in-law',
  father: 'father-in-law',
};
/** "my mum's second husband Walter" is a stepfather: a parent's spouse who is not the other parent. */
const PARENT_KIN: Record<string, string> = {
  brother: 'uncle',
  brothers: 'uncles',
  sister: 'aunt',
  sisters: 'aunts',
  mother: 'grandmother',
  father: 'grandfather',
};
const GRANDPARENT_KIN: Record<string, string> = { brother: 'great-uncle', sister: 'great-aunt' };
const SIBLING_KIN: Record<string, string> = { son: 'nephew', daughter: 'niece' };
const CHILD_KIN: Record<string, string> = { son: 'grandson', daughter: 'granddaughter' };
const SIBLINGS_CHILD_KIN: Record<string, string> = { son: 'great-nephew', daughter: 'great-niece' };

const CHAINS: Record<string, Record<string, string>> = {
  husband: SPOUSE_KIN,
  wife: SPOUSE_KIN,
  mother: { ...PARENT_KIN, husband: 'stepfather' },
  father: { ...PARENT_KIN, wife: 'stepmother' },
  brother: { ...SIBLING_KIN, wife: 'sister-in-law' },
  sister: { ...SIBLING_KIN, husband: 'brother-in-law' },
  son: { ...CHILD_KIN, wife: 'daughter-in-law' },
  daughter: { ...CHILD_KIN, husband: 'son-in-law' },
  grandmother: GRANDPARENT_KIN,
  grandfather: GRANDPARENT_KIN,
  uncle: { wife: 'aunt' },
  aunt: { husband: 'uncle' },
  nephew: SIBLINGS_CHILD_KIN,
  niece: SIBLINGS_CHILD_KIN,
  'brother-in-law': { ...SIBLING_KIN, wife: 'sister-in-law' },
  'sister-in-law': { ...SIBLING_KIN, husband: 'brother-in-law' },
};

/**
 * A child said as a boy or a girl, which is a son or a daughter only after a relative's possessive: "my sister's
 * boy", "his little lad", "her wee girl". "a boy from school" is nobody's.
 */
const CHILD_WORDS: Record<string, string> = { boy: 'son', lad: 'son', girl: 'daughter', lass: 'daughter' };

/** The relation a word after a relative's possessive says: a kin word's own, or a child's ("boy" → "son"). */
export function relationAfterPossessive(word: string): string | null {
  return CHILD_WORDS[word] ?? null;
}

/**
 * The storyteller's relation to their `link`'s `kin`, as a relation word: ("wife", "sister") → "sister-in-law".
 * A chain with no word of its own ("my mum's cousin") keeps the second relation: a cousin is a cousin.
 */
export function chainRelation(link: string, kin: string): string {
  return CHAINS[link]?.[kin] ?? kin;
}
