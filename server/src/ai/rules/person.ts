/**
 * A person in a memory, as a value. The people rules produce it, the chat and
 * suggestion rules read it, and only the Memory DNA prints it: "Tom (brother)",
 * "Walter", "Mother" (docs/decisions/631).
 */

export interface Person {
  /** "Tom", "Mrs. Abbott"; for a relative the writer does not name, the kin noun: "Mother". */
  name: string;
  /** "brother", "best friend"; for an unnamed relative, the kin noun in lower case. */
  relation?: string;
}

/** A relative the writer does not name ("my mother"): the kin noun is all there is to print. */
export function isUnnamedRelative(person: Person): boolean {
  return person.relation !== undefined && person.relation.toLowerCase() === person.name.toLowerCase();
}

/** The Memory DNA form: "Tom (brother)", "Walter", "Mother". */
export function formatPerson(person: Person): string {
  return person.relation && !isUnnamedRelative(person) ? `${person.name} (${person.relation})` : person.name;
}

/**
 * Reads the Memory DNA form back, for people saved by the writer, an AI provider
 * or an earlier analysis: "Tom (brother)" → { name: "Tom", relation: "brother" };
 * "Mother" → { name: "Mother", relation: "mother" }; "Walter" → { name: "Walter" }.
 */
export function parsePerson(entry: string): Person {
  const trimmed = entry.trim();
  const m = /^(.*?)\s*\(([^)]+)\)$/.exec(trimmed);
  if (m) return { name: m[1]!, relation: m[2]! };
  const kin = /^[A-Z][a-z-]+$/.test(trimmed) && KIN_NOUNS.has(trimmed.toLowerCase());
  return kin ? { name: trimmed, relation: trimmed.toLowerCase() } : { name: trimmed };
}

/** Kin nouns that stand for a relative on their own in saved Memory DNA ("Mother", "Grandparents"). */
const KIN_NOUNS = new Set([
  'mother',
  'father',
  'parents',
  'grandmother',
  'grandfather',
  'grandparents',
  'brother',
  'brothers',
  'sister',
  'sisters',
  'husband',
  'wife',
  'son',
  'daughter',
  'children',
  'aunt',
  'uncle',
  'cousin',
  'grandson',
  'granddaughter',
  'grandchildren',
]);
