import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import {
  bookFiles,
  books,
  interviewAnswers,
  memoirChapters,
  memoirProjects,
  uploadedFiles,
  users,
} from '#server/db/schema/index.ts';
import type { MemoryRef } from '#shared/manuscript.ts';

export type BookRow = typeof books.$inferSelect;
export type BookFileRow = typeof bookFiles.$inferSelect;

/** The choices a make is asked with. */
export interface BookChoices {
  storyteller: string;
  dedication: string;
  recordingCodes: boolean;
  bleed: boolean;
  appUrl: string;
}

/** A recording said for one of a chapter's memories, with where its original is stored. */
export interface ChapterRecordingRow {
  chapterId: string;
  kind: 'file' | 'answer';
  /** The uploaded file's id, or the interview answer's. */
  id: string;
  /** The interview an answer belongs to (null for a file). */
  interviewId: string | null;
  title: string;
  storageKey: string;
  /** The words said in it, once the person checked them (null before), for the EPUB (decision 1016). */
  transcript: string | null;
}

/** How long a make may go without a word of progress before the person may start another one. */
const STALLED_AFTER = sql`interval '15 minutes'`;

/**
 * SQL of the book. Every query reaches a book through its owner: a project and its book answer only to the
 * person who made the project, so another person's ids find nothing.
 */
export function createBookRepository(db: Database) {
  return {
    async findProject(userId: string, projectId: string, executor: Executor = db) {
      const [row] = await executor
        .select({ id: memoirProjects.id, title: memoirProjects.title })
        .from(memoirProjects)
        .where(and(eq(memoirProjects.id, projectId), eq(memoirProjects.userId, userId)));
      return row;
    },

    /** The person's birthday from their profile (yyyy-mm-dd), for "About the storyteller"; null when not given. */
    async storytellerBirthday(userId: string, executor: Executor = db) {
      const [row] = await executor
        .select({ birthday: users.birthday })
        .from(users)
        .where(eq(users.id, userId));
      return row?.birthday ?? null;
    },

    async chapters(projectId: string, executor: Executor = db) {
      return executor
        .select({ id: memoirChapters.id, title: memoirChapters.title })
        .from(memoirChapters)
        .where(eq(memoirChapters.projectId, projectId))
        .orderBy(asc(memoirChapters.position), asc(memoirChapters.createdAt));
    },

    async find(userId: string, projectId: string, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(books)
        .where(and(eq(books.projectId, projectId), eq(books.userId, userId)));
      return row;
    },

    /**
     * Starts a make under a new attempt, unless one is under way (and still moving): then undefined. The
     * finished book, if any, stays as it is until this make replaces it.
     */
    async startMaking(
      userId: string,
      projectId: string,
      attempt: string,
      choices: BookChoices,
      executor: Executor = db,
    ) {
      const start = {
        status: 'making' as const,
        attempt,
        step: 'Waiting to start…',
        stepsDone: 0,
        stepsTotal: 0,
        failure: null,
        ...choices,
        startedAt: sql`now()`,
        updatedAt: sql`now()`,
      };
      const [row] = await executor
        .insert(books)
        .values({ userId, projectId, ...start })
        .onConflictDoUpdate({
          target: books.projectId,
          set: start,
          setWhere: sql`${books.userId} = ${userId} and (${books.status} <> 'making' or ${books.updatedAt} < now() - ${STALLED_AFTER})`,
        })
        .returning();
      return row;
    },

    /** The make's progress; false when this attempt is no longer the book's (replaced, or the project went). */
    async progress(bookId: string, attempt: string, step: string, done: number, total: number) {
      const rows = await db
        .update(books)
        .set({ step, stepsDone: done, stepsTotal: total, updatedAt: sql`now()` })
        .where(and(eq(books.id, bookId), eq(books.attempt, attempt), eq(books.status, 'making')))
        .returning({ id: books.id });
      return rows.length > 0;
    },

    /**
     * The make finished: its files become the book's, and the storage keys of the book they replace are
     * answered for removal. Undefined when the attempt is no longer the book's (its own files are then not
     * recorded, and the caller removes them).
     */
    async finish(
      bookId: string,
      attempt: string,
      files: Omit<BookFileRow, 'bookId' | 'attempt'>[],
      sourceRefs: readonly MemoryRef[] = [],
    ) {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ attempt: books.attempt })
          .from(books)
          .where(eq(books.id, bookId))
          .for('update');
        if (current?.attempt !== attempt) return undefined;
        await tx.insert(bookFiles).values(files.map((file) => ({ ...file, bookId, attempt })));
        const replaced = await tx
          .delete(bookFiles)
          .where(and(eq(bookFiles.bookId, bookId), ne(bookFiles.attempt, attempt)))
          .returning({ storageKey: bookFiles.storageKey });
        await tx
          .update(books)
          .set({
            status: 'ready',
            readyAttempt: attempt,
            sourceRefs: [...sourceRefs],
            step: '',
            failure: null,
            madeAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(eq(books.id, bookId));
        return replaced.map((file) => file.storageKey);
      });
    },

    async fail(bookId: string, attempt: string, failure: string) {
      await db
        .update(books)
        .set({ status: 'failed', step: '', failure, updatedAt: sql`now()` })
        .where(and(eq(books.id, bookId), eq(books.attempt, attempt)));
    },

    /** The finished book's files (none before the first book is made). */
    async readyFiles(userId: string, projectId: string, executor: Executor = db) {
      return executor
        .select({ kind: bookFiles.kind, storageKey: bookFiles.storageKey, sizeBytes: bookFiles.sizeBytes })
        .from(bookFiles)
        .innerJoin(books, and(eq(books.id, bookFiles.bookId), eq(books.readyAttempt, bookFiles.attempt)))
        .where(and(eq(books.projectId, projectId), eq(books.userId, userId)));
    },

    /** Every stored file of the project's book, of every attempt, for removal with the project. */
    async allFileKeys(userId: string, projectId: string, executor: Executor = db) {
      const rows = await executor
        .select({ storageKey: bookFiles.storageKey })
        .from(bookFiles)
        .innerJoin(books, eq(books.id, bookFiles.bookId))
        .where(and(eq(books.projectId, projectId), eq(books.userId, userId)));
      return rows.map((row) => row.storageKey);
    },

    /** The chapter of the person's project, for the page its printed code leads to. */
    async findChapter(userId: string, projectId: string, chapterId: string, executor: Executor = db) {
      const [row] = await executor
        .select({ title: memoirChapters.title, projectTitle: memoirProjects.title })
        .from(memoirChapters)
        .innerJoin(memoirProjects, eq(memoirProjects.id, memoirChapters.projectId))
        .where(
          and(
            eq(memoirChapters.id, chapterId),
            eq(memoirProjects.id, projectId),
            eq(memoirProjects.userId, userId),
          ),
        );
      return row;
    },

    /** The recordings of these chapters' memories, in each chapter's order. */
    async chapterRecordings(userId: string, chapterIds: readonly string[], executor: Executor = db) {
      if (chapterIds.length === 0) return [];
      const ids = sql.join(
        chapterIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const { rows } = await executor.execute(sql`
        select cm.chapter_id as "chapterId", 'file' as kind, f.id, null::uuid as "interviewId", f.title as title,
            f.storage_key as "storageKey", cm.position,
            case when f.transcript_checked and f.status = 'ready' then nullif(f.content, '') end as transcript
          from chapter_memories cm join ${uploadedFiles} f on f.id = cm.file_id
          where cm.chapter_id in (${ids}) and f.user_id = ${userId} and f.share_state <> 'left-out'
            and (f.origin = 'recording' or f.mime_type like 'audio/%' or f.mime_type like 'video/%')
        union all
        select cm.chapter_id, 'answer', a.id, a.session_id, a.question, a.storage_key, cm.position,
            case when a.words_checked and a.status = 'ready' then nullif(a.text, '') end
          from chapter_memories cm join ${interviewAnswers} a on a.id = cm.answer_id
          where cm.chapter_id in (${ids}) and a.user_id = ${userId} and a.storage_key is not null
            and not exists (select 1 from interview_sessions s where s.id = a.session_id and s.share_state = 'left-out')
        order by "chapterId", position`);
      return rows as unknown as ChapterRecordingRow[];
    },
  };
}
export type BookRepository = ReturnType<typeof createBookRepository>;
