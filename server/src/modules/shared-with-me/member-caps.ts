import { sql } from 'drizzle-orm';
import { type Database, type Executor, type Transaction, withTransaction } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import {
  CONTRIBUTED_MEMORIES_MAX,
  type FamilyRole,
  familyMessages,
  OPEN_QUESTIONS_MAX,
  PERSPECTIVES_MAX,
  roleAllows,
} from '#shared/family.ts';

/**
 * What one member may send one storyteller, at most (decision 1513). Each cap counts only that member's rows
 * in that owner's circle.
 */
export const MEMBER_CAPS = {
  /** Questions not answered and not dismissed: an answered one frees its place. */
  questions: {
    max: OPEN_QUESTIONS_MAX,
    refusal: familyMessages.tooManyQuestions,
    count: (ownerId: string, memberId: string) => sql`select count(*)::int as count from family_questions
      where owner_id = ${ownerId} and asker_id = ${memberId} and dismissed_at is null
        and num_nonnulls(fragment_id, file_id, answer_id) = 0`,
  },
  perspectives: {
    max: PERSPECTIVES_MAX,
    refusal: familyMessages.tooManyPerspectives,
    count: (ownerId: string, memberId: string) => sql`select count(*)::int as count from family_perspectives
      where owner_id = ${ownerId} and author_id = ${memberId}`,
  },
  memories: {
    max: CONTRIBUTED_MEMORIES_MAX,
    refusal: familyMessages.tooManyMemories,
    count: (ownerId: string, memberId: string) => sql`select count(*)::int as count from memory_fragments
      where user_id = ${ownerId} and added_by = ${memberId}`,
  },
} as const;
export type MemberCap = keyof typeof MEMBER_CAPS;

const notAMember = () => new AppError('NOT_FOUND', 'That storyteller does not share with you.');

/** The member's row in the owner's circle, held until the transaction ends; undefined when they are not in it. */
async function lockMembership(executor: Executor, ownerId: string, memberId: string) {
  const { rows } = await executor.execute(sql`select role from family_members
    where owner_id = ${ownerId} and member_id = ${memberId} for update`);
  return rows[0] as { role: FamilyRole } | undefined;
}

/**
 * Runs `write` in one transaction that first locks the member's row in the owner's circle, then checks their
 * role again and counts what they already sent: two parallel requests of one member queue on that row, so they
 * cannot both pass the cap (as studio caps do on the project's row, decision 542). At the cap: 422 with the
 * sentence saying what to do, and nothing is written.
 */
export function withinMemberCap<T>(
  db: Database,
  input: { ownerId: string; memberId: string; needed: FamilyRole; refusal: string; cap: MemberCap },
  write: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const { ownerId, memberId, needed, refusal, cap } = input;
  return withTransaction(db, async (tx) => {
    const membership = await lockMembership(tx, ownerId, memberId);
    if (!membership) throw notAMember();
    if (!roleAllows(membership.role, needed)) throw new AppError('FORBIDDEN', refusal);
    const { rows } = await tx.execute(MEMBER_CAPS[cap].count(ownerId, memberId));
    if ((rows[0] as { count: number }).count >= MEMBER_CAPS[cap].max)
      throw new AppError('UNPROCESSABLE', MEMBER_CAPS[cap].refusal);
    return write(tx);
  });
}
