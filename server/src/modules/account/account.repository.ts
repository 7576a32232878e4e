import { and, eq, gt, like, ne, sql } from 'drizzle-orm';
import { type Database, type Executor, withTransaction } from '#server/db/client.ts';
import {
  bookFiles,
  books,
  emailChangeRequests,
  interviewAnswers,
  rateLimitCounters,
  recordingChunks,
  recordings,
  sessions,
  signInFailures,
  uploadedFiles,
  users,
  waitlistEntries,
} from '#server/db/schema/index.ts';

/** PostgreSQL's unique_violation, wherever drizzle wrapped it. */
export const isUniqueViolation = (error: unknown) => {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if ((current as { code?: string }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/** Rate-limit keys of one account start with this, so deleting the account removes them too. */
export const accountCounterKey = (what: string, userId: string) => `account:${userId}:${what}`;

/** SQL of the account controls. Every query is scoped to one user id. */
/** The storyteller's name as the family knows it (alias o): first and last name, else the address. */
const ownerName = sql`coalesce(nullif(trim(concat_ws(' ', o.first_name, o.last_name)), ''), o.email)`;
/** What a member reads after the storyteller's name when the account was deleted (no pronoun is known). */
export const SHARE_ENDED_WORDS =
  "'s account was deleted, so the stories shared from it are no longer on Heirloom.";

export function createAccountRepository(db: Database) {
  /** Ends the user's sessions except `keepSid` (none kept when undefined); answers how many ended. */
  const endSessions = async (tx: Executor, userId: string, keepSid?: string) => {
    const ended = await tx
      .delete(sessions)
      .where(
        keepSid ? and(eq(sessions.userId, userId), ne(sessions.sid, keepSid)) : eq(sessions.userId, userId),
      )
      .returning({ sid: sessions.sid });
    return ended.length;
  };

  return {
    async findUser(userId: string, executor: Executor = db) {
      const [row] = await executor.select().from(users).where(eq(users.id, userId));
      return row;
    },

    async findUserByEmail(email: string, executor: Executor = db) {
      const [row] = await executor.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row;
    },

    endOtherSessions(userId: string, currentSid: string, executor: Executor = db) {
      return endSessions(executor, userId, currentSid);
    },

    /** The new hash and the end of the other sessions happen together, or not at all. */
    async changePassword(userId: string, passwordHash: string, currentSid: string) {
      return withTransaction(db, async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        return endSessions(tx, userId, currentSid);
      });
    },

    /**
     * Moves the account to a new email, drops its pending email changes and
     * ends its sessions except `keepSid`. Answers false when another account has
     * the address (the unique index decides, so two changes cannot both win).
     */
    async changeEmail(userId: string, email: string, keepSid: string | undefined): Promise<boolean> {
      try {
        return await withTransaction(db, async (tx) => {
          const updated = await tx
            .update(users)
            .set({ email, updatedAt: new Date() })
            .where(eq(users.id, userId))
            .returning({ id: users.id });
          if (updated.length === 0) return false;
          await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, userId));
          await endSessions(tx, userId, keepSid);
          return true;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    /** One pending change per account: a new request replaces the previous one (its link stops working). */
    async replaceEmailChangeRequest(userId: string, newEmail: string, tokenHash: string, expiresAt: Date) {
      await withTransaction(db, async (tx) => {
        await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, userId));
        await tx.insert(emailChangeRequests).values({ userId, newEmail, tokenHash, expiresAt });
      });
    },

    async dropEmailChangeRequests(userId: string, executor: Executor = db) {
      await executor.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, userId));
    },

    /** Takes (and so uses up) the unexpired request with this token hash. */
    async takeEmailChangeRequest(tokenHash: string, executor: Executor = db) {
      const [row] = await executor
        .delete(emailChangeRequests)
        .where(
          and(eq(emailChangeRequests.tokenHash, tokenHash), gt(emailChangeRequests.expiresAt, new Date())),
        )
        .returning();
      return row;
    },

    /**
     * Deletes the account: every row hangs off `users` with ON DELETE CASCADE
     * (memories, files, projects, sessions, email changes, caches), plus the rows
     * keyed by its email or id without a foreign key (sign-in failures, rate-limit
     * counters). Answers the storage keys of its originals, read under a lock on
     * the user row, so an upload committing at the same moment either is listed
     * here or fails its foreign key (and removes its own file).
     */
    async deleteAccount(
      userId: string,
    ): Promise<{ keys: string[]; family: { email: string; ownerName: string }[] } | undefined> {
      return withTransaction(db, async (tx) => {
        const locked = await tx.execute(
          sql`select email from ${users} where ${users.id} = ${userId} for update`,
        );
        const email = (locked.rows[0] as { email?: string } | undefined)?.email;
        if (email === undefined) return undefined;
        // Every stored file of the person: originals, spoken answers, recordings still arriving, and books.
        const { rows: files } = await tx.execute(sql`
          select storage_key as key from ${uploadedFiles} where user_id = ${userId}
          union all select storage_key from ${interviewAnswers} where user_id = ${userId} and storage_key is not null
          union all select c.storage_key from ${recordingChunks} c join ${recordings} r on r.id = c.recording_id
            where r.user_id = ${userId}
          union all select f.storage_key from ${bookFiles} f join ${books} b on b.id = f.book_id
            where b.user_id = ${userId}`);
        // The family who had access are told it is gone (issue 15): a notice they see in Shared with me.
        const { rows: family } = await tx.execute(sql`
          select u.email, ${ownerName} as "ownerName"
          from family_members fm join users u on u.id = fm.member_id join users o on o.id = fm.owner_id
          where fm.owner_id = ${userId} and fm.member_id is not null`);
        await tx.execute(sql`insert into family_notices (member_id, text)
          select fm.member_id, ${ownerName} || ${SHARE_ENDED_WORDS}
          from family_members fm join users o on o.id = fm.owner_id
          where fm.owner_id = ${userId} and fm.member_id is not null`);
        // A storyteller's memory never disappears because its author deleted their account (decision 1517):
        // only additions she never touched go with them (private, never saved since, in no chapter, draft or
        // book); what stays keeps its author in words, and the foreign key clears the link.
        await tx.execute(sql`delete from memory_fragments m
          where m.added_by = ${userId} and m.share_state = 'private' and m.version = 1
            and not exists (select 1 from chapter_memories cm where cm.fragment_id = m.id)
            and not exists (select 1 from memoir_projects pr join memoir_chapters c on c.project_id = pr.id
                join chapter_drafts d on d.chapter_id = c.id, jsonb_array_elements(d.paragraphs) p,
                jsonb_array_elements(coalesce(p->'sources', '[]'::jsonb)) src
              where pr.user_id = m.user_id and src->>'kind' = 'fragment' and src->>'id' = m.id::text)
            and not exists (select 1 from books b, jsonb_array_elements(b.source_refs) ref
              where b.user_id = m.user_id and ref->>'kind' = 'fragment' and ref->>'id' = m.id::text)`);
        await tx.execute(sql`update memory_fragments m
          set added_by_name = coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email),
              added_by_email = u.email
          from users u where u.id = ${userId} and m.added_by = u.id`);
        await tx.delete(signInFailures).where(eq(signInFailures.email, email));
        // The beta waitlist holds the address too; nothing of the person stays behind.
        await tx.delete(waitlistEntries).where(sql`lower(${waitlistEntries.email}) = lower(${email})`);
        await tx.delete(rateLimitCounters).where(like(rateLimitCounters.key, accountCounterKey('%', userId)));
        await tx.delete(users).where(eq(users.id, userId));
        return {
          keys: (files as { key: string }[]).map((file) => file.key),
          family: family as { email: string; ownerName: string }[],
        };
      });
    },

    /** Takes one hit back (a check that succeeded does not count against the person). */
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
