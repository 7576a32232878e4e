import { and, eq, sql } from 'drizzle-orm';
import type { MemoryForAi } from '#server/ai/ai-provider.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { memoryFragments } from '#server/db/schema/index.ts';
import { enqueueJob } from '#server/jobs/enqueue-job.ts';
import { ANALYZE_MEMORIES_TASK, CLEAN_COPY_TASK } from '#server/jobs/job-tasks.ts';
import type { MemoryAnalysis } from '#shared/ai.ts';
import type { MemoryFragment } from '#shared/memories.ts';
import type { MemoryFragmentRow, SaveDna } from '../memory-types.ts';
import { AI_MEMORIES_MAX, chosenForAi, toMemoryForAi } from './memories-for-ai.ts';

/**
 * The name of the family member who added a memory (decision 1513), as the family circle names people
 * (personName in family-access/family.repository.ts): first and last name, else their e-mail address. Only looked up
 * for the few rows that have one, so the owner's own memories cost nothing. A memory imported from an archive
 * has no account to look up: the name the archive gave is shown (decision 1516).
 */
const ADDED_BY_NAME_SQL = (
  table: string,
) => `case when ${table}.added_by is null then ${table}.added_by_name else (
           select coalesce(nullif(trim(concat_ws(' ', a.first_name, a.last_name)), ''), a.email)
             from users a where a.id = ${table}.added_by) end`;

/**
 * The list as the response's own shape, in one query straight through the pool (decision 1621): only the
 * columns a memory is shown with (never the stored analysis, decision 522), the arrays as JSON (pg reads JSON
 * with JSON.parse, far faster than its text[] parser) and the time already as an ISO string, so no row is
 * mapped again in JavaScript.
 */
export const LIST_MEMORIES_SQL = `
  select id, name, text, to_json(topics) as topics, when_happened as "whenHappened",
         where_happened as "whereHappened", to_json(people_involved) as "peopleInvolved",
         to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", version,
         ${ADDED_BY_NAME_SQL('memory_fragments')} as "addedBy"
    from memory_fragments
   where user_id = $1
   order by created_at desc, id desc`;

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
    /** Every memory of the person, newest first, ready to send as `MemoryFragment[]`. */
    async list(userId: string): Promise<MemoryFragment[]> {
      return (await db.$client.query<MemoryFragment>(LIST_MEMORIES_SQL, [userId])).rows;
    },
    async create(
      userId: string,
      values: {
        name: string;
        text: string;
        analysis: MemoryAnalysis | null;
        addedBy?: string;
        answersQuestion?: string | undefined;
      } & MemoryAnalysis,
      executor: Executor = db,
    ) {
      // A family member's words are also kept as they wrote them (decision 1519).
      const copy = values.addedBy ? { contributedName: values.name, contributedText: values.text } : {};
      const [row] = await executor
        .insert(memoryFragments)
        .values({ userId, ...values, ...copy })
        .returning();
      // Her words are new: their clean copy is made in the background (docs/decisions/908).
      await enqueueJob(executor, CLEAN_COPY_TASK, { userId });
      return row!;
    },
    /** The name of the family member who added a memory (decision 1513), for a single memory's answer. */
    async addedByName(memberId: string, executor: Executor = db) {
      const { rows } = await executor.execute(
        sql`select ${sql.raw(ADDED_BY_NAME_SQL('m'))} as name from (select ${memberId}::uuid as added_by, null::text as added_by_name) m`,
      );
      return (rows[0] as { name: string | null } | undefined)?.name ?? null;
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
      if (row) {
        // Her words are new: their clean copy is made in the background (docs/decisions/908).
        await enqueueJob(executor, CLEAN_COPY_TASK, { userId });
      }
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
     * that have text, newest first, bounded and cut in SQL (docs/decisions/522).
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
