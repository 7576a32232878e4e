/**
 * What each chapter still needs (docs/decisions/905): one chapter's checklist for the chapter screen, and the
 * thin chapters of a project or an account for Clio's chips and the interview's questions.
 */
import { type AiProvider, NEEDS_TEXT_CHARS } from '#server/ai/ai-provider.ts';
import type { AiRequestLimit } from '#server/ai/ai-request-limit.ts';
import type { Database } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { type ChapterNeeds, thinnestChapters } from '#shared/chapter-needs.ts';
import { CHAPTER_MEMORIES_MAX } from '#shared/manuscript.ts';
import { createManuscriptRepository, type NeedsSourceRow } from './manuscript.repository.ts';

export const NEEDS_UNAVAILABLE_MESSAGE =
  'The checklist for this chapter could not be made just now. Please try again.';

/**
 * Looking across many chapters (a chip, an interview's plan) reads less of each memory, and at most this many
 * chapters and memories, so the work stays bounded however big the account is (decision 522).
 */
const SURVEY_TEXT_CHARS = 2_000;
const SURVEY_CHAPTERS_MAX = 50;
const SURVEY_MEMORIES_MAX = 600;

/** A chapter and what it still needs; `number` is its place in its project's list (1 for the first). */
export interface ChapterWithNeeds {
  id: string;
  title: string;
  number: number;
  needs: ChapterNeeds;
}

const toNeedsMemory = ({ chapterId: _chapterId, ...memory }: NeedsSourceRow) => memory;

/**
 * The thin chapters (those needing most first), of one project or, with `projectId` null, of every project
 * of the person; at most `limit`. The caller runs it inside its own AI request (decision 523).
 */
export async function thinChapters(
  db: Database,
  ai: AiProvider,
  userId: string,
  projectId: string | null,
  limit: number,
): Promise<ChapterWithNeeds[]> {
  const repository = createManuscriptRepository(db);
  const chapters = await repository.chaptersOf(userId, projectId, SURVEY_CHAPTERS_MAX);
  if (chapters.length === 0) return [];
  const sources = await repository.needsSources(
    userId,
    chapters.map((chapter) => chapter.id),
    SURVEY_TEXT_CHARS,
    SURVEY_MEMORIES_MAX,
  );
  const needs = await ai.chapterNeeds(
    userId,
    chapters.map((chapter) => ({
      title: chapter.title,
      memories: sources.filter((source) => source.chapterId === chapter.id).map(toNeedsMemory),
    })),
  );
  // Numbers count within a project: across projects (the interview) only the order matters.
  const withNeeds = chapters.map((chapter, i) => ({ ...chapter, number: i + 1, needs: needs[i]! }));
  return thinnestChapters(withNeeds, limit);
}

/** One chapter's checklist, its memories read as the chapter screen reads them (the chapter is the person's). */
async function needsOf(db: Database, ai: AiProvider, userId: string, chapter: { id: string; title: string }) {
  const sources = await createManuscriptRepository(db).needsSources(
    userId,
    [chapter.id],
    NEEDS_TEXT_CHARS,
    CHAPTER_MEMORIES_MAX,
  );
  const [needs] = await ai.chapterNeeds(userId, [
    { title: chapter.title, memories: sources.map(toNeedsMemory) },
  ]);
  if (!needs) throw new Error('the engine gave no checklist');
  return needs;
}

/**
 * Chapter `number` of the person's project (as the studio numbers them) with its checklist, or null when the
 * project has no such chapter. The caller runs it inside its own AI request.
 */
export async function chapterByNumberWithNeeds(
  db: Database,
  ai: AiProvider,
  userId: string,
  projectId: string,
  number: number,
): Promise<ChapterWithNeeds | null> {
  const chapters = await createManuscriptRepository(db).chaptersOf(userId, projectId, number);
  const chapter = chapters[number - 1];
  if (!chapter) return null;
  return { ...chapter, number, needs: await needsOf(db, ai, userId, chapter) };
}

export function createChapterNeedsService(db: Database, ai: AiProvider, aiRequests: AiRequestLimit) {
  const repository = createManuscriptRepository(db);
  return {
    /** The chapter's checklist; another person's project or chapter answers 404. */
    async needs(userId: string, projectId: string, chapterId: string): Promise<ChapterNeeds> {
      const chapter = await repository.chapterOf(userId, projectId, chapterId);
      if (!chapter) throw notFound('That chapter');
      return aiRequests.run(userId, async () => {
        try {
          return await needsOf(db, ai, userId, chapter);
        } catch {
          // Said plainly: the checklist is a help, and trying again is safe.
          throw new AppError('UNAVAILABLE', NEEDS_UNAVAILABLE_MESSAGE);
        }
      });
    },
  };
}
