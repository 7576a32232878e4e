import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { signInFailures, users } from '../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepository(db: Database) {
  return {
    async findById(id: string) {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findByEmail(email: string) {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },
    async findByOidcSubject(subject: string) {
      const [row] = await db.select().from(users).where(eq(users.oidcSubject, subject));
      return row;
    },
    /** Inserts a user; returns undefined when the email is taken. */
    async insert(values: typeof users.$inferInsert) {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },
    async update(id: string, values: Partial<typeof users.$inferInsert>) {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    async recordSignInFailure(email: string) {
      await db.insert(signInFailures).values({ email });
    },
    async countRecentSignInFailures(email: string, since: Date) {
      const [row] = await db
        .select({ value: count() })
        .from(signInFailures)
        .where(and(eq(signInFailures.email, email), gt(signInFailures.createdAt, since)));
      return row?.value ?? 0;
    },
    /**
     * Counts a sign-in attempt as a failure before its password is checked (a
     * success clears it), unless the account already has `limit` failures since
     * `since`: then answers false. Attempts on one email are serialised by an
     * advisory lock, so a burst of concurrent guesses cannot all slip under the limit.
     */
    async reserveSignInAttempt(email: string, since: Date, limit: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in:${email}`}, 0))`);
        const [row] = await tx
          .select({ value: count() })
          .from(signInFailures)
          .where(and(eq(signInFailures.email, email), gt(signInFailures.createdAt, since)));
        if ((row?.value ?? 0) >= limit) return false;
        await tx.insert(signInFailures).values({ email });
        return true;
      });
    },
    async clearSignInFailures(email: string) {
      await db.delete(signInFailures).where(eq(signInFailures.email, email));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

/** The §3 profile fields plus id and createdAt, as GET /api/auth/user answers them. */
export function toCurrentUser(row: UserRow) {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    birthday: row.birthday,
    language: row.language,
    profileImageUrl: row.profileImageUrl,
    createdAt: row.createdAt.toISOString(),
  };
}
