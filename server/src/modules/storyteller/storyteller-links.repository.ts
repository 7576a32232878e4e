import { and, count, countDistinct, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { interviewAnswers, interviewSessions, storytellerLinks, users } from '#server/db/schema/index.ts';

export type StorytellerLinkRow = typeof storytellerLinks.$inferSelect;

/** Every query names the account it reads, so one person's links are never another's. */
export function createStorytellerLinksRepository(db: Database) {
  const working = (userId: string) =>
    and(
      eq(storytellerLinks.userId, userId),
      isNull(storytellerLinks.revokedAt),
      gt(storytellerLinks.expiresAt, sql`now()`),
    );
  return {
    /** Holds the account's row until the transaction ends, so two links made at once count each other. */
    async lockAccount(userId: string, executor: Executor) {
      await executor.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },
    async countWorking(userId: string, executor: Executor = db) {
      const [row] = await executor.select({ total: count() }).from(storytellerLinks).where(working(userId));
      return row?.total ?? 0;
    },
    async insert(
      link: Pick<typeof storytellerLinks.$inferInsert, 'userId' | 'label' | 'tokenHash' | 'expiresAt'>,
      executor: Executor = db,
    ) {
      const [row] = await executor.insert(storytellerLinks).values(link).returning();
      return row!;
    },
    /** The account's links, newest first, each with the interviews made through it and their answers. */
    async list(userId: string, executor: Executor = db) {
      const rows = await executor
        .select({
          link: storytellerLinks,
          interviews: countDistinct(interviewSessions.id),
          answers: count(interviewAnswers.id),
        })
        .from(storytellerLinks)
        .leftJoin(
          interviewSessions,
          and(
            eq(interviewSessions.storytellerLinkId, storytellerLinks.id),
            eq(interviewSessions.userId, userId),
          ),
        )
        .leftJoin(
          interviewAnswers,
          and(eq(interviewAnswers.sessionId, interviewSessions.id), eq(interviewAnswers.userId, userId)),
        )
        .where(eq(storytellerLinks.userId, userId))
        .groupBy(storytellerLinks.id)
        .orderBy(desc(storytellerLinks.createdAt));
      return rows;
    },
    /** Answers whether a link of this account was found; revoking one already revoked keeps its first time. */
    async revoke(userId: string, id: string, executor: Executor = db) {
      const found = await executor
        .update(storytellerLinks)
        .set({ revokedAt: sql`coalesce(${storytellerLinks.revokedAt}, now())` })
        .where(and(eq(storytellerLinks.id, id), eq(storytellerLinks.userId, userId)))
        .returning({ id: storytellerLinks.id });
      return found.length > 0;
    },
    /** The owner's first name, the only thing of theirs the storyteller's page shows. */
    async ownerFirstName(userId: string, executor: Executor = db) {
      const [row] = await executor
        .select({ firstName: users.firstName })
        .from(users)
        .where(eq(users.id, userId));
      return row?.firstName?.trim() || null;
    },
  };
}
