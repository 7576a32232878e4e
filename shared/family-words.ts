/**
 * How the family circle names a storyteller in a sentence. Nothing says which pronoun a person uses, so sentences
 * repeat the first name instead of "their" ("Rose Miller has invited you to read Rose's stories").
 */

/** "Rose" from "Rose Miller"; an address (a storyteller who gave no name) stays whole. */
export const firstNameOf = (name: string) =>
  name.includes('@') ? name : (name.trim().split(/\s+/)[0] ?? name);

/** "Rose's", "James's": the possessive of a name as it is written in running text. */
export const possessiveOf = (name: string) => `${name}'s`;

/** "a Reader", "a Contributor", "an Editor". */
export const withArticle = (label: string) => (/^[AEIOU]/.test(label) ? `an ${label}` : `a ${label}`);
