/**
 * Clio's follow-up in an interview, offline: from the Memory DNA of what was just said ("You mentioned your
 * brother Tom. What was he like?"). A person comes before a place; whatever was asked before is left out.
 */
import type { InterviewFollowUp, InterviewFollowUpInput } from '../ai-provider.ts';
import { type Person, parsePerson } from './person.ts';

const HE = new Set([
  'brother',
  'father',
  'dad',
  'daddy',
  'papa',
  'pop',
  'grandfather',
  'grandpa',
  'granddad',
  'grandad',
  'son',
  'husband',
  'uncle',
  'nephew',
  'grandson',
  'stepfather',
  'boyfriend',
  'fiancé',
]);
const SHE = new Set([
  'sister',
  'mother',
  'mum',
  'mom',
  'mommy',
  'mummy',
  'mama',
  'grandmother',
  'grandma',
  'granny',
  'nana',
  'gran',
  'daughter',
  'wife',
  'aunt',
  'auntie',
  'niece',
  'granddaughter',
  'stepmother',
  'girlfriend',
  'fiancée',
]);

/**
 * The relation a question names, in lower case: the one written in brackets ("Tom (brother)" → brother), or a kin
 * word said on its own that a question can say "he" or "she" of ("Mum" → mum). The entry itself is read by the one
 * person reader, `parsePerson` (docs/decisions/631).
 */
function relationAsked(display: string, person: Person): string | null {
  if (person.relation !== undefined && display.trim().endsWith(')'))
    return person.relation.trim().toLowerCase();
  const lower = person.name.toLowerCase();
  return HE.has(lower) || SHE.has(lower) ? lower : null;
}

/** The key a question about this person has, whoever asks it (a gap or a follow-up): asked once. */
export const personKey = (name: string) => `person:${name.toLowerCase().replace(/\s+/g, ' ')}`;
export const placeKey = (place: string) => `place:${place.toLowerCase().replace(/\s+/g, ' ')}`;

const pronoun = (relation: string | null) =>
  relation && HE.has(relation) ? 'he' : relation && SHE.has(relation) ? 'she' : null;

/** "your brother Tom", "your mother", "Tom" */
export function personPhrase(name: string, relation: string | null): string {
  if (relation && name.toLowerCase() === relation) return `your ${relation}`;
  return relation ? `your ${relation} ${name}` : name;
}

/** A question about someone who has no story of their own yet. */
export function personQuestion(display: string, lead: 'mentioned' | 'written'): string {
  const person = parsePerson(display);
  const { name } = person;
  const relation = relationAsked(display, person);
  const who = personPhrase(name, relation);
  const they = pronoun(relation);
  const opening = lead === 'mentioned' ? `You mentioned ${who}.` : `You have written about ${who}.`;
  return they ? `${opening} What was ${they} like?` : `${opening} What do you remember most about them?`;
}

export function interviewFollowUpOffline(input: InterviewFollowUpInput): InterviewFollowUp | null {
  const asked = new Set(input.askedKeys);
  const storyteller = input.person.trim().toLowerCase();
  for (const display of input.analysis?.peopleInvolved ?? []) {
    const { name } = parsePerson(display);
    const key = personKey(name);
    if (!name || name.toLowerCase() === storyteller || asked.has(key)) continue;
    return { question: personQuestion(display, 'mentioned'), key };
  }
  const place = input.analysis?.whereHappened?.trim();
  if (place && !asked.has(placeKey(place))) {
    return { question: `You mentioned ${place}. What do you remember most about it?`, key: placeKey(place) };
  }
  return null;
}
