import { AppError } from '#server/lib/app-error.ts';
import { type FamilyRole, familyMessages, roleAllows } from '#shared/family.ts';
import type { SharedWithMeRepository } from './shared-with-me.repository.ts';

export const notAMember = () => new AppError('NOT_FOUND', 'That storyteller does not share with you.');

/**
 * The family-role check (docs/decisions/1510) that Shared with me and the editor's workroom both stand behind:
 * the member's place in the owner's circle, read from the database on every request (no cache), so a removal
 * or a change of role counts at once: not a member → 404, a role too low → 403 with whom to ask.
 */
export function createMembershipCheck(repository: Pick<SharedWithMeRepository, 'membership'>) {
  return async function requireMembership(
    memberId: string,
    ownerId: string,
    needed: FamilyRole,
    refusal: string = familyMessages.notAllowedToEdit,
  ) {
    const membership = await repository.membership(memberId, ownerId);
    if (!membership) throw notAMember();
    if (!roleAllows(membership.role, needed)) throw new AppError('FORBIDDEN', refusal);
    return membership;
  };
}

export type RequireMembership = ReturnType<typeof createMembershipCheck>;
