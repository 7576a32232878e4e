import type { FamilyRole } from '#shared/family.ts';

/** What a role lets the family member do, said to them (FAMILY_ROLE_HINTS says it to the storyteller). */
export const ROLE_SENTENCES_FOR_MEMBER: Record<FamilyRole, string> = {
  reader: 'You can read what they share, and their books.',
  contributor: 'You can read what they share, ask them questions and add what you remember.',
  editor:
    'You can read what they share, ask them questions, add what you remember and fill in when, where and who.',
};

/** "a Reader", "a Contributor", "an Editor". */
export const withArticle = (label: string) => (/^[AEIOU]/.test(label) ? `an ${label}` : `a ${label}`);
