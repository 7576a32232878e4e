import { sql } from 'drizzle-orm';
import { ANALYSIS_READ_CHARS } from '#server/ai/ai-provider.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { enqueueJob } from '#server/jobs/enqueue-job.ts';
import { ANALYZE_MEMORIES_TASK } from '#server/jobs/job-tasks.ts';
import type { MemoryAnalysis } from '#shared/ai.ts';

export interface UnanalysedMemory {
  source: 'fragment' | 'file';
  id: string;
  /** The opening the analysis reads, cut in SQL. */
  text: string;
}

/** Stored analyses of memories; every query is scoped to the owner. */
export function createMemoryAnalysisRepository(db: Database) {
  return {
    /** Up to `limit` of this person's memories without a stored analysis, newest first. */
    async unanalysed(userId: string, limit: number, executor: Executor = db): Promise<UnanalysedMemory[]> {
      const result = await executor.execute<{ source: 'fragment' | 'file'; id: string; text: string }>(sql`
        (select 'fragment' as source, id, left(text, ${ANALYSIS_READ_CHARS}) as text, created_at
           from memory_fragments where user_id = ${userId} and analysis is null
           order by created_at desc limit ${limit})
        union all
        (select 'file' as source, id, left(content, ${ANALYSIS_READ_CHARS}) as text, created_at
           from uploaded_files where user_id = ${userId} and analysis is null and status = 'ready'
           order by created_at desc limit ${limit})
        order by created_at desc limit ${limit}`);
      return result.rows.map(({ source, id, text }) => ({ source, id, text }));
    },
    /**
     * Stores one analysis unless one is there already: a save of new text stores
     * its own analysis with it, which this must not overwrite.
     */
    async store(
      userId: string,
      memory: { source: 'fragment' | 'file'; id: string },
      analysis: MemoryAnalysis,
      executor: Executor = db,
    ) {
      const table = memory.source === 'fragment' ? sql`memory_fragments` : sql`uploaded_files`;
      await executor.execute(sql`update ${table} set analysis = ${JSON.stringify(analysis)}::jsonb
        where user_id = ${userId} and id = ${memory.id} and analysis is null`);
    },
    /** Queues the background reading for this person again (one waiting job per person). */
    async queue(userId: string, executor: Executor = db) {
      await enqueueJob(executor, ANALYZE_MEMORIES_TASK, { userId });
    },
  };
}
