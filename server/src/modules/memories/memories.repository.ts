import { and, desc, eq, sql } from 'drizzle-orm';
import type { MemoryForAi } from '#server/ai/ai-provider.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { memoryFragments } from '#server/db/schema/index.ts';
import { enqueueJob } from '#server/jobs/enqueue-job.ts';
import { ANALYZE_MEMORIES_TASK } from '#server/jobs/job-tasks.ts';
import type { MemoryAnalysis } from '#shared/ai.ts';
import type { MemoryFragmentRow, SaveDna } from '../memory-types.ts';
import { AI_MEMORIES_MAX, chosenForAi, toMemoryForAi } from './memories-for-ai.ts';

/**
 * The columns a memory is shown with. The list leaves out the stored analysis (decision 522), which nothing on
 * screen shows and which made up most of each row's bytes on the way from the database.
 */
const shownColumns = {
  id: memoryFragments.id,
  name: memoryFragments.name,
  text: memoryFragments.text,
  topics: memoryFragments.topics,
  whenHappened: memoryFragments.whenHappened,
  whereHappened: memoryFragments.whereHappened,
  peopleInvolved: memoryFragments.peopleInvolved,
  createdAt: memoryFragments.createdAt,
  version: memoryFragments.version,
};

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
    list(userId: string, executor: Executor = db) {
      return executor
        .select(shownColumns)
        .from(memoryFragments)
        .where(eq(memoryFragments.userId, userId))
        .orderBy(desc(memoryFragments.createdAt), desc(memoryFragments.id));
    },
    async create(
      userId: string,
      values: { name: string; text: string; analysis: MemoryAnalysis | null } & MemoryAnalysis,
      executor: Executor = db,
    ) {
      const [row] = await executor
        .insert(memoryFragments)
        .values({ userId, ...values })
        .returning();
      return row!;
    },
    async get(userId: string, id: string, executor: Executor = db) {
      const [row] = await executor.select().from(memoryFragments).where(owned(userId, id));
      return row;
    },
    async update(
      userId: string,
      id: string,
      values: { name: string; text: string; analysis?: MemoryAnalysis | null },
      basedOn?: number,
      executor: Executor = db,
    ) {
      const [row] = await executor
        .update(memoryFragments)
        .set({ ...values, ...nextVersion })
        .where(saveable(userId, id, basedOn))
        .returning();
      return row;
    },
    updateDna: (async (userId, id, change, basedOn, executor = db) => {
      const [row] = await executor
        .update(memoryFragments)
        .set({ ...change, ...nextVersion })
        .where(saveable(userId, id, basedOn))
        .returning();
      return row;
    }) satisfies SaveDna<MemoryFragmentRow>,
    /**
     * Everything one person has recorded, as the AI engine reads it: typed memories and uploaded files
     * that have text, newest first, bounded and cut in SQL (docs/decisions/522). The sample phone
     * sessions live in the client only (spec §3).
     */
    async listForAi(userId: string, executor: Executor = db): Promise<MemoryForAi[]> {
      const [fragments, files] = await Promise.all([
        executor.execute(chosenForAi('fragment', userId)),
        executor.execute(chosenForAi('file', userId)),
      ]);
      const memories = [
        ...fragments.rows.map(toMemoryForAi('fragment')),
        ...files.rows.map(toMemoryForAi('file')),
      ];
      // Memories written before analyses were stored (or imported a moment ago) are read in the background;
      // until then the engine uses the DNA they have.
      if (memories.some((memory) => memory.analysis === null))
        await enqueueJob(executor, ANALYZE_MEMORIES_TASK, { userId }).catch(() => {});
      return memories.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, AI_MEMORIES_MAX);
    },
    async delete(userId: string, id: string, executor: Executor = db) {
      const deleted = await executor
        .delete(memoryFragments)
        .where(owned(userId, id))
        .returning({ id: memoryFragments.id });
      return deleted.length > 0;
    },
  };
}

export type MemoriesRepository = ReturnType<typeof createMemoriesRepository>;
