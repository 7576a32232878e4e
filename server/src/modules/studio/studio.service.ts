import type { AiProvider, ChapterPlan } from '#server/ai/ai-provider.ts';
import type { AiRequestLimit } from '#server/ai/ai-request-limit.ts';
import { MAX_HISTORY_TURNS } from '#server/ai/prompts.ts';
import { readChapterRequest } from '#server/ai/rules/chapter-requests.ts';
import { type Database, type Executor, type Transaction, withTransaction } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { ChatReply } from '#shared/ai.ts';
import type { ChapterProposal } from '#shared/chapter-actions.ts';
import { readChapterNeedsRequest } from '#shared/chapter-needs.ts';
import { type ChatAction, parseAcceptance } from '#shared/proposal.ts';
import {
  type ChapterOrder,
  type CreateMemoirProject,
  NOT_THE_CHAPTERS_MESSAGE,
  type SaveChapterOrder,
  STALE_CHAPTER_LIST_MESSAGE,
  STUDIO_LIST_MAX,
} from '#shared/studio.ts';
import { writeChapterPositions } from '../manuscript/apply-life-order.ts';
import { chapterByNumberWithNeeds, thinChapters } from '../manuscript/chapter-needs.service.ts';
import { assignPlannedMemories } from '../manuscript/manuscript.service.ts';
import { createMemoriesRepository } from '../memories/memories.repository.ts';
import {
  acceptChapterProposal,
  askedChapterNumber,
  chapterRequestContext,
  checkedProposal,
} from './chapter-proposals.ts';
import { requireProject } from './require-project.ts';
import {
  toChapter,
  toChatMessage,
  toCreatedProject,
  toProject,
  toProjectForAi,
  toTheme,
} from './studio.presenters.ts';
import type { StudioRepository } from './studio.repository.ts';

export const CHAT_UNAVAILABLE_MESSAGE =
  'Clio could not answer just now, so your message was not saved. Please send it again.';
export const SUGGESTIONS_UNAVAILABLE_MESSAGE = 'Clio has no suggestions just now. Please try again later.';

type StudioList = 'chapters' | 'themes';
export const LIST_FULL_MESSAGES: Record<StudioList, string> = {
  chapters: `A memoir can have at most ${STUDIO_LIST_MAX} chapters. Please delete a chapter before adding another.`,
  themes: `A memoir can have at most ${STUDIO_LIST_MAX} themes. Please delete a theme before adding another.`,
};

const listChangedBy = (action: ChatAction): StudioList =>
  action.type === 'replaceChapters' ? 'chapters' : 'themes';

export function createStudioService(
  db: Database,
  repository: StudioRepository,
  ai: AiProvider,
  aiRequests: AiRequestLimit,
) {
  const memoriesRepository = createMemoriesRepository(db);

  /**
   * Runs `write` in `tx` holding the project's lock, then counts the lists it may have grown: over
   * STUDIO_LIST_MAX throws a 422, so the transaction rolls everything back (docs/decisions/542).
   * Counting after the write also covers a theme that was already there (nothing added) and a
   * replaced list.
   */
  async function writeWithinListCaps<T>(
    tx: Transaction,
    userId: string,
    projectId: string,
    lists: StudioList[],
    write: () => Promise<T>,
  ) {
    await repository.lockProject(userId, projectId, tx);
    const result = await write();
    for (const list of lists) {
      if ((await repository.countList(userId, projectId, list, tx)) > STUDIO_LIST_MAX) {
        throw new AppError('UNPROCESSABLE', LIST_FULL_MESSAGES[list]);
      }
    }
    return result;
  }

  function withinListCaps<T>(
    userId: string,
    projectId: string,
    list: StudioList,
    write: (tx: Transaction) => Promise<T>,
  ) {
    return withTransaction(db, (tx) => writeWithinListCaps(tx, userId, projectId, [list], () => write(tx)));
  }

  async function applyChanges(
    tx: Transaction,
    userId: string,
    projectId: string,
    changes: ChatAction[],
    plan: ChapterPlan[],
  ) {
    for (const change of changes) {
      if (change.type === 'replaceChapters') {
        const chapters = await repository.replaceChapters(userId, projectId, change.titles, tx);
        // Accepting Clio's chapters also puts her plan's memories in them (docs/decisions/903).
        await assignPlannedMemories(db, tx, userId, projectId, chapters, plan);
      } else {
        await repository.addThemes(userId, projectId, change.themes, tx);
      }
    }
  }

  async function chapterOrder(
    userId: string,
    projectId: string,
    executor: Executor = db,
  ): Promise<ChapterOrder> {
    const project = await requireProject(executor, userId, projectId);
    const chapters = await repository.listChapters(userId, projectId, executor);
    return {
      version: project.chaptersVersion,
      followsLife: !project.chapterOrderSet,
      chapters: chapters.map(toChapter),
    };
  }

  return {
    async listProjects(userId: string) {
      return (await repository.listProjects(userId)).map(toProject);
    },

    async createProject(userId: string, intent: CreateMemoirProject) {
      return toCreatedProject(await repository.createProject(userId, intent));
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
      await requireProject(db, userId, projectId);
      return (await repository.listChapters(userId, projectId)).map(toChapter);
    },

    async addChapter(userId: string, projectId: string, title: string) {
      await requireProject(db, userId, projectId);
      return toChapter(
        await withinListCaps(userId, projectId, 'chapters', (tx) =>
          repository.addChapter(userId, projectId, title, tx),
        ),
      );
    },

    chapterOrder: (userId: string, projectId: string) => chapterOrder(userId, projectId),

    /**
     * Her order of the chapters, kept from now on (docs/decisions/911). From an older version: 409 STALE_CHAPTER
     * with the saved order; a list that is not each of the project's chapters once: 422; nothing changes.
     */
    async saveChapterOrder(userId: string, projectId: string, input: SaveChapterOrder) {
      return withTransaction(db, async (tx) => {
        await repository.lockProject(userId, projectId, tx);
        const saved = await chapterOrder(userId, projectId, tx);
        if (saved.version !== input.version)
          throw new AppError('STALE_CHAPTER', STALE_CHAPTER_LIST_MESSAGE, { current: saved });
        const ids = new Set(saved.chapters.map((chapter) => chapter.id));
        const sent = new Set(input.chapters);
        if (
          sent.size !== input.chapters.length ||
          sent.size !== ids.size ||
          [...sent].some((id) => !ids.has(id))
        )
          throw new AppError('UNPROCESSABLE', NOT_THE_CHAPTERS_MESSAGE);
        await writeChapterPositions(tx, projectId, input.chapters);
        await repository.markChapterOrderSet(userId, projectId, tx);
        return chapterOrder(userId, projectId, tx);
      });
    },

    async renameChapter(userId: string, projectId: string, chapterId: string, title: string) {
      await requireProject(db, userId, projectId);
      const chapter = await repository.renameChapter(userId, projectId, chapterId, title);
      if (!chapter) throw notFound('That chapter');
      return toChapter(chapter);
    },

    async deleteChapter(userId: string, projectId: string, chapterId: string) {
      await requireProject(db, userId, projectId);
      if (!(await repository.deleteChapter(userId, projectId, chapterId))) throw notFound('That chapter');
    },

    async listThemes(userId: string, projectId: string) {
      await requireProject(db, userId, projectId);
      return (await repository.listThemes(userId, projectId)).map(toTheme);
    },

    async addTheme(userId: string, projectId: string, theme: string) {
      await requireProject(db, userId, projectId);
      return toTheme(
        await withinListCaps(userId, projectId, 'themes', (tx) =>
          repository.addTheme(userId, projectId, theme, tx),
        ),
      );
    },

    async deleteTheme(userId: string, projectId: string, themeId: string) {
      await requireProject(db, userId, projectId);
      if (!(await repository.deleteTheme(userId, projectId, themeId))) throw notFound('That theme');
    },

    async listMessages(userId: string, projectId: string) {
      await requireProject(db, userId, projectId);
      return (await repository.listMessages(userId, projectId)).map(toChatMessage);
    },

    /**
     * One turn of the studio chat. A message that accepts a proposal ("Yes, please update my
     * chapters to: …") is applied by the studio itself, within the list caps; Clio is told what the
     * message accepts so her reply can confirm it. The question, the answer and the change
     * are stored in one transaction: if Clio cannot answer, nothing is stored (no question left
     * without its answer, no change without its confirmation) and the person is told to send it
     * again; the client keeps the typed text (docs/decisions/301 and 621).
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
      const project = await requireProject(db, userId, projectId);
      // What the person's message accepts ("Yes, please …"); only this, never an AI's answer, changes
      // chapters or themes from the chat (docs/decisions/621).
      const changes = parseAcceptance(
        input.message,
        input.currentThemes.map((current) => current.theme),
      );
      // "Draft chapter 2", "Put 'Meeting Helen' in chapter 1", "What is missing from chapter 3?": Clio gets the
      // person's chapters (and memory names) to resolve it (docs/decisions/907).
      const chapterRequest = readChapterRequest(input.message);
      return aiRequests.run(userId, async () => {
        const manuscript = chapterRequest
          ? await chapterRequestContext(db, userId, projectId, chapterRequest)
          : null;
        const askedChapter =
          readChapterNeedsRequest(input.message) ?? askedChapterNumber(chapterRequest, manuscript);
        const [history, memories, chapterNeeds] = await Promise.all([
          // The engine reads the latest turns only: the rest of a long conversation is never loaded.
          repository.listLatestMessages(userId, projectId, MAX_HISTORY_TURNS),
          memoriesRepository.listForAi(userId),
          // "Help me with what chapter 2 still needs": Clio answers from that chapter's checklist. Without
          // one (the engine failed) she still answers, as for any other message.
          askedChapter === null
            ? null
            : chapterByNumberWithNeeds(db, ai, userId, projectId, askedChapter).catch(() => null),
        ]);

        /** Clio's reply, knowing what has been applied; no reply or an empty one is a 503. */
        async function askClio(applied: ChatAction[]) {
          let reply: ChatReply;
          try {
            reply = await ai.chatReply(userId, {
              project: toProjectForAi(project),
              history,
              message: input.message,
              chapters: input.currentChapters,
              themes: input.currentThemes,
              memories,
              applied,
              chapterNeeds,
              manuscript,
            });
          } catch {
            throw new AppError('UNAVAILABLE', CHAT_UNAVAILABLE_MESSAGE);
          }
          const answer = reply.message.trim();
          if (!answer) throw new AppError('UNAVAILABLE', CHAT_UNAVAILABLE_MESSAGE);
          return { answer, action: reply.action };
        }

        async function saveTurn(tx: Transaction, answer: string, proposal: ChapterProposal | null) {
          await repository.addMessage(userId, projectId, 'user', input.message, tx);
          const stored = await repository.addMessage(userId, projectId, 'assistant', answer, tx, proposal);
          await repository.markInProgress(userId, projectId, tx);
          return { message: answer, messageId: stored.id, proposal };
        }

        // Clio answers before any transaction opens, so no connection or lock waits on a model
        // (decision 301). She is told what this message accepts; the change and both messages are
        // then saved together or not at all, so a change over a cap (422) leaves nothing behind.
        const { answer, action } = await askClio(changes);
        // A proposed action is offered only when its chapter and memory are the person's own; else it is dropped.
        const proposal = action
          ? await checkedProposal(db, userId, projectId, action, manuscript).catch(() => null)
          : null;
        // The memories Clio's plan puts under each chapter; without a plan the chapters are only renamed.
        const plan = changes.some((change) => change.type === 'replaceChapters')
          ? await ai.planChapters(userId, memories).catch(() => [])
          : [];
        return withTransaction(db, async (tx) => {
          if (changes.length > 0) {
            await writeWithinListCaps(tx, userId, projectId, changes.map(listChangedBy), () =>
              applyChanges(tx, userId, projectId, changes, plan),
            );
          }
          return saveTurn(tx, answer, proposal);
        });
      });
    },

    /** Accept Clio's chapter proposal stored with `messageId` (docs/decisions/907). */
    async acceptChapterAction(userId: string, projectId: string, messageId: string) {
      await requireProject(db, userId, projectId);
      return acceptChapterProposal(db, ai, aiRequests, repository, userId, projectId, messageId);
    },

    async suggestions(userId: string, projectId: string) {
      const project = await requireProject(db, userId, projectId);
      return aiRequests.run(userId, async () => {
        const [memories, chapters, themes, thin] = await Promise.all([
          memoriesRepository.listForAi(userId),
          repository.listChapters(userId, projectId),
          repository.listThemes(userId, projectId),
          // The chapter needing most gets a chip (docs/decisions/905); without its checklist, no chip.
          thinChapters(db, ai, userId, projectId, 1).catch(() => []),
        ]);
        try {
          const suggestions = await ai.projectSuggestions(
            userId,
            toProjectForAi(project),
            memories,
            chapters.map(toChapter),
            themes.map(toTheme),
            thin[0]?.number ?? null,
          );
          return { suggestions: suggestions.map((text) => text.trim()).filter(Boolean) };
        } catch {
          throw new AppError('UNAVAILABLE', SUGGESTIONS_UNAVAILABLE_MESSAGE);
        }
      });
    },
  };
}
