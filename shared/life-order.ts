/**
 * "Your life in order" (docs/decisions/912): her memories by year, with the dates that look wrong flagged and the
 * years she may mean, so she can fix one in one step (saved to Memory DNA with the version check).
 */
import { z } from 'zod';
import { CHAPTER_MEMORY_KINDS } from './manuscript.ts';

export const DATE_FLAG_RULES = ['someone-else', 'before-birth', 'years-apart'] as const;
export type DateFlagRule = (typeof DATE_FLAG_RULES)[number];

export const dateFlagSchema = z.object({
  rule: z.enum(DATE_FLAG_RULES),
  /** What looks wrong, said to her. */
  message: z.string(),
  /** Years her words name that she may mean instead. */
  years: z.array(z.number().int()),
});
export type DateFlag = z.infer<typeof dateFlagSchema>;

export const lifeOrderMemorySchema = z.object({
  kind: z.enum(CHAPTER_MEMORY_KINDS),
  id: z.string(),
  name: z.string(),
  /** "Memory Fragment", "Uploaded File", "Recording" or "Interview". */
  source: z.string(),
  whenHappened: z.string().nullable(),
  /** The year it is placed at in her life (a range counts from its first year); null when undated. */
  year: z.number().int().nullable(),
  /**
   * The Memory DNA a year fix sends back unchanged, with the version it is based on; null for an interview
   * answer, which has no Memory DNA of its own (its year is fixed through `answer`).
   */
  dna: z
    .object({
      whereHappened: z.string().nullable(),
      peopleInvolved: z.array(z.string()),
      version: z.number().int(),
    })
    .nullable(),
  /**
   * For an interview answer: its interview and the version a year fix is based on (decision 913); null for the
   * other kinds.
   */
  answer: z.object({ interviewId: z.string(), version: z.number().int() }).nullable(),
  flags: z.array(dateFlagSchema),
});
export type LifeOrderMemory = z.infer<typeof lifeOrderMemorySchema>;

/** GET /api/life-order: her memories by year (undated last), and the birth year the flags went by. */
export const lifeOrderSchema = z.object({
  birthYear: z.number().int().nullable(),
  /** Where the birth year came from: her profile, her own "I was born …", or nowhere. */
  birthYearFrom: z.enum(['profile', 'memory']).nullable(),
  memories: z.array(lifeOrderMemorySchema),
});
export type LifeOrder = z.infer<typeof lifeOrderSchema>;

/** A year she picks or types: four digits, not in the future, not before anyone she knew. */
export const LIFE_YEAR_MIN = 1800;
export const lifeYearSchema = z
  .string()
  .trim()
  .regex(/^\d{4}$/, 'Please type the year as four digits, like 1952.')
  .refine((year) => Number(year) >= LIFE_YEAR_MIN && Number(year) <= new Date().getFullYear(), {
    message: `Please type a year between ${LIFE_YEAR_MIN} and this year.`,
  });

/**
 * PUT /api/interviews/:id/answers/:answerId/year (decision 913): the year she gives an interview answer, with the
 * answer's version she read, so a fix made from an older copy is refused (409) instead of overwriting.
 */
export const answerYearSchema = z.object({
  year: lifeYearSchema,
  version: z
    .number({ error: 'The answer version must be a whole number.' })
    .int('The answer version must be a whole number.')
    .min(1, 'The answer version must be a whole number.'),
});
