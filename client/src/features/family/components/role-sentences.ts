import type { FamilyRole } from '#shared/family.ts';
import { possessiveOf } from '#shared/family-words.ts';

export { withArticle } from '#shared/family-words.ts';

/**
 * What a role lets the family member do, said to them with the storyteller's first name (FAMILY_ROLE_HINTS says
 * it to the storyteller). No pronoun: nothing says which one the storyteller uses.
 */
export const ROLE_SENTENCES_FOR_MEMBER: Record<FamilyRole, (first: string) => string> = {
  reader: (first) => `You can read what ${first} shares, and ${possessiveOf(first)} books.`,
  contributor: (first) =>
    `You can read what ${first} shares, ask ${first} questions, add what you remember and add memories of your own.`,
  editor: (first) =>
    `You can read what ${first} shares, ask ${first} questions, add what you remember and memories of your own, fill in when, where and who, and help with the chapters and drafts of ${possessiveOf(first)} memoir.`,
};
