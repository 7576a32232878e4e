import type { Database } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { ChooseCleanCopy, CleanCopyReview } from '#shared/clean-copy-api.ts';
import {
  familyMessages,
  type Perspective,
  type SharedMemory,
  type SharedStories,
  type SharedStorytellerList,
  uncheckedWordsSentence,
} from '#shared/family.ts';
import { sharedAudioUrl } from '#shared/family-api.ts';
import { MEMORY_KIND_LABELS, type MemoryRef, memoryKey } from '#shared/manuscript.ts';
import type { NarrativeDnaUpdate } from '#shared/memories.ts';
import type { CleanCopyService } from '../clean-copy/clean-copy.service.ts';
import { toPerspective } from '../family-access/family.presenters.ts';
import { type FamilyRepository, refOf } from '../family-access/family.repository.ts';
import { withinMemberCap } from './member-caps.ts';
import { createMembershipCheck, notAMember } from './membership.ts';
import type { SharedMemoryRow, SharedWithMeRepository } from './shared-with-me.repository.ts';

/** How long a member sees a notice about a share that ended. */
export const NOTICE_DAYS = 30;

const notReleased = () => new AppError('NOT_FOUND', familyMessages.notReleased);
const chapterNotShared = () => new AppError('NOT_FOUND', 'That chapter has not been shared with you.');
/** What an editor's Memory DNA save goes through: the owner's own memories and files services. */
export interface DnaSavers {
  fragment(ownerId: string, id: string, dna: NarrativeDnaUpdate): Promise<unknown>;
  file(ownerId: string, id: string, dna: NarrativeDnaUpdate): Promise<unknown>;
}

/** What an editor's review of a clean copy goes through: the storyteller's own clean copy service. */
export type CleanCopyReviewer = Pick<CleanCopyService, 'review' | 'choose'>;

/** Shared with me (issue 15): every call checks the membership afresh, then reads through the release rules (release-rules.ts). */
export function createSharedWithMeService(deps: {
  db: Database;
  repository: SharedWithMeRepository;
  family: FamilyRepository;
  dna: DnaSavers;
  cleanCopies: CleanCopyReviewer;
}) {
  const { db, repository, family, dna, cleanCopies } = deps;

  const requireMembership = createMembershipCheck(repository);

  async function present(
    ownerId: string,
    viewerId: string,
    rows: SharedMemoryRow[],
  ): Promise<SharedMemory[]> {
    const perspectives = new Map<string, Perspective[]>();
    if (rows.length > 0) {
      for (const row of await family.listPerspectives(ownerId)) {
        const perspective = toPerspective(row, viewerId);
        if (!perspective) continue;
        const key = memoryKey(perspective.memory);
        perspectives.set(key, [...(perspectives.get(key) ?? []), perspective]);
      }
    }
    return rows.map((row) => {
      const audioUrl =
        row.audio && row.kind !== 'fragment' ? sharedAudioUrl(ownerId, row.kind, row.id) : null;
      return {
        kind: row.kind,
        id: row.id,
        name: row.name,
        // The repository already left out the words of an unchecked transcript; this keeps them out whatever it reads.
        text: row.wordsUnchecked ? '' : row.text,
        wordsNote: row.wordsUnchecked ? uncheckedWordsSentence(audioUrl !== null) : null,
        source: row.recording ? MEMORY_KIND_LABELS.recording : MEMORY_KIND_LABELS[row.kind],
        whenHappened: row.whenHappened,
        whereHappened: row.whereHappened,
        peopleInvolved: row.peopleInvolved,
        topics: row.topics,
        createdAt: new Date(row.createdAt).toISOString(),
        audioUrl,
        version: row.version,
        perspectives: (perspectives.get(memoryKey(row)) ?? []).reverse(),
      };
    });
  }

  async function visibleMemory(ownerId: string, viewerId: string, ref: MemoryRef) {
    const [memory] = await present(ownerId, viewerId, await repository.memories(ownerId, ref));
    return memory;
  }

  /**
   * An editor may review this memory's clean copy: an editor in the owner's circle (read afresh), the memory
   * visible to the family, and its words ones the family may read (not an unchecked automatic transcript, whose
   * clean copy would show them). Otherwise 404 (403 for a lower role) before anything is read or written.
   */
  async function requireCleanCopyOpen(memberId: string, ownerId: string, ref: MemoryRef) {
    await requireMembership(memberId, ownerId, 'editor', familyMessages.notAllowedToCheck);
    const [memory] = await repository.memories(ownerId, ref);
    if (!memory) throw notReleased();
    if (memory.wordsUnchecked) throw new AppError('NOT_FOUND', familyMessages.cleanCopyWordsUnchecked);
  }

  async function myQuestions(ownerId: string, askerId: string, id?: string) {
    const rows = await repository.myQuestions(ownerId, askerId, id);
    return Promise.all(
      rows.map(async (row) => {
        const ref = refOf(row);
        return {
          id: row.id,
          text: row.text,
          askedAt: new Date(row.askedAt).toISOString(),
          // The answer shows only once the asker may see that memory.
          answer: ref ? ((await visibleMemory(ownerId, askerId, ref)) ?? null) : null,
        };
      }),
    );
  }

  return {
    requireMembership,

    async storytellers(memberId: string): Promise<SharedStorytellerList> {
      const [storytellers, notices, ownStoryStarted] = await Promise.all([
        repository.storytellers(memberId),
        repository.notices(memberId, NOTICE_DAYS),
        repository.ownStoryStarted(memberId),
      ]);
      return { storytellers, notices, ownStoryStarted };
    },

    async stories(memberId: string, ownerId: string): Promise<SharedStories> {
      const membership = await requireMembership(memberId, ownerId, 'reader');
      const [memories, chapters, books, upcoming, questions] = await Promise.all([
        repository.memories(ownerId).then((rows) => present(ownerId, memberId, rows)),
        repository.visibleChapters(ownerId),
        repository.visibleBooks(ownerId),
        repository.upcoming(ownerId),
        myQuestions(ownerId, memberId),
      ]);
      return {
        owner: { ownerId, ownerName: membership.ownerName, role: membership.role },
        memories,
        chapters,
        books: books.map((book) => ({ ...book, madeAt: new Date(book.madeAt).toISOString() })),
        upcoming,
        questions,
      };
    },

    async chapter(memberId: string, ownerId: string, chapterId: string) {
      await requireMembership(memberId, ownerId, 'reader');
      const [chapter] = await repository.visibleChapters(ownerId, chapterId);
      if (!chapter) throw chapterNotShared();
      const draft = await repository.newestDraft(chapterId);
      // A paragraph drawn from a memory this member may not see (one taken out of the chapter since, and kept
      // private) is not shown: whatever is made from a memory is seen only by those who may see its sources.
      const visible = await repository.visibleKeys(ownerId, draft?.flatMap((p) => p.sources ?? []) ?? []);
      const paragraphs = draft?.length
        ? draft
            .filter((paragraph) =>
              (paragraph.sources ?? []).every((source) => visible.has(memoryKey(source))),
            )
            .map((paragraph) => ({ text: paragraph.text }))
        : (await repository.chapterTexts(ownerId, chapterId)).map((text) => ({ text }));
      return { ...chapter, paragraphs };
    },

    async ask(memberId: string, ownerId: string, text: string) {
      await requireMembership(memberId, ownerId, 'contributor', familyMessages.notAllowedToAsk);
      const id = await withinMemberCap(
        db,
        {
          ownerId,
          memberId,
          needed: 'contributor',
          refusal: familyMessages.notAllowedToAsk,
          cap: 'questions',
        },
        (tx) => repository.addQuestion(ownerId, memberId, text, tx),
      );
      const [question] = await myQuestions(ownerId, memberId, id);
      if (!question) throw notAMember();
      return question;
    },

    async addPerspective(memberId: string, ownerId: string, memory: MemoryRef, text: string) {
      await requireMembership(memberId, ownerId, 'contributor', familyMessages.notAllowedToAdd);
      if (!(await visibleMemory(ownerId, memberId, memory))) throw notReleased();
      const id = await withinMemberCap(
        db,
        {
          ownerId,
          memberId,
          needed: 'contributor',
          refusal: familyMessages.notAllowedToAdd,
          cap: 'perspectives',
        },
        (tx) => repository.addPerspective(ownerId, memberId, memory, text, tx),
      );
      const row = (await family.listPerspectives(ownerId, memory)).find((p) => p.id === id);
      const perspective = row && toPerspective(row, memberId);
      if (!perspective) throw notReleased();
      return perspective;
    },

    /** An editor's Memory DNA save, made through the owner's own service with the owner's id. */
    async updateDna(
      memberId: string,
      ownerId: string,
      ref: { kind: 'fragment' | 'file'; id: string },
      update: NarrativeDnaUpdate,
    ) {
      await requireMembership(memberId, ownerId, 'editor', familyMessages.notAllowedToEdit);
      if (!(await visibleMemory(ownerId, memberId, ref))) throw notReleased();
      await dna[ref.kind](ownerId, ref.id, update);
      const saved = await visibleMemory(ownerId, memberId, ref);
      if (!saved) throw notReleased();
      return saved;
    },

    /** An editor's review of a shared memory's clean copy, by the storyteller's own service (decision 1528). */
    async cleanCopy(memberId: string, ownerId: string, ref: MemoryRef): Promise<CleanCopyReview> {
      await requireCleanCopyOpen(memberId, ownerId, ref);
      return cleanCopies.review(ownerId, ref, memberId);
    },

    /**
     * An editor's choice, made through the storyteller's own service with the owner's id, so the same version
     * check applies (a stale choice: 409 STALE_MEMORY with the current review). The memory is checked again before
     * answering, as the workroom does: one made private meanwhile answers 404, even in place of a 409's `current`.
     */
    async chooseCleanCopy(
      memberId: string,
      ownerId: string,
      ref: MemoryRef,
      input: ChooseCleanCopy,
    ): Promise<CleanCopyReview> {
      await requireCleanCopyOpen(memberId, ownerId, ref);
      try {
        const review = await cleanCopies.choose(ownerId, ref, input, memberId);
        await requireCleanCopyOpen(memberId, ownerId, ref);
        return review;
      } catch (error) {
        if (error instanceof AppError && error.code === 'STALE_MEMORY')
          await requireCleanCopyOpen(memberId, ownerId, ref);
        throw error;
      }
    },

    /** A visible recording's original, for streaming. */
    async audio(memberId: string, ownerId: string, kind: 'file' | 'answer', id: string) {
      await requireMembership(memberId, ownerId, 'reader');
      const audio = await repository.audioOf(ownerId, kind, id);
      if (!audio) throw notReleased();
      return { ...audio, sizeBytes: Number(audio.sizeBytes) };
    },

    /** A visible book (by its project) may be downloaded. */
    async requireBook(memberId: string, ownerId: string, projectId: string) {
      await requireMembership(memberId, ownerId, 'reader');
      const [book] = await repository.visibleBooks(ownerId, projectId);
      if (!book) throw new AppError('NOT_FOUND', 'That book has not been shared with you.');
    },
  };
}
