import { and, asc, eq, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import {
  interviewAnswers,
  interviewSessions,
  memoryFragments,
  uploadedFiles,
} from '#server/db/schema/index.ts';
import type { ArchivedAddedBy } from '#shared/archive-format.ts';
import type { ReleaseState } from '#shared/family.ts';

/**
 * Who added a typed memory, in words (decision 1516): the family member's name as the circle names them (first and
 * last name, else their e-mail address; as in memories.repository.ts) and their e-mail address, read now; or the
 * words an earlier import kept. Null for the storyteller's own.
 */
const addedByWords = sql<ArchivedAddedBy | null>`case
  when ${memoryFragments.addedBy} is not null then (
    select json_build_object('name', coalesce(nullif(trim(concat_ws(' ', a.first_name, a.last_name)), ''), a.email),
                             'email', a.email)
      from users a where a.id = ${memoryFragments.addedBy})
  when ${memoryFragments.addedByName} is not null then
    json_build_object('name', ${memoryFragments.addedByName}, 'email', ${memoryFragments.addedByEmail})
  end`;

/** Reads one person's memories in pages (keyset on id), so an export never holds them all at once. */
export function createArchiveRepository(db: Database) {
  return {
    async counts(userId: string, executor: Executor = db) {
      const [row] = await executor
        .select({
          typedMemories: sql<number>`(select count(*)::int from ${memoryFragments} where ${memoryFragments.userId} = ${userId})`,
          uploadedFiles: sql<number>`(select count(*)::int from ${uploadedFiles} where ${uploadedFiles.userId} = ${userId})`,
          // An interview without answers holds nothing to keep: it is not in the archive (sharing.json lists it).
          interviews: sql<number>`(select count(distinct ${interviewAnswers.sessionId})::int from ${interviewAnswers} where ${interviewAnswers.userId} = ${userId})`,
          interviewAnswers: sql<number>`(select count(*)::int from ${interviewAnswers} where ${interviewAnswers.userId} = ${userId})`,
          interviewRecordings: sql<number>`(select count(${interviewAnswers.storageKey})::int from ${interviewAnswers} where ${interviewAnswers.userId} = ${userId})`,
        })
        .from(sql`(select 1) as one`);
      return row!;
    },
    /** The release state of the person's interviews, chapters and books, for sharing.json (decision 1515). */
    async sharing(userId: string, executor: Executor = db) {
      const interviews = await executor.execute(sql`select s.id,
          'Interview' || coalesce(': ' || nullif(array_to_string(s.topics, ', '), ''), '')
            || ' (' || to_char(s.started_at at time zone 'UTC', 'YYYY-MM-DD') || ')' as title,
          s.share_state as "shareState", to_char(s.opens_on, 'YYYY-MM-DD') as "opensOn"
        from interview_sessions s where s.user_id = ${userId} order by s.started_at, s.id`);
      const chapters = await executor.execute(sql`select c.id, c.title, p.title as book,
          c.share_state as "shareState", to_char(c.opens_on, 'YYYY-MM-DD') as "opensOn"
        from memoir_chapters c join memoir_projects p on p.id = c.project_id
        where p.user_id = ${userId} order by p.created_at, p.id, c.position`);
      const books = await executor.execute(sql`select b.project_id as id, p.title,
          b.share_state as "shareState", to_char(b.opens_on, 'YYYY-MM-DD') as "opensOn"
        from books b join memoir_projects p on p.id = b.project_id
        where b.user_id = ${userId} order by p.created_at, p.id`);
      type Item = { id: string; title: string; shareState: ReleaseState; opensOn: string | null };
      return {
        interviews: interviews.rows as unknown as Item[],
        chapters: chapters.rows as unknown as Array<Item & { book: string }>,
        books: books.rows as unknown as Item[],
      };
    },
    async *fragments(userId: string, pageSize: number, executor: Executor = db) {
      let after: string | undefined;
      for (;;) {
        const page = await executor
          .select({ ...getTableColumns(memoryFragments), addedByWords })
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
    /**
     * The person's interviews that have answers, a page at a time (keyset on id), each with its answers in the order
     * they were given (docs/decisions/1529). Finished or not: her words are kept either way.
     */
    async *interviews(userId: string, pageSize: number, executor: Executor = db) {
      let after: string | undefined;
      for (;;) {
        const sessions = await executor
          .select()
          .from(interviewSessions)
          .where(
            and(
              eq(interviewSessions.userId, userId),
              after ? gt(interviewSessions.id, after) : undefined,
              sql`exists (select 1 from ${interviewAnswers} where ${interviewAnswers.sessionId} = ${interviewSessions.id})`,
            ),
          )
          .orderBy(asc(interviewSessions.id))
          .limit(pageSize);
        if (sessions.length === 0) return;
        const answers = await executor
          .select()
          .from(interviewAnswers)
          .where(
            and(
              eq(interviewAnswers.userId, userId),
              inArray(
                interviewAnswers.sessionId,
                sessions.map((session) => session.id),
              ),
            ),
          )
          .orderBy(asc(interviewAnswers.position), asc(interviewAnswers.createdAt), asc(interviewAnswers.id));
        yield sessions.map((session) => ({
          session,
          answers: answers.filter((answer) => answer.sessionId === session.id),
        }));
        after = sessions.at(-1)!.id;
        if (sessions.length < pageSize) return;
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
