import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor, Transaction } from '#server/db/client.ts';
import { memoirChapters, memoirChatMessages, memoirProjects, memoirThemes } from '#server/db/schema/index.ts';
import type { ChapterProposal } from '#shared/chapter-actions.ts';
import type { CreateMemoirProject } from '#shared/studio.ts';

export type ProjectRow = typeof memoirProjects.$inferSelect;
export type ChapterRow = typeof memoirChapters.$inferSelect;
export type ThemeRow = typeof memoirThemes.$inferSelect;
export type ChatMessageRow = typeof memoirChatMessages.$inferSelect;

const ownedProject = (userId: string, projectId: string) =>
  and(eq(memoirProjects.id, projectId), eq(memoirProjects.userId, userId));

/**
 * The project's id if it belongs to `userId`, else null: chapter, theme and chat queries match
 * their `project_id` against it, so they reach only the owner's rows whatever the caller checked
 * before, and a write into another person's project fails (its project_id would be null).
 */
const ownedProjectId = (userId: string, projectId: string): SQL =>
  sql`(select ${memoirProjects.id} from ${memoirProjects} where ${ownedProject(userId, projectId)})`;

const inOwnedProject = (column: AnyPgColumn, userId: string, projectId: string) =>
  sql`${column} = ${ownedProjectId(userId, projectId)}`;

/** The memoir project if it belongs to `userId`, else undefined (on the database or the caller's transaction). */
export async function findOwnedProject(executor: Executor, userId: string, projectId: string) {
  const [row] = await executor.select().from(memoirProjects).where(ownedProject(userId, projectId));
  return row;
}

/**
 * SQL of the Memoir Studio. Every query takes the owner's id: projects are matched on it, and
 * chapters, themes and chat messages through their project's owner. Each method runs on the
 * database, or on the transaction a service passes as the last argument.
 */
export function createStudioRepository(db: Database) {
  /** The list of chapters changed: a move based on the list before answers 409 (docs/decisions/911). */
  async function bumpChaptersVersion(userId: string, projectId: string, executor: Executor = db) {
    await executor
      .update(memoirProjects)
      .set({ chaptersVersion: sql`${memoirProjects.chaptersVersion} + 1` })
      .where(ownedProject(userId, projectId));
  }

  return {
    bumpChaptersVersion,
    listProjects(userId: string, executor: Executor = db) {
      return executor
        .select()
        .from(memoirProjects)
        .where(eq(memoirProjects.userId, userId))
        .orderBy(desc(memoirProjects.createdAt));
    },

    findProject(userId: string, projectId: string, executor: Executor = db) {
      return findOwnedProject(executor, userId, projectId);
    },

    async createProject(userId: string, intent: CreateMemoirProject, executor: Executor = db) {
      const [row] = await executor
        .insert(memoirProjects)
        .values({ userId, ...intent })
        .returning();
      return row!;
    },

    async renameProject(userId: string, projectId: string, title: string, executor: Executor = db) {
      const [row] = await executor
        .update(memoirProjects)
        .set({ title, updatedAt: sql`now()` })
        .where(ownedProject(userId, projectId))
        .returning();
      return row;
    },

    /** Chapters, themes and messages go with it (foreign keys cascade). */
    async deleteProject(userId: string, projectId: string, executor: Executor = db) {
      const rows = await executor
        .delete(memoirProjects)
        .where(ownedProject(userId, projectId))
        .returning({ id: memoirProjects.id });
      return rows.length > 0;
    },

    /**
     * Holds the owner's project row until the transaction ends: writers of one project's chapters
     * and themes go one at a time, so a count and the insert it allows cannot interleave with another.
     */
    async lockProject(userId: string, projectId: string, tx: Transaction) {
      await tx.execute(
        sql`select 1 from ${memoirProjects} where ${ownedProject(userId, projectId)} for update`,
      );
    },

    /** A project someone has started talking about is no longer a draft. */
    async markInProgress(userId: string, projectId: string, executor: Executor = db) {
      await executor
        .update(memoirProjects)
        .set({ status: 'in_progress', updatedAt: sql`now()` })
        .where(and(ownedProject(userId, projectId), eq(memoirProjects.status, 'draft')));
    },

    async countList(userId: string, projectId: string, list: 'chapters' | 'themes', executor: Executor = db) {
      const table = list === 'chapters' ? memoirChapters : memoirThemes;
      const [row] = await executor
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(inOwnedProject(table.projectId, userId, projectId));
      return row!.n;
    },

    listChapters(userId: string, projectId: string, executor: Executor = db) {
      return executor
        .select()
        .from(memoirChapters)
        .where(inOwnedProject(memoirChapters.projectId, userId, projectId))
        .orderBy(asc(memoirChapters.position), asc(memoirChapters.createdAt));
    },

    /** Her order, from now on kept whatever the memories' years. */
    async markChapterOrderSet(userId: string, projectId: string, executor: Executor = db) {
      await executor
        .update(memoirProjects)
        .set({ chapterOrderSet: true })
        .where(ownedProject(userId, projectId));
    },

    async addChapter(userId: string, projectId: string, title: string, executor: Executor = db) {
      await bumpChaptersVersion(userId, projectId, executor);
      const [row] = await executor
        .insert(memoirChapters)
        .values({
          projectId: ownedProjectId(userId, projectId),
          title,
          position: sql`(select coalesce(max(${memoirChapters.position}), -1) + 1 from ${memoirChapters} where ${memoirChapters.projectId} = ${projectId})`,
        })
        .returning();
      return row!;
    },

    async renameChapter(
      userId: string,
      projectId: string,
      chapterId: string,
      title: string,
      executor: Executor = db,
    ) {
      const [row] = await executor
        .update(memoirChapters)
        .set({ title })
        .where(
          and(eq(memoirChapters.id, chapterId), inOwnedProject(memoirChapters.projectId, userId, projectId)),
        )
        .returning();
      return row;
    },

    async deleteChapter(userId: string, projectId: string, chapterId: string, executor: Executor = db) {
      await bumpChaptersVersion(userId, projectId, executor);
      const rows = await executor
        .delete(memoirChapters)
        .where(
          and(eq(memoirChapters.id, chapterId), inOwnedProject(memoirChapters.projectId, userId, projectId)),
        )
        .returning({ id: memoirChapters.id });
      return rows.length > 0;
    },

    /**
     * Replaces every chapter with `titles`, in that order, and answers the chapters now there. A chapter
     * whose title stays (letter case ignored) keeps its row, so the memories and drafts it holds stay too.
     */
    async replaceChapters(userId: string, projectId: string, titles: string[], executor: Executor = db) {
      await bumpChaptersVersion(userId, projectId, executor);
      // A new set of chapters she accepted from Clio follows her life again, until she moves one.
      await executor
        .update(memoirProjects)
        .set({ chapterOrderSet: false })
        .where(ownedProject(userId, projectId));
      const existing = await executor
        .select()
        .from(memoirChapters)
        .where(inOwnedProject(memoirChapters.projectId, userId, projectId))
        .orderBy(asc(memoirChapters.position), asc(memoirChapters.createdAt));
      const kept = new Map<string, ChapterRow>();
      for (const row of existing) {
        const key = row.title.trim().toLowerCase();
        if (!kept.has(key) && titles.some((title) => title.trim().toLowerCase() === key)) kept.set(key, row);
      }
      const keptIds = new Set([...kept.values()].map((row) => row.id));
      for (const row of existing) {
        if (!keptIds.has(row.id)) await executor.delete(memoirChapters).where(eq(memoirChapters.id, row.id));
      }
      const owned = ownedProjectId(userId, projectId);
      const result: ChapterRow[] = [];
      for (const [position, title] of titles.entries()) {
        const keep = kept.get(title.trim().toLowerCase());
        const [row] = keep
          ? await executor
              .update(memoirChapters)
              .set({ title, position })
              .where(eq(memoirChapters.id, keep.id))
              .returning()
          : await executor.insert(memoirChapters).values({ projectId: owned, title, position }).returning();
        result.push(row!);
      }
      return result;
    },

    listThemes(userId: string, projectId: string, executor: Executor = db) {
      return executor
        .select()
        .from(memoirThemes)
        .where(inOwnedProject(memoirThemes.projectId, userId, projectId))
        .orderBy(asc(memoirThemes.createdAt), asc(memoirThemes.theme));
    },

    /** Adds the theme, or returns the one already there in another letter case. */
    async addTheme(userId: string, projectId: string, theme: string, executor: Executor = db) {
      const [inserted] = await executor
        .insert(memoirThemes)
        .values({ projectId: ownedProjectId(userId, projectId), theme })
        .onConflictDoNothing()
        .returning();
      if (inserted) return inserted;
      const [existing] = await executor
        .select()
        .from(memoirThemes)
        .where(
          and(
            inOwnedProject(memoirThemes.projectId, userId, projectId),
            sql`lower(${memoirThemes.theme}) = lower(${theme})`,
          ),
        );
      return existing!;
    },

    /** Adds each theme the project does not have yet (letter case ignored). */
    async addThemes(userId: string, projectId: string, themes: string[], executor: Executor = db) {
      if (themes.length === 0) return;
      const owned = ownedProjectId(userId, projectId);
      await executor
        .insert(memoirThemes)
        .values(themes.map((theme) => ({ projectId: owned, theme })))
        .onConflictDoNothing();
    },

    async deleteTheme(userId: string, projectId: string, themeId: string, executor: Executor = db) {
      const rows = await executor
        .delete(memoirThemes)
        .where(and(eq(memoirThemes.id, themeId), inOwnedProject(memoirThemes.projectId, userId, projectId)))
        .returning({ id: memoirThemes.id });
      return rows.length > 0;
    },

    listMessages(userId: string, projectId: string, executor: Executor = db) {
      return executor
        .select()
        .from(memoirChatMessages)
        .where(inOwnedProject(memoirChatMessages.projectId, userId, projectId))
        .orderBy(asc(memoirChatMessages.seq));
    },

    /** The latest `limit` messages, oldest first: what Clio reads of a conversation that may be long. */
    async listLatestMessages(userId: string, projectId: string, limit: number, executor: Executor = db) {
      const latest = await executor
        .select({ role: memoirChatMessages.role, message: memoirChatMessages.message })
        .from(memoirChatMessages)
        .where(inOwnedProject(memoirChatMessages.projectId, userId, projectId))
        .orderBy(desc(memoirChatMessages.seq))
        .limit(limit);
      return latest.reverse();
    },

    /** The conversation's last message (its id, role and any proposal), or undefined when it is empty. */
    async lastMessage(userId: string, projectId: string, executor: Executor = db) {
      const [row] = await executor
        .select({
          id: memoirChatMessages.id,
          role: memoirChatMessages.role,
          proposal: memoirChatMessages.proposal,
        })
        .from(memoirChatMessages)
        .where(inOwnedProject(memoirChatMessages.projectId, userId, projectId))
        .orderBy(desc(memoirChatMessages.seq))
        .limit(1);
      return row;
    },

    /** Whether this message is in the person's project. */
    async hasMessage(userId: string, projectId: string, messageId: string, executor: Executor = db) {
      const [row] = await executor
        .select({ id: memoirChatMessages.id })
        .from(memoirChatMessages)
        .where(
          and(
            eq(memoirChatMessages.id, messageId),
            inOwnedProject(memoirChatMessages.projectId, userId, projectId),
          ),
        );
      return row !== undefined;
    },

    async addMessage(
      userId: string,
      projectId: string,
      role: 'user' | 'assistant',
      message: string,
      executor: Executor = db,
      proposal: ChapterProposal | null = null,
    ) {
      const [row] = await executor
        .insert(memoirChatMessages)
        .values({ projectId: ownedProjectId(userId, projectId), role, message, proposal })
        .returning({ id: memoirChatMessages.id });
      return row!;
    },
  };
}

export type StudioRepository = ReturnType<typeof createStudioRepository>;
