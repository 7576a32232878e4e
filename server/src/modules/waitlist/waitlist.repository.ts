import type { Database, Executor } from '#server/db/client.ts';
import { waitlistEntries } from '#server/db/schema/index.ts';
import type { WaitlistRole } from '#shared/waitlist.ts';

export function createWaitlistRepository(db: Database) {
  return {
    /** Adds the entry once; returns false when the email is already on the list. */
    async addOnce(email: string, role: WaitlistRole, executor: Executor = db): Promise<boolean> {
      const inserted = await executor
        .insert(waitlistEntries)
        .values({ email, role })
        .onConflictDoNothing()
        .returning({ id: waitlistEntries.id });
      return inserted.length > 0;
    },
    listAll(executor: Executor = db) {
      return executor.select().from(waitlistEntries).orderBy(waitlistEntries.createdAt);
    },
  };
}
