/**
 * What a chapter still needs (issue 13, part 4; docs/decisions/905): six things a chapter of a memoir
 * is better for having, each met or not by the chapter's memories, and the questions that would fill
 * the ones not met. The server decides them; this is what the API sends and the words the chat uses.
 */
import { z } from 'zod';

/** The six things, in the order the checklist shows them. */
export const CHAPTER_NEED_ITEMS = ['when', 'where', 'who', 'scene', 'feelings', 'meaning'] as const;
export type ChapterNeedItem = (typeof CHAPTER_NEED_ITEMS)[number];

/** How each thing is named on the checklist. */
export const CHAPTER_NEED_LABELS: Record<ChapterNeedItem, string> = {
  when: 'When it happened',
  where: 'Where it happened',
  who: 'Who was there',
  scene: 'A scene you can see, hear or smell',
  feelings: 'How you felt',
  meaning: 'What it meant to you',
};

/**
 * A chapter is thin when this many of the six or more are still needed: Clio offers to help with it and
 * the interview asks its questions.
 */
export const THIN_CHAPTER_NEEDS = 3;

export const chapterNeedSchema = z.object({
  item: z.enum(CHAPTER_NEED_ITEMS),
  met: z.boolean(),
  /** Why, in plain words ("“Mum's kitchen” says when: 1958."). */
  reason: z.string(),
});
export type ChapterNeed = z.infer<typeof chapterNeedSchema>;

export const chapterNeedQuestionSchema = z.object({
  item: z.enum(CHAPTER_NEED_ITEMS),
  question: z.string(),
});
export type ChapterNeedQuestion = z.infer<typeof chapterNeedQuestionSchema>;

/** GET …/chapters/{chapterId}/needs: the six things in order, and a question for each one still needed. */
export const chapterNeedsSchema = z.object({
  /** How many of the chapter's memories were read (0: the chapter holds none with words yet). */
  memories: z.number().int(),
  items: z.array(chapterNeedSchema),
  questions: z.array(chapterNeedQuestionSchema),
});
export type ChapterNeeds = z.infer<typeof chapterNeedsSchema>;

export const stillNeeded = (needs: ChapterNeeds) => needs.items.filter((need) => !need.met).length;
export const isThinChapter = (needs: ChapterNeeds) => stillNeeded(needs) >= THIN_CHAPTER_NEEDS;

/**
 * The thin chapters (THIN_CHAPTER_NEEDS or more still needed), those needing most first, then in the
 * order given; at most `limit`.
 */
export function thinnestChapters<T extends { needs: ChapterNeeds }>(
  chapters: readonly T[],
  limit: number,
): T[] {
  return chapters
    .map((chapter, order) => ({ chapter, order }))
    .filter(({ chapter }) => isThinChapter(chapter.needs))
    .sort((a, b) => stillNeeded(b.chapter.needs) - stillNeeded(a.chapter.needs) || a.order - b.order)
    .slice(0, limit)
    .map(({ chapter }) => chapter);
}

/** The chip Clio offers for a thin chapter, worded as the person would say it. */
export const chapterNeedsChip = (chapterNumber: number) =>
  `Help me with what chapter ${chapterNumber} still needs`;

/** At most this many suggestion chips under Clio's reply, whichever provider chose them. */
export const MAX_SUGGESTION_CHIPS = 4;

/**
 * Chips from elsewhere (a model's) with the thin chapter's chip among them: second, so it is seen, and
 * still at most MAX_SUGGESTION_CHIPS.
 */
export function withChapterNeedsChip(chips: readonly string[], thinChapter: number | null): string[] {
  if (thinChapter === null) return [...chips];
  const chip = chapterNeedsChip(thinChapter);
  const others = chips.filter((c) => c !== chip);
  return [...others.slice(0, 1), chip, ...others.slice(1)].slice(0, MAX_SUGGESTION_CHIPS);
}

const ASKS_CHAPTER_NEEDS = /\bwhat\s+chapter\s+(\d{1,3})\s+still\s+needs\b/i;

/** The chapter number a message asks Clio about ("Help me with what chapter 2 still needs"), or null. */
export function readChapterNeedsRequest(message: string): number | null {
  const found = ASKS_CHAPTER_NEEDS.exec(message);
  return found ? Number(found[1]) : null;
}
