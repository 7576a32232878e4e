/**
 * How the family circle names a storyteller in a sentence. Nothing says which pronoun a person uses, so sentences
 * repeat the first name instead of "their" ("Rose Miller has invited you to read Rose's stories").
 */

/** "Rose" from "Rose Miller"; an address (a storyteller who gave no name) stays whole. */
export const firstNameOf = (name: string) =>
  name.includes('@') ? name : (name.trim().split(/\s+/)[0] ?? name);

/** "Rose's", "James's": the possessive of a name as it is written in running text. */
export const possessiveOf = (name: string) => `${name}'s`;

/** An e-mail address as two addresses are compared: trimmed, in any letter case. */
export const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * An invitation opened by an account with another address (decision 1518): what to do, in plain words. The
 * invited address is already on the invitation page the person is looking at.
 */
export const invitationForAnotherAddress = (invited: string, ownerName: string) =>
  `This invitation was sent to ${invited}. Please sign out, then sign in or create an account with ${invited} to accept it. Or ask ${firstNameOf(ownerName)} to invite the address you are signed in with.`;

/** "a Reader", "a Contributor", "an Editor". */
export const withArticle = (label: string) => (/^[AEIOU]/.test(label) ? `an ${label}` : `a ${label}`);

/**
 * The line above what a family member added to a memory (decision 1526): "Ruth adds:", by their first name (an
 * address only when they gave no name), or "You added:" for one's own. A perspective has no kind, and most are a
 * detail added rather than a disagreement, so none is called "remembers it differently".
 */
export const perspectiveCaption = (perspective: { authorName: string; mine: boolean }) =>
  perspective.mine ? 'You added:' : `${firstNameOf(perspective.authorName)} adds:`;
