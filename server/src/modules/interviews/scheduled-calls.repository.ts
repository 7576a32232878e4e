import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { scheduledCalls, users } from '#server/db/schema/index.ts';

export type ScheduledCallRow = typeof scheduledCalls.$inferSelect;
export type NewScheduledCall = Pick<
  typeof scheduledCalls.$inferInsert,
  'userId' | 'startsAt' | 'day' | 'time' | 'timeZone' | 'topics'
>;

/** Every query names the account it reads, so one person's booked interviews are never another's. */
export function createScheduledCallsRepository(db: Database) {
  const booked = (userId: string, id: string) =>
    and(eq(scheduledCalls.id, id), eq(scheduledCalls.userId, userId), eq(scheduledCalls.status, 'scheduled'));
  const bookedSince = (userId: string, since: Date) =>
    and(
      eq(scheduledCalls.userId, userId),
      eq(scheduledCalls.status, 'scheduled'),
      gt(scheduledCalls.startsAt, since),
    );
  return {
    /** Holds the account's row until the transaction ends, so two bookings at once count each other. */
    async lockAccount(userId: string, executor: Executor) {
      await executor.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },
    /** Booked interviews that start after `since`, soonest first. */
    listBookedSince(userId: string, since: Date, executor: Executor = db) {
      return executor
        .select()
        .from(scheduledCalls)
        .where(bookedSince(userId, since))
        .orderBy(asc(scheduledCalls.startsAt));
    },
    async countBookedSince(userId: string, since: Date, executor: Executor = db) {
      const [row] = await executor
        .select({ total: count() })
        .from(scheduledCalls)
        .where(bookedSince(userId, since));
      return row?.total ?? 0;
    },
    async insert(call: NewScheduledCall, executor: Executor = db) {
      const [row] = await executor.insert(scheduledCalls).values(call).returning();
      return row!;
    },
    async findBooked(userId: string, id: string, executor: Executor = db) {
      const [row] = await executor.select().from(scheduledCalls).where(booked(userId, id));
      return row;
    },
    /** Marks a booked interview as started (its interview is under way); false when it was not booked. */
    async markStarted(userId: string, id: string, executor: Executor = db) {
      const started = await executor
        .update(scheduledCalls)
        .set({ status: 'started' })
        .where(booked(userId, id))
        .returning({ id: scheduledCalls.id });
      return started.length > 0;
    },
    /** Answers whether a booked interview of this account was cancelled. */
    async cancel(userId: string, id: string, executor: Executor = db) {
      const cancelled = await executor
        .update(scheduledCalls)
        .set({ status: 'cancelled' })
        .where(booked(userId, id))
        .returning({ id: scheduledCalls.id });
      return cancelled.length > 0;
    },
  };
}
