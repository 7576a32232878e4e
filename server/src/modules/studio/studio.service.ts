import type { AiProvider, ProjectForAi } from '#server/ai/ai-provider.ts';
import type { AiRequestLimit } from '#server/ai/ai-request-limit.ts';
import { MAX_HISTORY_TURNS } from '#server/ai/prompts.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { ChatAction } from '#shared/ai.ts';
import {
  CHAPTER_TITLE_MAX,
  type CreateMemoirProject,
  type MemoirProject,
  STUDIO_LIST_MAX,
  THEME_MAX,
} from '#shared/studio.ts';
import { createMemoriesRepository } from '../memories/memories.repository.ts';
import type { ProjectRow, StudioRepository } from './studio.repository.ts';

type Transaction = Parameters<Parameters<StudioRepository['db']['transaction']>[0]>[0];

const toProject = (row: ProjectRow): MemoirProject => ({
  id: row.id,
  title: row.title,
  motivation: row.motivation,
  audience: row.audience,
  tone: row.tone,
  startingPoint: row.startingPoint,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

const toProjectForAi = (row: ProjectRow): ProjectForAi => ({
  title: row.title,
  motivation: row.motivation,
  audience: row.audience,
  tone: row.tone,
  startingPoint: row.startingPoint,
});

export const CHAT_UNAVAILABLE_MESSAGE =
  'Clio could not answer just now, so your message was not saved. Please send it again.';
export const SUGGESTIONS_UNAVAILABLE_MESSAGE = 'Clio has no suggestions just now. Please try again later.';

/** Trimmed, non-empty, within the length limit, each once (letter case ignored); the cap is checked on write. */
function tidyList(items: string[], max: number): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of items) {
    const item = raw.replace(/\s+/g, ' ').trim().slice(0, max).trim();
    if (!item || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    result.push(item);
  }
  return result;
}

type StudioList = 'chapters' | 'themes';
export const LIST_FULL_MESSAGES: Record<StudioList, string> = {
  chapters: `A memoir can have at most ${STUDIO_LIST_MAX} chapters. Please delete a chapter before adding another.`,
  themes: `A memoir can have at most ${STUDIO_LIST_MAX} themes. Please delete a theme before adding another.`,
};

export function createStudioService(
  repository: StudioRepository,
  ai: AiProvider,
  aiRequests: AiRequestLimit,
) {
  const { db } = repository;

  /** The project if it belongs to this person; otherwise 404, so another person's projects stay invisible. */
  async function requireProject(userId: string, projectId: string) {
    const project = await repository.findProject(userId, projectId);
    if (!project) throw notFound('That memoir project');
    return project;
  }

  /**
   * Runs `write` in a transaction holding the project's lock, then counts the lists it may have grown:
   * over STUDIO_LIST_MAX rolls everything back with a 422 (docs/decisions/542). Counting after the write
   * also covers a theme that was already there (nothing added) and a replaced list.
   */
  function withinListCaps<T>(projectId: string, lists: StudioList[], write: (tx: Transaction) => Promise<T>) {
    return db.transaction(async (tx) => {
      await repository.lockProject(tx, projectId);
      const result = await write(tx);
      for (const list of lists) {
        if ((await repository.countList(tx, list, projectId)) > STUDIO_LIST_MAX) {
          throw new AppError('UNPROCESSABLE', LIST_FULL_MESSAGES[list]);
        }
      }
      return result;
    });
  }

  return {
    async listProjects(userId: string) {
      return (await repository.listProjects(userId)).map(toProject);
    },

    createProject(userId: string, intent: CreateMemoirProject) {
      return repository.createProject(userId, intent);
    },

    async renameProject(userId: string, projectId: string, title: string) {
      const row = await repository.renameProject(userId, projectId, title);
      if (!row) throw notFound('That memoir project');
      return toProject(row);
    },

    async deleteProject(userId: string, projectId: string) {
      if (!(await repository.deleteProject(userId, projectId))) throw notFound('That memoir project');
    },

    async listChapters(userId: string, projectId: string) {
      await requireProject(userId, projectId);
      return repository.listChapters(projectId);
    },

    async addChapter(userId: string, projectId: string, title: string) {
      await requireProject(userId, projectId);
      return withinListCaps(projectId, ['chapters'], (tx) => repository.addChapter(projectId, title, tx));
    },

    async renameChapter(userId: string, projectId: string, chapterId: string, title: string) {
      await requireProject(userId, projectId);
      const chapter = await repository.renameChapter(projectId, chapterId, title);
      if (!chapter) throw notFound('That chapter');
      return chapter;
    },

    async deleteChapter(userId: string, projectId: string, chapterId: string) {
      await requireProject(userId, projectId);
      if (!(await repository.deleteChapter(projectId, chapterId))) throw notFound('That chapter');
    },

    async listThemes(userId: string, projectId: string) {
      await requireProject(userId, projectId);
      return repository.listThemes(projectId);
    },

    async addTheme(userId: string, projectId: string, theme: string) {
      await requireProject(userId, projectId);
      return withinListCaps(projectId, ['themes'], (tx) => repository.addTheme(projectId, theme, tx));
    },

    async deleteTheme(userId: string, projectId: string, themeId: string) {
      await requireProject(userId, projectId);
      if (!(await repository.deleteTheme(projectId, themeId))) throw notFound('That theme');
    },

    async listMessages(userId: string, projectId: string) {
      await requireProject(userId, projectId);
      return (await repository.listMessages(projectId)).map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /**
     * Asks Clio first, then stores the question, the answer and the changes the
     * answer asks for in one transaction. If Clio cannot answer, nothing is
     * stored (no question left without its answer) and the person is told to send
     * it again; the client keeps the typed text (docs/decisions/301).
     */
    async sendMessage(
      userId: string,
      projectId: string,
      input: {
        message: string;
        currentChapters: { id: string; title: string }[];
        currentThemes: { id: string; theme: string }[];
      },
    ) {
      const project = await requireProject(userId, projectId);
      const reply = await aiRequests.run(userId, async () => {
        const [history, memories] = await Promise.all([
          // The engine reads the latest turns only: the rest of a long conversation is never loaded.
          repository.listLatestMessages(projectId, MAX_HISTORY_TURNS),
          createMemoriesRepository(db).listForAi(userId),
        ]);
        try {
          return await ai.chatReply({
            project: toProjectForAi(project),
            history,
            message: input.message,
            chapters: input.currentChapters,
            themes: input.currentThemes,
            memories,
          });
        } catch {
          throw new AppError('UNAVAILABLE', CHAT_UNAVAILABLE_MESSAGE);
        }
      });
      const answer = reply.message.trim();
      if (!answer) throw new AppError('UNAVAILABLE', CHAT_UNAVAILABLE_MESSAGE);

      const grows = [
        ...(reply.actions.some((action) => action.type === 'replaceChapters') ? (['chapters'] as const) : []),
        ...(reply.actions.some((action) => action.type === 'addThemes') ? (['themes'] as const) : []),
      ];
      return withinListCaps(projectId, grows, async (tx) => {
        await repository.addMessage(tx, projectId, 'user', input.message);
        const stored = await repository.addMessage(tx, projectId, 'assistant', answer);
        for (const action of reply.actions as ChatAction[]) {
          if (action.type === 'replaceChapters') {
            const titles = tidyList(action.titles, CHAPTER_TITLE_MAX);
            if (titles.length > 0) await repository.replaceChapters(tx, projectId, titles);
          } else if (action.type === 'addThemes') {
            await repository.addThemes(tx, projectId, tidyList(action.themes, THEME_MAX));
          }
        }
        await repository.markInProgress(tx, projectId);
        return { message: answer, messageId: stored.id };
      });
    },

    async suggestions(userId: string, projectId: string) {
      const project = await requireProject(userId, projectId);
      return aiRequests.run(userId, async () => {
        const [memories, chapters, themes] = await Promise.all([
          createMemoriesRepository(db).listForAi(userId),
          repository.listChapters(projectId),
          repository.listThemes(projectId),
        ]);
        try {
          const suggestions = await ai.projectSuggestions(
            toProjectForAi(project),
            memories,
            chapters,
            themes,
          );
          return { suggestions: suggestions.map((text) => text.trim()).filter(Boolean) };
        } catch {
          throw new AppError('UNAVAILABLE', SUGGESTIONS_UNAVAILABLE_MESSAGE);
        }
      });
    },
  };
}
