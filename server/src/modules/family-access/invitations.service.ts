import { type Database, withTransaction } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { RateLimitCounters } from '#server/lib/rate-limit/rate-limit-counters.ts';
import { familyMessages } from '#shared/family.ts';
import { invitationForAnotherAddress, sameAddress } from '#shared/family-words.ts';
import { hashInvitationToken } from './family.service.ts';
import type { InvitationsRepository } from './invitations.repository.ts';

/** Looks at an invitation link per address per minute: plenty for a person, slow for guessing. */
export const INVITATION_LOOKS_PER_MINUTE = 30;
const MINUTE_MS = 60_000;
export const TOO_MANY_LOOKS_MESSAGE =
  'Too many invitation links were opened from here just now. Please wait a minute and try again.';

const ended = () => new AppError('NOT_FOUND', familyMessages.invitationEnded);

/**
 * Following an invitation link (docs/decisions/1511, 1518): the token finds the invitation, only an account with
 * the invited address (in any letter case) accepts it, it works once, and the public preview is counted per
 * address on the shared counters.
 */
export function createInvitationsService(deps: {
  db: Database;
  repository: InvitationsRepository;
  counters: RateLimitCounters;
}) {
  const { db, repository, counters } = deps;
  return {
    async preview(token: string, source: string) {
      const { hits } = await counters.hit(`family-invitation:${source}`, MINUTE_MS);
      if (hits > INVITATION_LOOKS_PER_MINUTE) throw new AppError('RATE_LIMITED', TOO_MANY_LOOKS_MESSAGE);
      const invitation = await repository.findOpen(hashInvitationToken(token));
      if (!invitation) throw ended();
      return { ownerName: invitation.ownerName, role: invitation.role, email: invitation.email };
    },

    /**
     * Binds the signed-in account when its address is the invited one; another account is refused (403) and the
     * link keeps working for the person it was sent to. A second use of the same link finds nothing (404).
     */
    async accept(accountId: string, token: string) {
      return withTransaction(db, async (tx) => {
        const invitation = await repository.findOpen(hashInvitationToken(token), tx);
        if (!invitation) throw ended();
        if (invitation.ownerId === accountId) throw new AppError('CONFLICT', familyMessages.ownInvitation);
        const accountEmail = await repository.accountEmail(accountId, tx);
        if (accountEmail === undefined || !sameAddress(accountEmail, invitation.email))
          throw new AppError(
            'FORBIDDEN',
            invitationForAnotherAddress(invitation.email, invitation.ownerName),
          );
        // Someone already in the circle under another address keeps their place; the link is used up.
        if (await repository.isMember(invitation.ownerId, accountId, tx))
          await repository.discard(invitation.id, tx);
        else await repository.accept(invitation.id, accountId, tx);
        return { ownerId: invitation.ownerId, ownerName: invitation.ownerName };
      });
    },
  };
}
