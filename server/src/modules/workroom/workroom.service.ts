import { AppError } from '#server/lib/app-error.ts';
import { type FamilyRole, familyMessages, uncheckedWordsSentence } from '#shared/family.ts';
import { type Workroom, type WorkroomChapter, workroomMessages } from '#shared/family-workroom.ts';
import {
  type AddChapterMemories,
  type ChapterContents,
  type MemoryRef,
  memoryKey,
  type SaveChapterDraft,
  type SaveChapterMemories,
} from '#shared/manuscript.ts';
import type { createManuscriptService } from '../manuscript/manuscript.service.ts';
import type { WorkroomChapterRow, WorkroomRepository } from './workroom.repository.ts';

const chapterNotOpen = () => new AppError('NOT_FOUND', workroomMessages.chapterNotOpen);
const notReleased = () => new AppError('NOT_FOUND', familyMessages.notReleased);

/** Where a chapter is: the storyteller, their project and the chapter. */
interface ChapterPlace {
  ownerId: string;
  projectId: string;
  chapterId: string;
}

/**
 * An editor's help with the storyteller's chapters and drafts (docs/decisions/1512). Every call reads the
 * membership afresh (an editor, or 404/403), then checks the chapter is open to the editor (every memory in it,
 * and every memory its draft came from, is visible to them). The work itself is done by the owner's own studio
 * and manuscript services with the owner's id, so the same caps, validation and version checks apply; there is
 * no second implementation of chapters or drafts here. Nothing here deletes a chapter, project or memory.
 */
export function createWorkroomService(deps: {
  repository: WorkroomRepository;
  requireMembership: (
    memberId: string,
    ownerId: string,
    needed: FamilyRole,
    refusal?: string,
  ) => Promise<unknown>;
  /** Which of the owner's memories are visible to the family, as `kind:id` keys (release-rules.ts). */
  visibleKeys: (ownerId: string, refs: readonly MemoryRef[]) => Promise<Set<string>>;
  studio: { addChapter(ownerId: string, projectId: string, title: string): Promise<{ id: string }> };
  manuscript: ReturnType<typeof createManuscriptService>;
}) {
  const { repository, requireMembership, visibleKeys, studio, manuscript } = deps;

  const UNCHECKED_EXCERPT = uncheckedWordsSentence(false);

  const requireEditor = (memberId: string, ownerId: string) =>
    requireMembership(memberId, ownerId, 'editor', workroomMessages.notAllowedToOrganise);

  async function requireOpen({ ownerId, projectId, chapterId }: ChapterPlace) {
    const [chapter] = await repository.openChapters(ownerId, { projectId, chapterId });
    if (!chapter) throw chapterNotOpen();
    return chapter;
  }

  /**
   * The chapter's memories as an editor may read them: the opening of words written down automatically that the
   * storyteller has not checked is not sent (it may be misheard; Shared with me holds it back too, decisions 807
   * and 811).
   */
  async function withoutUncheckedWords(ownerId: string, contents: ChapterContents): Promise<ChapterContents> {
    const unchecked = await repository.uncheckedMemories(ownerId, contents.memories);
    return {
      ...contents,
      memories: contents.memories.map((memory) =>
        unchecked.has(memoryKey(memory)) ? { ...memory, excerpt: UNCHECKED_EXCERPT } : memory,
      ),
    };
  }

  /** Every one of these memories is visible to the family; otherwise 404 before anything is written. */
  async function requireVisible(ownerId: string, refs: readonly MemoryRef[]) {
    const visible = await visibleKeys(ownerId, refs);
    if (!refs.every((ref) => visible.has(memoryKey(ref)))) throw notReleased();
  }

  /**
   * Runs the owner's service on a chapter open to the editor and checks again before answering: a memory made
   * private meanwhile closes the chapter, and then even a 409's saved text (`current`) is not shown.
   */
  async function onOpenChapter<T>(memberId: string, place: ChapterPlace, work: () => Promise<T>): Promise<T> {
    await requireEditor(memberId, place.ownerId);
    await requireOpen(place);
    try {
      const result = await work();
      await requireOpen(place);
      return result;
    } catch (error) {
      if (error instanceof AppError && error.code === 'STALE_CHAPTER') await requireOpen(place);
      throw error;
    }
  }

  async function present(ownerId: string, rows: WorkroomChapterRow[]): Promise<WorkroomChapter[]> {
    const names = await repository.memoryNames(
      ownerId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      hasDraft: row.hasDraft,
      memories: names
        .filter((name) => name.chapterId === row.id)
        .map(({ kind, id, name }) => ({ kind, id, name: name ?? '' })),
    }));
  }

  return {
    async workroom(memberId: string, ownerId: string): Promise<Workroom> {
      await requireEditor(memberId, ownerId);
      const [projects, chapters] = await Promise.all([
        repository.projects(ownerId),
        repository.openChapters(ownerId),
      ]);
      const presented = await present(ownerId, chapters);
      return {
        projects: projects.map((project) => ({
          id: project.id,
          title: project.title,
          chapters: presented.filter((_, index) => chapters[index]?.projectId === project.id),
        })),
      };
    },

    /** A new, empty chapter at the end, made by the owner's studio (its cap and validation). */
    async addChapter(memberId: string, ownerId: string, projectId: string, title: string) {
      await requireEditor(memberId, ownerId);
      const [project] = await repository.projects(ownerId, projectId);
      if (!project) throw new AppError('NOT_FOUND', workroomMessages.projectNotFound);
      const chapter = await studio.addChapter(ownerId, projectId, title);
      const [presented] = await present(ownerId, [
        await requireOpen({ ownerId, projectId, chapterId: chapter.id }),
      ]);
      if (!presented) throw chapterNotOpen();
      return presented;
    },

    memories(memberId: string, place: ChapterPlace) {
      return onOpenChapter(memberId, place, async () =>
        withoutUncheckedWords(
          place.ownerId,
          await manuscript.listMemories(place.ownerId, place.projectId, place.chapterId),
        ),
      );
    },

    /** Only memories shared with the editor can be added: any other answers 404 and nothing is added. */
    addMemories(memberId: string, place: ChapterPlace, input: AddChapterMemories) {
      return onOpenChapter(memberId, place, async () => {
        await requireVisible(place.ownerId, input.memories);
        return withoutUncheckedWords(
          place.ownerId,
          await manuscript.addMemories(place.ownerId, place.projectId, place.chapterId, input),
        );
      });
    },

    saveMemories(memberId: string, place: ChapterPlace, input: SaveChapterMemories) {
      return onOpenChapter(memberId, place, async () => {
        await requireVisible(place.ownerId, input.memories);
        return withoutUncheckedWords(
          place.ownerId,
          await manuscript.saveMemories(place.ownerId, place.projectId, place.chapterId, input),
        );
      });
    },

    draft(memberId: string, place: ChapterPlace) {
      return onOpenChapter(memberId, place, () =>
        manuscript.getDraft(place.ownerId, place.projectId, place.chapterId),
      );
    },

    composeDraft(memberId: string, place: ChapterPlace) {
      return onOpenChapter(memberId, place, () =>
        manuscript.composeDraft(place.ownerId, place.projectId, place.chapterId),
      );
    },

    /** A paragraph may name only memories shared with the editor as where it came from. */
    saveDraft(memberId: string, place: ChapterPlace, input: SaveChapterDraft) {
      return onOpenChapter(memberId, place, async () => {
        await requireVisible(
          place.ownerId,
          input.paragraphs.flatMap((paragraph) => paragraph.sources),
        );
        return manuscript.saveDraft(place.ownerId, place.projectId, place.chapterId, input);
      });
    },
  };
}
