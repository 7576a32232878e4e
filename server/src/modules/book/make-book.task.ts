/**
 * The make of a book, in the background (docs/decisions/1003): the chapters are gathered one by one, then
 * each format is made in the make's scratch folder, and only when all four and the preview pictures exist are
 * they stored and recorded as the book, in one step that also lets go of the book they replace. Each step is
 * written down as it starts ("Preparing chapter 3 of 12…"), so the workspace shows how far it is.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { BookDocument } from '#server/book/book-document.ts';
import { writeEpub } from '#server/book/epub.ts';
import { writeKeepsake } from '#server/book/keepsake.ts';
import { writeCoverImage, writeCoverPdf } from '#server/book/pdf/cover.ts';
import { writePdf } from '#server/book/pdf/pdf-maker.ts';
import { renderPreview } from '#server/book/pdf/preview.ts';
import { TypesettingLimitError } from '#server/book/pdf/typeset.ts';
import type { StorageProvider } from '#server/storage/storage-provider.ts';
import { BOOK_FILE_EXTENSIONS, BOOK_FORMATS, BOOK_PREVIEW_PAGES, type BookFormat } from '#shared/book.ts';
import { type MemoryRef, memoryKey } from '#shared/manuscript.ts';
import type { ManuscriptRepository } from '../manuscript/manuscript.repository.ts';
import type { BookRepository } from './book.repository.ts';
import { BookMakingError, chapterParagraphs, gatherChapter } from './book-contents.ts';
import { withStoryHeadings } from './book-stories.ts';

const payloadSchema = z.object({
  userId: z.uuid(),
  projectId: z.uuid(),
  bookId: z.uuid(),
  attempt: z.uuid(),
});

/** The make is no longer the book's: a newer one replaced it, or the project was deleted. */
class Superseded extends Error {}

export const BOOK_FAILED_MESSAGE =
  'Something went wrong while making the book. Your memories and chapters are safe: please click “Make the Book” to try again.';

/** The steps after the chapters, in order. */
const FORMAT_STEPS = [
  'Typesetting the book…',
  'Making the cover…',
  'Typesetting the large-print edition…',
  'Making the EPUB…',
  'Packing the keepsake…',
  'Drawing the first pages…',
] as const;

/** The prefix of a make's scratch folder in the storage's scratch directory. */
const SCRATCH_PREFIX = 'book-';

/** Removes make scratch folders untouched for `staleAfterMs` (left by a server stopped mid-make). */
export async function removeStaleBookScratch(scratchDir: string, staleAfterMs: number): Promise<number> {
  const names = await readdir(scratchDir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith(SCRATCH_PREFIX)) continue;
    const folder = join(scratchDir, name);
    const stats = await stat(folder).catch(() => undefined);
    if (stats?.isDirectory() && Date.now() - stats.mtimeMs > staleAfterMs) {
      await rm(folder, { recursive: true, force: true });
      removed += 1;
    }
  }
  return removed;
}

export function createMakeBookTask(deps: {
  repository: BookRepository;
  manuscript: ManuscriptRepository;
  storage: StorageProvider;
  log: FastifyBaseLogger;
  /**
   * Makes the clean copies her words changed since (docs/decisions/909), so the book prints what she chose
   * of the words she has now. A failure is not the book's: its words are then her own, as they stand.
   */
  prepareWords?: (userId: string) => Promise<void>;
}): Task {
  const { repository, storage, log } = deps;

  const removeStored = async (keys: readonly string[]) => {
    for (const key of keys) {
      await storage
        .delete(key)
        .catch((error) => log.warn({ err: error, key }, 'could not remove a book file'));
    }
  };

  return async (rawPayload) => {
    const { userId, projectId, bookId, attempt } = payloadSchema.parse(rawPayload);
    const row = await repository.find(userId, projectId);
    const project = await repository.findProject(userId, projectId);
    if (!row || !project || row.attempt !== attempt || row.status !== 'making') return;

    // In the storage's scratch folder, so storing a finished file is a rename on local disk.
    const scratchDir = await mkdtemp(join(storage.scratchDir, SCRATCH_PREFIX));
    const stored: string[] = [];
    try {
      const chapters = await repository.chapters(projectId);
      const total = chapters.length + FORMAT_STEPS.length;
      let done = 0;
      const step = async (label: string) => {
        if (!(await repository.progress(bookId, attempt, label, done, total))) throw new Superseded();
        done += 1;
      };

      const recordings = await repository.chapterRecordings(
        userId,
        chapters.map((chapter) => chapter.id),
      );
      const book: BookDocument = {
        id: bookId,
        title: project.title,
        storyteller: row.storyteller,
        year: new Date().getFullYear(),
        dedication: row.dedication.trim() || null,
        language: 'en',
        chapters: [],
        madeAt: new Date(),
        storytellerBorn: await repository.storytellerBirthday(userId),
      };
      let stories = 0;
      const nextStoryId = () => `story-${++stories}`;
      // What the book is made from: the chapters' memories and the sources of their drafts' paragraphs.
      const sources = new Map<string, MemoryRef>();
      for (const chapter of chapters) {
        const draft = await deps.manuscript.latestDraft(chapter.id);
        for (const ref of [
          ...(await deps.manuscript.currentRefs(chapter.id)),
          ...(draft?.paragraphs.flatMap((paragraph) => paragraph.sources) ?? []),
        ])
          sources.set(memoryKey(ref), { kind: ref.kind, id: ref.id });
      }
      await deps
        .prepareWords?.(userId)
        .catch((error) => log.warn({ err: error }, 'clean copies could not be made before the book'));
      // A chapter with no words yet is left out, and the others are numbered on without a gap (decision 1005).
      for (const [index, chapter] of chapters.entries()) {
        await step(`Preparing chapter ${index + 1} of ${chapters.length}…`);
        const chapterRecordings = recordings.filter((recording) => recording.chapterId === chapter.id);
        const paragraphs = await chapterParagraphs({
          userId,
          chapterId: chapter.id,
          manuscript: deps.manuscript,
        });
        if (paragraphs.length === 0 && chapterRecordings.length === 0) continue;
        book.chapters.push(
          await gatherChapter({
            userId,
            projectId,
            chapter,
            number: book.chapters.length + 1,
            position: index + 1,
            // Each story under its own title and date line (issue 33).
            paragraphs: await withStoryHeadings({
              userId,
              paragraphs,
              manuscript: deps.manuscript,
              nextId: nextStoryId,
            }),
            recordings: chapterRecordings,
            storage,
            scratchDir,
            codesUrl: row.recordingCodes ? row.appUrl : null,
          }),
        );
      }

      const output = (format: BookFormat) =>
        join(scratchDir, `book.${format}.${BOOK_FILE_EXTENSIONS[format]}`);
      await step(FORMAT_STEPS[0]);
      const interior = await writePdf(book, { edition: 'standard', bleed: row.bleed }, output('pdf'));
      // The cover is sized from the reading edition's pages, and its front is the EPUB's cover (decision 1015);
      // the EPUB's page list follows that edition's pages (decision 1016).
      await step(FORMAT_STEPS[1]);
      await writeCoverPdf(book, interior.pages, output('cover'));
      book.coverImagePath = join(scratchDir, 'cover.png');
      await writeCoverImage(book, book.coverImagePath);
      book.printPages = interior.printPages;
      // The large-print edition has its own cover, its spine sized from its own (larger) page count.
      await step(FORMAT_STEPS[2]);
      const largePrint = await writePdf(
        book,
        { edition: 'large-print', bleed: row.bleed },
        output('large-print-pdf'),
      );
      await writeCoverPdf(book, largePrint.pages, output('large-print-cover'), 'large-print');
      await step(FORMAT_STEPS[3]);
      await writeEpub(book, output('epub'));
      await step(FORMAT_STEPS[4]);
      await writeKeepsake(book, output('keepsake'));
      await step(FORMAT_STEPS[5]);
      const pictures = await renderPreview(output('pdf'), join(scratchDir, 'preview'), BOOK_PREVIEW_PAGES);

      const made = [
        ...BOOK_FORMATS.map((format) => ({
          kind: format as string,
          path: output(format),
          extension: BOOK_FILE_EXTENSIONS[format],
        })),
        ...pictures.map((path, index) => ({ kind: `preview-${index + 1}`, path, extension: 'png' })),
      ];
      const files = [];
      for (const file of made) {
        const storageKey = `${userId}/${randomUUID()}.${file.extension}`;
        const { size } = await stat(file.path);
        await storage.putFile(storageKey, file.path);
        stored.push(storageKey);
        files.push({ kind: file.kind, storageKey, sizeBytes: size });
      }
      const replaced = await repository.finish(bookId, attempt, files, [...sources.values()]);
      if (!replaced) throw new Superseded();
      stored.length = 0;
      await removeStored(replaced);
    } catch (error) {
      await removeStored(stored);
      if (error instanceof Superseded) return;
      log.error({ err: error, projectId }, 'could not make the book');
      // These two say what to do in the person's own terms; anything else is ours to look into.
      const told = error instanceof BookMakingError || error instanceof TypesettingLimitError;
      await repository.fail(bookId, attempt, told ? error.message : BOOK_FAILED_MESSAGE);
    } finally {
      await rm(scratchDir, { recursive: true, force: true });
    }
  };
}
