import { and, eq, gt } from 'drizzle-orm';
import { type Database, withTransaction } from '#server/db/client.ts';
import { passwordResetRequests, sessions, signInFailures, users } from '#server/db/schema/index.ts';

/** SQL of the forgotten-password links. */
export function createPasswordResetRepository(db: Database) {
  return {
    async findUserByEmail(email: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row;
    },

    /** One link per account: a new one replaces the previous one, which stops working. */
    async replaceRequest(userId: string, tokenHash: string, expiresAt: Date) {
      await db
        .insert(passwordResetRequests)
        .values({ userId, tokenHash, expiresAt })
        .onConflictDoUpdate({
          target: passwordResetRequests.userId,
          set: { tokenHash, expiresAt, createdAt: new Date() },
        });
    },

    /** Whether an unexpired link has this token hash (the page shows the form only then). */
    async isValid(tokenHash: string) {
      const [row] = await db
        .select({ id: passwordResetRequests.id })
        .from(passwordResetRequests)
        .where(
          and(
            eq(passwordResetRequests.tokenHash, tokenHash),
            gt(passwordResetRequests.expiresAt, new Date()),
          ),
        );
      return Boolean(row);
    },

    /**
     * Uses up the link and sets the new password in one transaction: the link is
     * taken (deleted) first, so two submissions cannot both use it; every session
     * of the account ends, and its wrong-password count is forgotten so the person
     * can sign in at once. Answers false when the link works no more.
     */
    async resetPassword(tokenHash: string, passwordHash: string): Promise<boolean> {
      return withTransaction(db, async (tx) => {
        const [request] = await tx
          .delete(passwordResetRequests)
          .where(
            and(
              eq(passwordResetRequests.tokenHash, tokenHash),
              gt(passwordResetRequests.expiresAt, new Date()),
            ),
          )
          .returning({ userId: passwordResetRequests.userId });
        if (!request) return false;
        const [user] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, request.userId))
          .returning({ email: users.email });
        if (!user) return false;
        await tx.delete(sessions).where(eq(sessions.userId, request.userId));
        await tx.delete(signInFailures).where(eq(signInFailures.email, user.email));
        return true;
      });
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
