import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { type DashboardInsightKind, dashboardInsights } from '#server/db/schema/index.ts';

export function createDashboardRepository(db: Database) {
  return {
    /**
     * A short digest of everything the AI reads about this person's memories:
     * every fragment and file with its text, topics and Memory DNA (and a file's
     * status, since only ready files are read). Any added, changed or deleted
     * memory changes it, whether or not the writer bumped `updated_at`.
     * PostgreSQL hashes the rows; only 32 characters come back.
     */
    async memoriesFingerprint(userId: string, executor: Executor = db): Promise<string> {
      // Whether each memory has its stored analysis yet is part of it: once the background reading of an
      // import is done, the next visit computes again with what it found (docs/decisions/522).
      const result = await executor.execute<{ fingerprint: string }>(sql`
        select md5(coalesce(string_agg(row_digest, ',' order by row_digest), '')) as fingerprint
        from (
          select md5(row('fragment', id, name, text, topics, when_happened, where_happened,
                         people_involved, analysis is null)::text) as row_digest
          from memory_fragments where user_id = ${userId}
          union all
          select md5(row('file', id, title, content, topics, when_happened, where_happened,
                         people_involved, status, analysis is null, transcript_checked)::text) as row_digest
          from uploaded_files where user_id = ${userId}
        ) as memory_rows
      `);
      return result.rows[0]!.fingerprint;
    },

    /**
     * Every question this person has saved an answer to (decision 203): a typed memory or a recording made to
     * answer it, or an answer in an interview, whatever their words or whether they are written down yet.
     */
    async answeredQuestions(userId: string, executor: Executor = db): Promise<string[]> {
      const result = await executor.execute<{ question: string }>(sql`
        select answers_question as question from memory_fragments
          where user_id = ${userId} and answers_question is not null
        union
        select answers_question from uploaded_files where user_id = ${userId} and answers_question is not null
        union
        select question from interview_answers where user_id = ${userId}
      `);
      return result.rows.map((row) => row.question);
    },

    /**
     * The person's memories by kind, as the memory lists show them: finished interviews, typed memories, and
     * files split by how they arrived, a recording made in the browser apart from a file chosen to upload.
     */
    async memoryCounts(userId: string, executor: Executor = db) {
      const result = await executor.execute<{
        interviews: number;
        written_memories: number;
        recordings: number;
        uploaded_files: number;
      }>(sql`
        select
          (select count(*)::int from interview_sessions
             where user_id = ${userId} and status = 'finished') as interviews,
          (select count(*)::int from memory_fragments where user_id = ${userId}) as written_memories,
          (select count(*)::int from uploaded_files
             where user_id = ${userId} and origin = 'recording') as recordings,
          (select count(*)::int from uploaded_files
             where user_id = ${userId} and origin = 'upload') as uploaded_files
      `);
      const row = result.rows[0]!;
      return {
        interviews: row.interviews,
        writtenMemories: row.written_memories,
        recordings: row.recordings,
        uploadedFiles: row.uploaded_files,
      };
    },

    async findInsight(userId: string, kind: DashboardInsightKind, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(dashboardInsights)
        .where(and(eq(dashboardInsights.userId, userId), eq(dashboardInsights.kind, kind)));
      return row;
    },

    async saveInsight(
      userId: string,
      kind: DashboardInsightKind,
      memoriesFingerprint: string,
      payload: unknown,
      executor: Executor = db,
    ) {
      await executor
        .insert(dashboardInsights)
        .values({ userId, kind, memoriesFingerprint, payload })
        .onConflictDoUpdate({
          target: [dashboardInsights.userId, dashboardInsights.kind],
          set: { memoriesFingerprint, payload, computedAt: new Date() },
        });
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
