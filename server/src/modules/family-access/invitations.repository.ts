import { sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import type { FamilyRole } from '#shared/family.ts';
import { personName } from './family.repository.ts';

export interface OpenInvitation {
  id: string;
  ownerId: string;
  ownerName: string;
  email: string;
  role: FamilyRole;
}

/**
 * Invitations as their link reaches them: by the SHA-256 of the token, only while not accepted and not
 * expired. The token finds the invitation; the account that accepts must have the invited address (decisions
 * 1511, 1518), so nothing here takes an owner's id.
 */
export function createInvitationsRepository(db: Database) {
  return {
    async findOpen(tokenHash: string, executor: Executor = db) {
      const { rows } = await executor.execute(sql`select fm.id, fm.owner_id as "ownerId",
          ${personName('o')} as "ownerName", fm.email, fm.role
        from family_members fm join users o on o.id = fm.owner_id
        where fm.token_hash = ${tokenHash} and fm.member_id is null and fm.invitation_expires_at > now()
        ${executor === db ? sql`` : sql`for update of fm`}`);
      return rows[0] as OpenInvitation | undefined;
    },

    /** The signed-in account's own address, to compare with the invited one (decision 1518). */
    async accountEmail(accountId: string, executor: Executor = db) {
      const { rows } = await executor.execute(sql`select email from users where id = ${accountId}`);
      return (rows[0] as { email: string } | undefined)?.email;
    },

    async isMember(ownerId: string, memberId: string, executor: Executor = db) {
      const { rows } = await executor.execute(
        sql`select 1 from family_members where owner_id = ${ownerId} and member_id = ${memberId}`,
      );
      return rows.length > 0;
    },

    /** Binds the account and uses the link up: the token's hash is cleared, so it works once. */
    async accept(id: string, memberId: string, executor: Executor) {
      await executor.execute(sql`update family_members
        set member_id = ${memberId}, accepted_at = now(), token_hash = null, invitation_expires_at = null
        where id = ${id}`);
    },

    /** An invitation for someone already in the circle: it is used up by removing it. */
    async discard(id: string, executor: Executor) {
      await executor.execute(sql`delete from family_members where id = ${id}`);
    },
  };
}
export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
