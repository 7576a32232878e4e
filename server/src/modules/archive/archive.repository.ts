import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { memoryFragments, uploadedFiles } from '#server/db/schema/index.ts';

/** Reads one person's memories in pages (keyset on id), so an export never holds them all at once. */
export function createArchiveRepository(db: Database) {
  return {
    async counts(userId: string, executor: Executor = db) {
      const [row] = await executor
        .select({
          typedMemories: sql<number>`(select count(*)::int from ${memoryFragments} where ${memoryFragments.userId} = ${userId})`,
          uploadedFiles: sql<number>`(select count(*)::int from ${uploadedFiles} where ${uploadedFiles.userId} = ${userId})`,
        })
        .from(sql`(select 1) as one`);
      return row!;
    },
    async *fragments(userId: string, pageSize: number, executor: Executor = db) {
      let after: string | undefined;
      for (;;) {
        const page = await executor
          .select()
          .from(memoryFragments)
          .where(and(eq(memoryFragments.userId, userId), after ? gt(memoryFragments.id, after) : undefined))
          .orderBy(asc(memoryFragments.id))
          .limit(pageSize);
        if (page.length === 0) return;
        yield page;
        after = page.at(-1)!.id;
        if (page.length < pageSize) return;
      }
    },
    async *files(userId: string, pageSize: number, executor: Executor = db) {
      let after: string | undefined;
      for (;;) {
        const page = await executor
          .select()
          .from(uploadedFiles)
          .where(and(eq(uploadedFiles.userId, userId), after ? gt(uploadedFiles.id, after) : undefined))
          .orderBy(asc(uploadedFiles.id))
          .limit(pageSize);
        if (page.length === 0) return;
        yield page;
        after = page.at(-1)!.id;
        if (page.length < pageSize) return;
      }
    },
  };
}
