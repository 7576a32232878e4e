import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { memoryFragments } from '#server/db/schema/index.ts';
import type { MemoryAnalysis } from '#shared/ai.ts';

export type MemoryFragmentRow = typeof memoryFragments.$inferSelect;

export interface DnaChange {
  whenHappened: string | null;
  whereHappened: string | null;
  peopleInvolved: string[];
  /** Absent: the topics stay as they are. */
  topics?: string[];
}

/** Typed memories; every query is scoped to the owner. */
export function createMemoriesRepository(db: Database) {
  const owned = (userId: string, id: string) =>
    and(eq(memoryFragments.userId, userId), eq(memoryFragments.id, id));
  /**
   * A save changes the row only if it was based on the stored version (checked and moved on in the same
   * UPDATE, so of two saves from one version exactly one wins). No version: the last write (spec's calls).
   */
  const saveable = (userId: string, id: string, basedOn: number | undefined) =>
    basedOn === undefined ? owned(userId, id) : and(owned(userId, id), eq(memoryFragments.version, basedOn));
  const nextVersion = { version: sql`${memoryFragments.version} + 1`, updatedAt: sql`now()` };
  return {
    list(userId: string) {
      return db
        .select()
        .from(memoryFragments)
        .where(eq(memoryFragments.userId, userId))
        .orderBy(desc(memoryFragments.createdAt), desc(memoryFragments.id));
    },
    async create(
      userId: string,
      values: { name: string; text: string; analysis: MemoryAnalysis | null } & MemoryAnalysis,
    ) {
      const [row] = await db
        .insert(memoryFragments)
        .values({ userId, ...values })
        .returning();
      return row!;
    },
    async get(userId: string, id: string) {
      const [row] = await db.select().from(memoryFragments).where(owned(userId, id));
      return row;
    },
    async update(
      userId: string,
      id: string,
      values: { name: string; text: string; analysis?: MemoryAnalysis | null },
      basedOn?: number,
    ) {
      const [row] = await db
        .update(memoryFragments)
        .set({ ...values, ...nextVersion })
        .where(saveable(userId, id, basedOn))
        .returning();
      return row;
    },
    async updateDna(userId: string, id: string, change: DnaChange, basedOn?: number) {
      const [row] = await db
        .update(memoryFragments)
        .set({ ...change, ...nextVersion })
        .where(saveable(userId, id, basedOn))
        .returning();
      return row;
    },
    async delete(userId: string, id: string) {
      const deleted = await db
        .delete(memoryFragments)
        .where(owned(userId, id))
        .returning({ id: memoryFragments.id });
      return deleted.length > 0;
    },
  };
}
