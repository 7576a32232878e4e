/**
 * Her life in order (docs/decisions/911): the order chapters and the memories within them take until she moves
 * one herself. Pure, so the studio, the drafts and the book all read the same order from it.
 */
import { yearSpan } from '#server/ai/rules/year-span.ts';

/** The year a memory starts in, from its Memory DNA's when (a range counts from its first year). */
export const memoryYear = (whenHappened: string | null | undefined): number | null =>
  yearSpan(whenHappened)?.from ?? null;

/**
 * The items in the order their years run; an item without a year keeps its place, and the dated items take the
 * dated places in year order. Items of the same year keep the order they had.
 */
export function inLifeOrder<T>(items: readonly T[], yearOf: (item: T) => number | null): T[] {
  const dated = items
    .map((item, index) => ({ item, index, year: yearOf(item) }))
    .filter((d): d is { item: T; index: number; year: number } => d.year !== null);
  const sorted = dated.slice().sort((a, b) => a.year - b.year || a.index - b.index);
  const result = items.slice();
  dated.forEach((slot, i) => {
    result[slot.index] = sorted[i]!.item;
  });
  return result;
}

/**
 * The year a chapter stands for: the middle year of its dated memories (the lower middle for an even count).
 * The middle, not the earliest, so one misread year ("a peasant from nineteen ten" in a 1969 chapter) cannot
 * carry a whole chapter to the front of the book.
 */
export function chapterYear(memoryYears: readonly (number | null)[]): number | null {
  const years = memoryYears.filter((year): year is number => year !== null).sort((a, b) => a - b);
  if (years.length === 0) return null;
  return years[Math.floor((years.length - 1) / 2)]!;
}

/** Whether two orders differ. */
export const orderChanged = (before: readonly string[], after: readonly string[]) =>
  before.length !== after.length || before.some((key, i) => key !== after[i]);
