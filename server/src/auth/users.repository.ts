import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { signInFailures, users } from '../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

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
    /** The account of an OpenID Connect identity: the provider (issuer) and its subject, nothing else. */
    async findByOidcIdentity(issuer: string, subject: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject)));
      return row;
    },
    /**
     * A row linked before identities carried their issuer (only one provider could be
     * configured then) becomes the configured issuer's on its next sign-in. The update is
     * conditional, so two concurrent sign-ins cannot both claim it.
     */
    async claimLegacyOidcIdentity(issuer: string, subject: string) {
      const [row] = await db
        .update(users)
        .set({ oidcIssuer: issuer, updatedAt: new Date() })
        .where(and(isNull(users.oidcIssuer), eq(users.oidcSubject, subject)))
        .returning();
      return row;
    },
    /**
     * Links an identity to the signed-in person's account. Returns undefined when the
     * identity already belongs to an account (the unique index decides, also under races).
     */
    async linkOidcIdentity(userId: string, issuer: string, subject: string) {
      try {
        const [row] = await db
          .update(users)
          .set({ oidcIssuer: issuer, oidcSubject: subject, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },
    async emailInUse(email: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return Boolean(row);
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
    /**
     * Counts a sign-in attempt as a failure before its password is checked (a success
     * clears it), unless this source already has `perSource` failures for the email since
     * `since`, or the email has `ceiling` failures from all sources together. Attempts on
     * one email are serialised by an advisory lock, so concurrent guesses cannot all slip
     * under a limit.
     */
    async reserveSignInAttempt(
      email: string,
      source: string,
      since: Date,
      limits: { perSource: number; ceiling: number },
    ): Promise<'reserved' | 'source-limited' | 'account-limited'> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in:${email}`}, 0))`);
        const [row] = await tx
          .select({
            all: count(),
            fromSource: sql<number>`count(*) filter (where ${signInFailures.source} = ${source})`.mapWith(
              Number,
            ),
          })
          .from(signInFailures)
          .where(and(eq(signInFailures.email, email), gt(signInFailures.createdAt, since)));
        if ((row?.fromSource ?? 0) >= limits.perSource) return 'source-limited';
        if ((row?.all ?? 0) >= limits.ceiling) return 'account-limited';
        await tx.insert(signInFailures).values({ email, source });
        return 'reserved';
      });
    },
    /** After a success: the failures from that source are forgiven; other sources keep theirs. */
    async clearSignInFailures(email: string, source: string) {
      await db
        .delete(signInFailures)
        .where(and(eq(signInFailures.email, email), eq(signInFailures.source, source)));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

/** The profile fields (names, email, phone, birthday, language, picture) plus id and createdAt, as GET /api/auth/user answers them. */
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
