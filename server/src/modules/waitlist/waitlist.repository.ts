import type { Database } from '#server/db/client.ts';
import { waitlistEntries } from '#server/db/schema/index.ts';
import type { WaitlistRole } from '#shared/waitlist.ts';

export function createWaitlistRepository(db: Database) {
  return {
    /** Adds the entry once; returns false when the email is already on the list. */
    async addOnce(email: string, role: WaitlistRole): Promise<boolean> {
      const inserted = await db
        .insert(waitlistEntries)
        .values({ email, role })
        .onConflictDoNothing()
        .returning({ id: waitlistEntries.id });
      return inserted.length > 0;
    },
    listAll() {
      return db.select().from(waitlistEntries).orderBy(waitlistEntries.createdAt);
    },
  };
}
