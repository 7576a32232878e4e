import type { Readable } from 'node:stream';
import type { Database } from '#server/db/client.ts';
import { withTransaction } from '#server/db/client.ts';
import { MAKE_BOOK_TASK } from '#server/jobs/job-tasks.ts';
import type { Jobs } from '#server/jobs/jobs-plugin.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { StorageProvider } from '#server/storage/storage-provider.ts';
import {
  BOOK_FORMATS,
  BOOK_MEDIA_TYPES,
  type BookFormat,
  type BookStatus,
  bookFileName,
  type MakeBook,
} from '#shared/book.ts';
import { bookFileUrl, bookPreviewUrl } from '#shared/book-api.ts';
import { interviewAnswerAudioUrl } from '#shared/interview-sessions-api.ts';
import { uploadedFileOriginalUrl } from '#shared/memories-api.ts';
import { applyLifeOrder } from '../manuscript/apply-life-order.ts';
import type { ManuscriptRepository } from '../manuscript/manuscript.repository.ts';
import { requireProject } from '../studio/require-project.ts';
import type { BookRepository, BookRow } from './book.repository.ts';
import { chaptersWithoutWords } from './book-contents.ts';
import type { FamilyListening } from './family-listening.ts';

export const NO_CHAPTERS_MESSAGE =
  'This project has no chapters yet. Add a chapter and put memories in it, then make the book.';
export const ALREADY_MAKING_MESSAGE =
  'The book is being made right now. Please wait for it to finish; you can make it again afterwards.';
export const NO_BOOK_MESSAGE = 'There is no book yet. Click “Make the Book” to make one.';

/** A file of the finished book, opened for download. */
export interface BookDownload {
  stream: Readable;
  fileName: string;
  mediaType: string;
  sizeBytes: number;
}

export function createBookService(deps: {
  db: Database;
  repository: BookRepository;
  manuscript: ManuscriptRepository;
  storage: StorageProvider;
  jobs: Jobs;
  /** PUBLIC_URL: where the printed codes lead; without it they work only inside the home (decision 1017). */
  publicUrl?: string;
  /** The listening page for the storyteller's family, once a chapter is released to them (decision 1017). */
  familyListening?: FamilyListening;
}) {
  const { db, repository, storage, jobs } = deps;

  async function status(userId: string, projectId: string, row?: BookRow): Promise<BookStatus> {
    const book = row ?? (await repository.find(userId, projectId));
    const files = book ? await repository.readyFiles(userId, projectId) : [];
    const byKind = new Map(files.map((file) => [file.kind, file]));
    const preview = [...byKind.keys()]
      .filter((kind) => kind.startsWith('preview-'))
      .map((kind) => Number(kind.slice('preview-'.length)))
      .sort((a, b) => a - b);
    const chapters = await repository.chapters(projectId);
    const emptyChapters = await chaptersWithoutWords({
      userId,
      chapters,
      recordings: await repository.chapterRecordings(
        userId,
        chapters.map((chapter) => chapter.id),
      ),
      manuscript: deps.manuscript,
    });
    const unchecked = await deps.manuscript.uncheckedMemories(
      userId,
      chapters.map((chapter) => chapter.id),
    );
    const uncheckedChapters = chapters.flatMap((chapter, index) => {
      const memories = unchecked
        .filter((memory) => memory.chapterId === chapter.id)
        .map(({ kind, id, name }) => ({ kind, id, name }));
      return memories.length > 0 ? [{ position: index + 1, title: chapter.title, memories }] : [];
    });
    return {
      making:
        book?.status === 'making'
          ? {
              step: book.step,
              done: book.stepsDone,
              total: book.stepsTotal,
              startedAt: book.startedAt.toISOString(),
            }
          : null,
      failure: book?.status === 'failed' ? book.failure : null,
      madeAt: book?.madeAt?.toISOString() ?? null,
      choices: {
        storyteller: book?.storyteller ?? '',
        dedication: book?.dedication ?? '',
        recordingCodes: book?.recordingCodes ?? true,
        bleed: book?.bleed ?? false,
      },
      files: BOOK_FORMATS.flatMap((format) => {
        const file = byKind.get(format);
        return file ? [{ format, sizeBytes: file.sizeBytes, url: bookFileUrl(projectId, format) }] : [];
      }),
      emptyChapters,
      uncheckedChapters,
      preview: preview.map((page) => bookPreviewUrl(projectId, page)),
      publicAddress: deps.publicUrl ?? null,
    };
  }

  async function open(userId: string, projectId: string, kind: string) {
    const project = await requireProject(db, userId, projectId);
    const file = (await repository.readyFiles(userId, projectId)).find((f) => f.kind === kind);
    if (!file) throw new AppError('NOT_FOUND', NO_BOOK_MESSAGE);
    return { project, file, stream: await storage.read(file.storageKey) };
  }

  return {
    async status(userId: string, projectId: string) {
      await requireProject(db, userId, projectId);
      return status(userId, projectId);
    },

    /** Make the Book: the make is recorded and queued in one transaction, so it is never lost or doubled. */
    async make(userId: string, projectId: string, input: MakeBook & { storyteller: string }, appUrl: string) {
      await requireProject(db, userId, projectId);
      // The book reads the chapters' stored order: her life's order, except what she ordered herself.
      await applyLifeOrder(db, userId, projectId);
      if ((await repository.chapters(projectId)).length === 0)
        throw new AppError('UNPROCESSABLE', NO_CHAPTERS_MESSAGE);
      const attempt = crypto.randomUUID();
      const row = await withTransaction(db, async (tx) => {
        const started = await repository.startMaking(
          userId,
          projectId,
          attempt,
          {
            storyteller: input.storyteller,
            dedication: input.dedication ?? '',
            recordingCodes: input.recordingCodes ?? true,
            bleed: input.bleed ?? false,
            appUrl,
          },
          tx,
        );
        if (!started) throw new AppError('CONFLICT', ALREADY_MAKING_MESSAGE);
        await jobs.enqueue(tx, MAKE_BOOK_TASK, { userId, projectId, bookId: started.id, attempt });
        return started;
      });
      return status(userId, projectId, row);
    },

    async download(userId: string, projectId: string, format: BookFormat): Promise<BookDownload> {
      const { project, file, stream } = await open(userId, projectId, format);
      return {
        stream,
        fileName: bookFileName(project.title, format),
        mediaType: BOOK_MEDIA_TYPES[format],
        sizeBytes: file.sizeBytes,
      };
    },

    /**
     * The chapter's recordings for the page its printed code leads to: the owner's, or a family member's once
     * the chapter is released to them; anyone else's request is 404.
     */
    async chapterRecordings(userId: string, projectId: string, chapterId: string) {
      const chapter = await repository.findChapter(userId, projectId, chapterId);
      if (!chapter) {
        const shared = await deps.familyListening?.(userId, projectId, chapterId);
        if (shared) return shared;
        throw notFound('That chapter');
      }
      const recordings = await repository.chapterRecordings(userId, [chapterId]);
      return {
        projectTitle: chapter.projectTitle,
        chapterTitle: chapter.title,
        recordings: recordings.map((recording) => ({
          title: recording.title,
          url:
            recording.kind === 'file'
              ? uploadedFileOriginalUrl(recording.id)
              : interviewAnswerAudioUrl(recording.interviewId ?? '', recording.id),
        })),
      };
    },

    async preview(userId: string, projectId: string, page: number) {
      const { file, stream } = await open(userId, projectId, `preview-${page}`);
      return { stream, sizeBytes: file.sizeBytes };
    },
  };
}
