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

/** The names said in full in a sentence before it gives only the count ("The 6 people you share with …"). */
const NAMES_SAID_AT_MOST = 4;

/** "Ruth", "Ruth and Tom", "Ruth, Tom and Ann". */
const joinNames = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * What deleting the account takes from the family (decision 1525), said in the Delete My Account dialog: the
 * people who accepted an invitation, by first name while the list is short (an address for one who gave no name;
 * full names where two share a first name), and the invitations not accepted yet, which stop working. Nothing
 * when the storyteller shares with nobody.
 */
export function familyAccessEnds(
  members: readonly { state: 'invited' | 'active'; name: string | null; email: string }[],
): string[] {
  const active = members.filter((member) => member.state === 'active');
  const invited = members.filter((member) => member.state === 'invited');
  const sentences: string[] = [];
  if (active.length > 0) {
    const fullNames = active.map((member) => member.name?.trim() || member.email);
    const firstNames = fullNames.map(firstNameOf);
    const names = new Set(firstNames).size === firstNames.length ? firstNames : fullNames;
    const who =
      active.length === 1 ? 'The person you share with' : `The ${active.length} people you share with`;
    const named = active.length <= NAMES_SAID_AT_MOST ? ` (${joinNames(names)})` : '';
    sentences.push(`${who}${named} will no longer see your stories or books.`);
  }
  if (invited.length === 1)
    sentences.push(`The invitation you sent to ${invited[0]!.email} will stop working.`);
  else if (invited.length > 1)
    sentences.push(`The ${invited.length} invitations nobody has accepted yet will stop working.`);
  return sentences;
}
