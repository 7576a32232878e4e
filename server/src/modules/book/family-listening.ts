/**
 * The listening page a printed code opens, for the storyteller's family (docs/decisions/1017): a member of the
 * owner's circle, in any role, hears a chapter's recordings there once the storyteller has released the chapter
 * to the family (decision 1510: the chapter and every memory in it are open to them). Anyone else learns
 * nothing: the caller answers 404 as for a chapter that is not theirs.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { ChapterRecordings } from '#shared/book.ts';
import { sharedAudioUrl } from '#shared/family-api.ts';
import { createSharedWithMeRepository } from '../shared-with-me/shared-with-me.repository.ts';
import type { BookRepository } from './book.repository.ts';

export function createFamilyListening(db: Database, now: () => Date, books: BookRepository) {
  const shared = createSharedWithMeRepository(db, now);
  return async (
    memberId: string,
    projectId: string,
    chapterId: string,
  ): Promise<ChapterRecordings | undefined> => {
    const { rows } = await db.execute(
      sql`select user_id as "ownerId" from memoir_projects where id = ${projectId}`,
    );
    const ownerId = (rows[0] as { ownerId: string } | undefined)?.ownerId;
    if (!ownerId || ownerId === memberId) return undefined;
    if (!(await shared.membership(memberId, ownerId))) return undefined;
    const [chapter] = await shared.visibleChapters(ownerId, chapterId);
    if (!chapter || chapter.projectId !== projectId) return undefined;
    const recordings = [];
    for (const recording of await books.chapterRecordings(ownerId, [chapterId])) {
      // Only what the member may stream, through the family's own audio route.
      if (await shared.audioOf(ownerId, recording.kind, recording.id))
        recordings.push({
          title: recording.title,
          url: sharedAudioUrl(ownerId, recording.kind, recording.id),
        });
    }
    return { projectTitle: chapter.projectTitle, chapterTitle: chapter.title, recordings };
  };
}
export type FamilyListening = ReturnType<typeof createFamilyListening>;
