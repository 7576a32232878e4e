import type { AiProvider, ChapterPlan } from '#server/ai/ai-provider.ts';
import type { AiRequestLimit } from '#server/ai/ai-request-limit.ts';
import { type Database, type Executor, type Transaction, withTransaction } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import {
  type AddChapterMemories,
  CHAPTER_FULL_MESSAGE,
  CHAPTER_MEMORIES_MAX,
  type ChapterContents,
  DRAFT_VERSIONS_LISTED,
  type DraftOrigin,
  type DraftParagraph,
  type MemoryRef,
  memoryKey,
  type SaveChapterDraft,
  type SaveChapterMemories,
  STALE_CHAPTER_ORDER_MESSAGE,
  STALE_DRAFT_MESSAGE,
} from '#shared/manuscript.ts';
import { createCleanCopyRepository } from '../clean-copy/clean-copy.repository.ts';
import { createCleanCopyService } from '../clean-copy/clean-copy.service.ts';
import { applyLifeOrder, applyLifeOrderIn, lockOwnedProject } from './apply-life-order.ts';
import { toChapterDraft, toChapterMemory, toDraftVersion } from './manuscript.presenters.ts';
import {
  type ChapterSourceRow,
  createManuscriptRepository,
  type ManuscriptRepository,
} from './manuscript.repository.ts';
import { keepStandingMarks, toDraftParagraphs, withCanonicalFormatting } from './written-draft.ts';

export const DRAFT_UNAVAILABLE_MESSAGE = 'The chapter could not be drafted just now. Please try again.';
export const NOTHING_TO_DRAFT_MESSAGE =
  'This chapter has no memories with words yet. Add memories to it first, then draft it.';
/** A saved order may only rearrange (or take out) what the chapter holds; memories are added with POST. */
export const NOT_IN_CHAPTER_MESSAGE =
  'That list names a memory this chapter does not hold. Please reload the chapter and move it again.';
export const ONLY_UNCHECKED_WORDS_MESSAGE =
  'The words of the recordings in this chapter have not been checked yet. Check them in Memory Details first, then draft it.';

/** Each memory once, in the order first given. */
function distinct(refs: readonly MemoryRef[]): MemoryRef[] {
  const seen = new Set<string>();
  return refs.filter((ref) => {
    const key = memoryKey(ref);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Appends to a locked chapter the memories it does not hold yet, within CHAPTER_MEMORIES_MAX (a 422
 * rolls the transaction back, docs/decisions/542), and moves its version on when anything was added.
 */
async function appendWithinCap(
  repository: ManuscriptRepository,
  chapterId: string,
  refs: readonly MemoryRef[],
  tx: Executor,
) {
  const have = new Set((await repository.currentRefs(chapterId, tx)).map(memoryKey));
  const added = distinct(refs).filter((ref) => !have.has(memoryKey(ref)));
  if (added.length === 0) return;
  if (have.size + added.length > CHAPTER_MEMORIES_MAX)
    throw new AppError('UNPROCESSABLE', CHAPTER_FULL_MESSAGE);
  await repository.append(chapterId, added, tx);
  await repository.bumpMemoriesVersion(chapterId, tx);
}

/**
 * After an accepted chapter proposal: each chapter whose title Clio's plan has gets the memories the
 * plan put under it (docs/decisions/903). Runs in the studio's transaction, on the person's own
 * chapters (just written under their project's lock); memories not theirs are skipped.
 */
export async function assignPlannedMemories(
  db: Database,
  tx: Transaction,
  userId: string,
  projectId: string,
  chapters: readonly { id: string; title: string }[],
  plan: readonly ChapterPlan[],
) {
  const repository = createManuscriptRepository(db);
  const byTitle = new Map(plan.map((planned) => [planned.title.trim().toLowerCase(), planned]));
  for (const chapter of chapters) {
    const planned = byTitle.get(chapter.title.trim().toLowerCase());
    if (!planned || planned.memories.length === 0) continue;
    const refs = planned.memories.map(
      (memory): MemoryRef => ({ kind: memory.source === 'file' ? 'file' : 'fragment', id: memory.id }),
    );
    if (!(await repository.ownsAll(userId, refs, tx))) continue;
    await repository.lockChapter(chapter.id, tx);
    await appendWithinCap(repository, chapter.id, refs.slice(0, CHAPTER_MEMORIES_MAX), tx);
  }
  await applyLifeOrderIn(db, tx, userId, projectId);
}

/**
 * The chapter as Clio writes it with an AI endpoint, checked sentence by sentence; when the model cannot
 * answer well, or there is none, or checking fails, the offline draft in the person's own words
 * (docs/decisions/902, 904). Only a failure of the offline draft itself is a failure.
 */
async function draftWithAiOrOffline(
  ai: AiProvider,
  userId: string,
  sources: ChapterSourceRow[],
): Promise<{ origin: DraftOrigin; paragraphs: DraftParagraph[] }> {
  try {
    const written = await ai.writeChapter(sources);
    if (written) {
      const sentences = written.paragraphs.flatMap((paragraph) => paragraph.sentences);
      const missing = await ai.checkDraftSentences(userId, sentences, sources);
      return { origin: 'ai', paragraphs: toDraftParagraphs(written, missing) };
    }
  } catch {
    // An unchecked sentence is never shown: the offline draft below is the answer.
  }
  return { origin: 'offline', paragraphs: await ai.draftChapter(userId, sources) };
}

/** At most this many of her clean copies are made before a draft; the rest wait for their job. */
const STALE_CLEAN_COPIES_BEFORE_A_DRAFT = 200;

export function createManuscriptService(db: Database, ai: AiProvider, aiRequests: AiRequestLimit) {
  const repository = createManuscriptRepository(db);
  const cleanCopies = createCleanCopyService(createCleanCopyRepository(db), ai, { warn: () => {} });

  async function requireChapter(
    userId: string,
    projectId: string,
    chapterId: string,
    executor: Executor = db,
    lock = false,
  ) {
    const chapter = await repository.chapterOf(userId, projectId, chapterId, executor, lock);
    if (!chapter) throw notFound('That chapter');
    return chapter;
  }

  async function requireOwnMemories(userId: string, refs: readonly MemoryRef[], executor: Executor) {
    if (!(await repository.ownsAll(userId, refs, executor))) throw notFound('That memory');
  }

  async function contents(userId: string, chapterId: string, version: number, executor: Executor) {
    const rows = await repository.listChapterMemories(userId, chapterId, executor);
    return { version, memories: rows.map(toChapterMemory) } satisfies ChapterContents;
  }

  return {
    async listMemories(userId: string, projectId: string, chapterId: string) {
      const chapter = await requireChapter(userId, projectId, chapterId);
      return contents(userId, chapterId, chapter.memoriesVersion, db);
    },

    async addMemories(userId: string, projectId: string, chapterId: string, input: AddChapterMemories) {
      return withTransaction(db, async (tx) => {
        await lockOwnedProject(tx, userId, projectId);
        await requireChapter(userId, projectId, chapterId, tx, true);
        await requireOwnMemories(userId, input.memories, tx);
        await appendWithinCap(repository, chapterId, input.memories, tx);
        // A new memory takes its place by its year, and the chapter may take a new place among the chapters.
        await applyLifeOrderIn(db, tx, userId, projectId);
        const chapter = await requireChapter(userId, projectId, chapterId, tx);
        return contents(userId, chapterId, chapter.memoriesVersion, tx);
      });
    },

    /**
     * The chapter's memories in a new order (a memory left out is taken out of the chapter, never
     * deleted). Based on an older version than the saved one: 409 STALE_CHAPTER with the saved list.
     */
    async saveMemories(userId: string, projectId: string, chapterId: string, input: SaveChapterMemories) {
      return withTransaction(db, async (tx) => {
        const chapter = await requireChapter(userId, projectId, chapterId, tx, true);
        if (chapter.memoriesVersion !== input.version) {
          const current = await contents(userId, chapterId, chapter.memoriesVersion, tx);
          throw new AppError('STALE_CHAPTER', STALE_CHAPTER_ORDER_MESSAGE, { current });
        }
        const refs = distinct(input.memories);
        await requireOwnMemories(userId, refs, tx);
        const held = await repository.currentRefs(chapterId, tx);
        const heldKeys = new Set(held.map(memoryKey));
        if (refs.some((ref) => !heldKeys.has(memoryKey(ref))))
          throw new AppError('UNPROCESSABLE', NOT_IN_CHAPTER_MESSAGE);
        // Taking a memory out is not a move; changing the order of what stays is, and from then on it is hers.
        const sent = new Set(refs.map(memoryKey));
        const stayed = held.map(memoryKey).filter((key) => sent.has(key));
        if (stayed.some((key, i) => key !== memoryKey(refs[i]!)))
          await repository.markOrderSet(chapterId, tx);
        await repository.clear(chapterId, tx);
        await repository.append(chapterId, refs, tx);
        const version = await repository.bumpMemoriesVersion(chapterId, tx);
        return contents(userId, chapterId, version, tx);
      });
    },

    async listChoices(userId: string) {
      return (await repository.listChoices(userId)).map(toChapterMemory);
    },

    async getDraft(userId: string, projectId: string, chapterId: string) {
      await requireChapter(userId, projectId, chapterId);
      const row = await repository.latestDraft(chapterId);
      return { draft: row ? toChapterDraft(row) : null };
    },

    /** Draft this Chapter: the person's own words from the chapter's memories, saved as the next version. */
    async composeDraft(userId: string, projectId: string, chapterId: string) {
      await requireChapter(userId, projectId, chapterId);
      // The draft works from the words she chose, of the words she has now (docs/decisions/909). Should the
      // clean copies not be made just now, the draft reads her words and cleans speech as it always did.
      await cleanCopies.refreshStale(userId, STALE_CLEAN_COPIES_BEFORE_A_DRAFT).catch(() => false);
      // The draft reads the chapter's order: her life's order unless she set one (docs/decisions/911).
      await applyLifeOrder(db, userId, projectId);
      const withWords = (await repository.draftSources(userId, chapterId)).filter((source) =>
        source.text.trim(),
      );
      // An automatic transcript the person has not checked may hold misheard words. It waits for the check here
      // as it does for the book, the family and every AI request (decision 807): a draft is shared and printed.
      const sources = withWords.filter((source) => source.checked);
      if (sources.length === 0)
        throw new AppError(
          'UNPROCESSABLE',
          withWords.length > 0 ? ONLY_UNCHECKED_WORDS_MESSAGE : NOTHING_TO_DRAFT_MESSAGE,
        );
      const draft = await aiRequests.run(userId, async () => {
        try {
          return await draftWithAiOrOffline(ai, userId, sources);
        } catch {
          throw new AppError('UNAVAILABLE', DRAFT_UNAVAILABLE_MESSAGE);
        }
      });
      return withTransaction(db, async (tx) => {
        await requireChapter(userId, projectId, chapterId, tx, true);
        return toChapterDraft(await repository.insertDraft(chapterId, draft.origin, draft.paragraphs, tx));
      });
    },

    /**
     * The person's edit, saved as the next version. Based on an older version than the newest: 409
     * STALE_CHAPTER with the saved draft, and nothing is written (docs/decisions/541's rule).
     */
    async saveDraft(userId: string, projectId: string, chapterId: string, input: SaveChapterDraft) {
      const paragraphs: DraftParagraph[] = input.paragraphs.map((paragraph) =>
        withCanonicalFormatting(keepStandingMarks({ ...paragraph, sources: distinct(paragraph.sources) })),
      );
      return withTransaction(db, async (tx) => {
        await requireChapter(userId, projectId, chapterId, tx, true);
        const latest = await repository.latestDraft(chapterId, tx);
        if ((latest?.version ?? 0) !== input.basedOn) {
          throw new AppError('STALE_CHAPTER', STALE_DRAFT_MESSAGE, {
            current: latest ? toChapterDraft(latest) : null,
          });
        }
        await requireOwnMemories(
          userId,
          paragraphs.flatMap((paragraph) => paragraph.sources),
          tx,
        );
        const origin = input.restoredFrom === undefined ? 'edited' : 'restored';
        return toChapterDraft(await repository.insertDraft(chapterId, origin, paragraphs, tx));
      });
    },

    async listDraftVersions(userId: string, projectId: string, chapterId: string) {
      await requireChapter(userId, projectId, chapterId);
      return (await repository.listDraftVersions(chapterId, DRAFT_VERSIONS_LISTED)).map(toDraftVersion);
    },

    async getDraftVersion(userId: string, projectId: string, chapterId: string, version: number) {
      await requireChapter(userId, projectId, chapterId);
      const row = await repository.draftVersion(chapterId, version);
      if (!row) throw notFound('That version');
      return toChapterDraft(row);
    },
  };
}
