/**
 * How sure a time phrase is, and the shapes a reading of the time takes: shared by the phrase patterns and by
 * the choice between what they find.
 */

/**
 * How sure a phrase is as the time of the memory: lower wins; within a tier the
 * earlier phrase wins.
 */
export const TIER = {
  /** A year with a month, season or holiday, a range or a decade: "Summer 1965". */
  dated: 1,
  /** A year alone: "1956". */
  bareYear: 2,
  /** A historical event: "the day Kennedy was shot". */
  event: 3,
  /** The writer's age: "when I was seven". */
  age: 4,
  /** A stage of life: "as a boy", "third grade", "during the war". */
  stage: 5,
  /** A personal milestone: "our fortieth anniversary". */
  personal: 6,
  /** A season or holiday with no year: "Summer", "Christmas Eve". */
  yearless: 7,
  /** A time counted back from now: "two years ago". */
  relative: 8,
} as const;
export type Tier = (typeof TIER)[keyof typeof TIER];

/** When a memory happened: the label the writer would say, and what it tells as values. */
export interface When {
  /** "Summer 1965", "Christmas when I was six", "the 1960s", "during the war". */
  label: string;
  tier: Tier;
  year?: number;
  /** The writer's age, as a number: "when I was seven" → 7. */
  age?: number;
  /** The season or holiday the time names: "Summer", "Christmas Eve". */
  occasion?: string;
}

/** What a phrase says about the time; its tier comes from the rule that read it. */
export type Reading = Omit<When, 'tier'>;

/** A phrase rule: [pattern, what a match says (null = not a time), tier]. */
export type PhraseRule = [RegExp, (m: RegExpMatchArray, s: string) => Reading | null, Tier];
