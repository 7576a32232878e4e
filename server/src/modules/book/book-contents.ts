/**
 * The book's contents gathered from a project, chapter by chapter: each chapter's current draft (or, with no
 * draft yet, its memories' own words in the chapter's order) and its recordings made ready as MP3s in the
 * make's scratch folder.
 */
import { join } from 'node:path';
import { toBookMp3 } from '#server/book/book-audio.ts';
import type { BookChapter } from '#server/book/book-document.ts';
import { paragraphRuns, plainParagraphs } from '#server/book/paragraph-runs.ts';
import type { StorageProvider } from '#server/storage/storage-provider.ts';
import { listenPagePath } from '#shared/book.ts';
import { memoryKey } from '#shared/manuscript.ts';
import type { ManuscriptRepository } from '../manuscript/manuscript.repository.ts';
import type { ChapterRecordingRow } from './book.repository.ts';

/** A failure the person can act on: its message is shown as it is. */
export class BookMakingError extends Error {}

/** Where a chapter's recordings can be heard on the family's server. */
export const chapterListenUrl = (appUrl: string, projectId: string, chapterId: string) =>
  `${appUrl.replace(/\/+$/, '')}${listenPagePath(projectId, chapterId)}`;

export async function gatherChapter(deps: {
  userId: string;
  projectId: string;
  chapter: { id: string; title: string };
  number: number;
  recordings: readonly ChapterRecordingRow[];
  manuscript: ManuscriptRepository;
  storage: StorageProvider;
  scratchDir: string;
  /** The server's address for the printed codes, or null when the person chose none. */
  codesUrl: string | null;
}): Promise<BookChapter> {
  const { userId, chapter, number, manuscript } = deps;
  const draft = await manuscript.latestDraft(chapter.id);
  // A paragraph made from a memory the person left out stays out of the book, even in an older draft.
  const leftOut = draft ? await manuscript.leftOutKeys(userId, chapter.id) : new Set<string>();
  const paragraphs = draft
    ? draft.paragraphs
        .filter((paragraph) => paragraph.text.trim())
        .filter((paragraph) => !paragraph.sources.some((source) => leftOut.has(memoryKey(source))))
        .map(paragraphRuns)
    : // A transcript the person has not checked may hold misheard words: the book waits for their check
      // (decision 807); the recording itself still goes in.
      (await manuscript.draftSources(userId, chapter.id))
        .filter((source) => source.checked)
        .flatMap((source) => plainParagraphs(source.text));

  const recordings: BookChapter['recordings'] = [];
  for (const [index, recording] of deps.recordings.entries()) {
    const fileName = `chapter-${String(number).padStart(2, '0')}-recording-${index + 1}.mp3`;
    const localPath = join(deps.scratchDir, fileName);
    try {
      const { durationSeconds } = await deps.storage.withLocalFile(recording.storageKey, (original) =>
        toBookMp3(original, localPath),
      );
      recordings.push({ title: recording.title, localPath, fileName, durationSeconds });
    } catch {
      throw new BookMakingError(
        `The recording “${recording.title}” in chapter ${number} could not be read for the book. Please check that it plays in My Memories (or take it out of the chapter), then make the book again.`,
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
