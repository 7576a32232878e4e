/**
 * The book's contents gathered from a project, chapter by chapter: each chapter's current draft (or, with no
 * draft yet, its memories' own words in the chapter's order) and its recordings made ready as MP3s in the
 * make's scratch folder.
 */
import { join } from 'node:path';
import { toBookMp3 } from '#server/book/book-audio.ts';
import type { BookChapter, BookParagraph } from '#server/book/book-document.ts';
import { paragraphRuns, plainParagraphs } from '#server/book/paragraph-runs.ts';
import type { StorageProvider } from '#server/storage/storage-provider.ts';
import { type EmptyChapter, listenPagePath } from '#shared/book.ts';
import { type MemoryRef, memoryKey } from '#shared/manuscript.ts';
import type { ManuscriptRepository } from '../manuscript/manuscript.repository.ts';
import type { ChapterRecordingRow } from './book.repository.ts';

/** A failure the person can act on: its message is shown as it is. */
export class BookMakingError extends Error {}

/** Where a chapter's recordings can be heard on the family's server. */
export const chapterListenUrl = (appUrl: string, projectId: string, chapterId: string) =>
  `${appUrl.replace(/\/+$/, '')}${listenPagePath(projectId, chapterId)}`;

/** A paragraph of the book with the memory it came from (its draft paragraph's first source), for its story. */
export type SourcedParagraph = BookParagraph & { memory?: MemoryRef };

/**
 * A chapter's words for the book: its current draft's paragraphs (or, with no draft yet, its checked memories'
 * own words), leaving out what the person left out; each with the memory it came from.
 */
export async function chapterParagraphs(deps: {
  userId: string;
  chapterId: string;
  manuscript: ManuscriptRepository;
}): Promise<SourcedParagraph[]> {
  const { userId, chapterId, manuscript } = deps;
  const draft = await manuscript.latestDraft(chapterId);
  // A paragraph made from a memory the person left out stays out of the book, even in an older draft.
  const leftOut = draft ? await manuscript.leftOutKeys(userId, chapterId) : new Set<string>();
  return draft
    ? draft.paragraphs
        .filter((paragraph) => paragraph.text.trim())
        .filter((paragraph) => !paragraph.sources.some((source) => leftOut.has(memoryKey(source))))
        .map((paragraph) => ({ ...paragraphRuns(paragraph), memory: paragraph.sources[0] }))
    : // A transcript the person has not checked may hold misheard words: the book waits for their check
      // (decision 807); the recording itself still goes in.
      (await manuscript.draftSources(userId, chapterId))
        .filter((source) => source.checked)
        .flatMap((source) =>
          plainParagraphs(source.text).map((paragraph) => ({
            ...paragraph,
            memory: { kind: source.kind, id: source.id },
          })),
        );
}

/**
 * The chapters with no words yet (no paragraph with text and no recording), each with its place in the
 * project's chapter order: they are left out of the book (docs/decisions/1005).
 */
export async function chaptersWithoutWords(deps: {
  userId: string;
  chapters: readonly { id: string; title: string }[];
  recordings: readonly ChapterRecordingRow[];
  manuscript: ManuscriptRepository;
}): Promise<EmptyChapter[]> {
  const empty: EmptyChapter[] = [];
  for (const [index, chapter] of deps.chapters.entries()) {
    if (deps.recordings.some((recording) => recording.chapterId === chapter.id)) continue;
    const paragraphs = await chapterParagraphs({
      userId: deps.userId,
      chapterId: chapter.id,
      manuscript: deps.manuscript,
    });
    if (paragraphs.length === 0) empty.push({ position: index + 1, title: chapter.title });
  }
  return empty;
}

export async function gatherChapter(deps: {
  userId: string;
  projectId: string;
  chapter: { id: string; title: string };
  /** Its number in the book, counting only the chapters that have words. */
  number: number;
  /** Its place among the project's chapters, as the person's chapter list numbers it (for a message). */
  position: number;
  paragraphs: BookParagraph[];
  recordings: readonly ChapterRecordingRow[];
  storage: StorageProvider;
  scratchDir: string;
  /** The server's address for the printed codes, or null when the person chose none. */
  codesUrl: string | null;
}): Promise<BookChapter> {
  const { chapter, number, paragraphs } = deps;

  const recordings: BookChapter['recordings'] = [];
  for (const [index, recording] of deps.recordings.entries()) {
    const fileName = `chapter-${String(number).padStart(2, '0')}-recording-${index + 1}.mp3`;
    const localPath = join(deps.scratchDir, fileName);
    try {
      const { durationSeconds } = await deps.storage.withLocalFile(recording.storageKey, (original) =>
        toBookMp3(original, localPath),
      );
      recordings.push({
        title: recording.title,
        localPath,
        fileName,
        durationSeconds,
        transcript: recording.transcript,
      });
    } catch {
      throw new BookMakingError(
        `The recording “${recording.title}” in chapter ${deps.position} could not be read for the book. Please check that it plays in My Memories (or take it out of the chapter), then make the book again.`,
      );
    }
  }
  return {
    number,
    title: chapter.title,
    paragraphs,
    recordings,
    recordingsUrl:
      deps.codesUrl && recordings.length > 0
        ? chapterListenUrl(deps.codesUrl, deps.projectId, chapter.id)
        : null,
  };
}
