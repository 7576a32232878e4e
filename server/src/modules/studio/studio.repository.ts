import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { memoirChapters, memoirChatMessages, memoirProjects, memoirThemes } from '#server/db/schema/index.ts';
import type { CreateMemoirProject } from '#shared/studio.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

export type ProjectRow = typeof memoirProjects.$inferSelect;

const chapterColumns = { id: memoirChapters.id, title: memoirChapters.title };
const themeColumns = { id: memoirThemes.id, theme: memoirThemes.theme };

/**
 * SQL of the Memoir Studio. Project queries always take the owner's id; chapter,
 * theme and chat queries take a project id the service has already checked
 * belongs to that owner.
 */
export function createStudioRepository(db: Database) {
  return {
    db,

    listProjects(userId: string) {
      return db
        .select()
        .from(memoirProjects)
        .where(eq(memoirProjects.userId, userId))
        .orderBy(desc(memoirProjects.createdAt));
    },

    async findProject(userId: string, projectId: string): Promise<ProjectRow | undefined> {
      const [row] = await db
        .select()
        .from(memoirProjects)
        .where(and(eq(memoirProjects.id, projectId), eq(memoirProjects.userId, userId)));
      return row;
    },

    async createProject(userId: string, intent: CreateMemoirProject) {
      const [row] = await db
        .insert(memoirProjects)
        .values({ userId, ...intent })
        .returning({ id: memoirProjects.id, title: memoirProjects.title });
      return row!;
    },

    async renameProject(userId: string, projectId: string, title: string) {
      const rows = await db
        .update(memoirProjects)
        .set({ title, updatedAt: sql`now()` })
        .where(and(eq(memoirProjects.id, projectId), eq(memoirProjects.userId, userId)))
        .returning();
      return rows[0];
    },

    /** Chapters, themes and messages go with it (foreign keys cascade). */
    async deleteProject(userId: string, projectId: string) {
      const rows = await db
        .delete(memoirProjects)
        .where(and(eq(memoirProjects.id, projectId), eq(memoirProjects.userId, userId)))
        .returning({ id: memoirProjects.id });
      return rows.length > 0;
    },

    listChapters(projectId: string, executor: Executor = db) {
      return executor
        .select(chapterColumns)
        .from(memoirChapters)
        .where(eq(memoirChapters.projectId, projectId))
        .orderBy(asc(memoirChapters.position), asc(memoirChapters.createdAt));
    },

    /**
     * Holds the project's row until the transaction ends: writers of one project's chapters and themes
     * go one at a time, so a count and the insert it allows cannot interleave with another.
     */
    async lockProject(executor: Transaction, projectId: string) {
      await executor.execute(
        sql`select 1 from ${memoirProjects} where ${memoirProjects.id} = ${projectId} for update`,
      );
    },

    async countList(executor: Executor, list: 'chapters' | 'themes', projectId: string) {
      const table = list === 'chapters' ? memoirChapters : memoirThemes;
      const [row] = await executor
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.projectId, projectId));
      return row!.n;
    },

    async addChapter(projectId: string, title: string, executor: Executor = db) {
      const [row] = await executor
        .insert(memoirChapters)
        .values({
          projectId,
          title,
          position: sql`(select coalesce(max(${memoirChapters.position}), -1) + 1 from ${memoirChapters} where ${memoirChapters.projectId} = ${projectId})`,
        })
        .returning(chapterColumns);
      return row!;
    },

    async renameChapter(projectId: string, chapterId: string, title: string) {
      const [row] = await db
        .update(memoirChapters)
        .set({ title })
        .where(and(eq(memoirChapters.id, chapterId), eq(memoirChapters.projectId, projectId)))
        .returning(chapterColumns);
      return row;
    },

    async deleteChapter(projectId: string, chapterId: string) {
      const rows = await db
        .delete(memoirChapters)
        .where(and(eq(memoirChapters.id, chapterId), eq(memoirChapters.projectId, projectId)))
        .returning({ id: memoirChapters.id });
      return rows.length > 0;
    },

    /** Replaces every chapter with `titles`, in that order. */
    async replaceChapters(executor: Executor, projectId: string, titles: string[]) {
      await executor.delete(memoirChapters).where(eq(memoirChapters.projectId, projectId));
      if (titles.length === 0) return;
      await executor
        .insert(memoirChapters)
        .values(titles.map((title, position) => ({ projectId, title, position })));
    },

    listThemes(projectId: string, executor: Executor = db) {
      return executor
        .select(themeColumns)
        .from(memoirThemes)
        .where(eq(memoirThemes.projectId, projectId))
        .orderBy(asc(memoirThemes.createdAt), asc(memoirThemes.theme));
    },

    /** Adds the theme, or returns the one already there in another letter case. */
    async addTheme(projectId: string, theme: string, executor: Executor = db) {
      const [inserted] = await executor
        .insert(memoirThemes)
        .values({ projectId, theme })
        .onConflictDoNothing()
        .returning(themeColumns);
      if (inserted) return inserted;
      const [existing] = await executor
        .select(themeColumns)
        .from(memoirThemes)
        .where(
          and(eq(memoirThemes.projectId, projectId), sql`lower(${memoirThemes.theme}) = lower(${theme})`),
        );
      return existing!;
    },

    /** Adds each theme the project does not have yet (letter case ignored). */
    async addThemes(executor: Executor, projectId: string, themes: string[]) {
      if (themes.length === 0) return;
      await executor
        .insert(memoirThemes)
        .values(themes.map((theme) => ({ projectId, theme })))
        .onConflictDoNothing();
    },

    async deleteTheme(projectId: string, themeId: string) {
      const rows = await db
        .delete(memoirThemes)
        .where(and(eq(memoirThemes.id, themeId), eq(memoirThemes.projectId, projectId)))
        .returning({ id: memoirThemes.id });
      return rows.length > 0;
    },

    listMessages(projectId: string) {
      return db
        .select({
          id: memoirChatMessages.id,
          role: memoirChatMessages.role,
          message: memoirChatMessages.message,
          createdAt: memoirChatMessages.createdAt,
        })
        .from(memoirChatMessages)
        .where(eq(memoirChatMessages.projectId, projectId))
        .orderBy(asc(memoirChatMessages.seq));
    },

    /** The latest `limit` messages, oldest first: what Clio reads of a conversation that may be long. */
    async listLatestMessages(projectId: string, limit: number) {
      const latest = await db
        .select({ role: memoirChatMessages.role, message: memoirChatMessages.message })
        .from(memoirChatMessages)
        .where(eq(memoirChatMessages.projectId, projectId))
        .orderBy(desc(memoirChatMessages.seq))
        .limit(limit);
      return latest.reverse();
    },

    async addMessage(executor: Executor, projectId: string, role: 'user' | 'assistant', message: string) {
      const [row] = await executor
        .insert(memoirChatMessages)
        .values({ projectId, role, message })
        .returning({ id: memoirChatMessages.id });
      return row!;
    },

    /** A project someone has started talking about is no longer a draft. */
    async markInProgress(executor: Executor, projectId: string) {
      await executor
        .update(memoirProjects)
        .set({ status: 'in_progress', updatedAt: sql`now()` })
        .where(and(eq(memoirProjects.id, projectId), eq(memoirProjects.status, 'draft')));
    },
  };
}

export type StudioRepository = ReturnType<typeof createStudioRepository>;
