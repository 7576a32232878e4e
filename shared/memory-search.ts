/**
 * Searching My Memories (issue 16): words looked up with PostgreSQL's full-text search over names, text,
 * transcripts, interview answers and Memory DNA, filters, and the two orders a person may choose.
 */
import { z } from 'zod';
import { MEMORY_SOURCES } from './memory-rules.ts';

export const MEMORY_SEARCH_SORTS = ['best', 'added', 'happened'] as const;
export type MemorySearchSort = (typeof MEMORY_SEARCH_SORTS)[number];
export const MEMORY_SEARCH_SORT_LABELS: Record<MemorySearchSort, string> = {
  best: 'Best match',
  added: 'Date added, newest first',
  happened: 'When it happened, earliest first',
};
export const DNA_COMPLETENESS_LEVELS = ['Complete', 'Partial', 'None'] as const;
/** Results come a page at a time; the list asks for the next page as it is scrolled. */
export const MEMORY_SEARCH_PAGE = 100;
export const MEMORY_SEARCH_WORDS_MAX = 200;

const filterWord = (what: string) =>
  z
    .string()
    .trim()
    .max(100, `The ${what} to look for must be 100 characters or fewer.`)
    .optional()
    .transform((value) => value || undefined);

export const memorySearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(MEMORY_SEARCH_WORDS_MAX, `Please search with ${MEMORY_SEARCH_WORDS_MAX} characters or fewer.`)
    .default(''),
  source: z
    .enum(MEMORY_SOURCES, { error: 'Choose a source: Interview, Memory Fragment or Uploaded File.' })
    .optional(),
  topic: filterWord('topic'),
  person: filterWord('person'),
  decade: z.coerce
    .number({ error: 'A decade is a year ending in 0, such as 1960.' })
    .int('A decade is a year ending in 0, such as 1960.')
    .min(1800, 'A decade is a year ending in 0, such as 1960.')
    .max(2100, 'A decade is a year ending in 0, such as 1960.')
    .refine((year) => year % 10 === 0, 'A decade is a year ending in 0, such as 1960.')
    .optional(),
  dna: z
    .enum(DNA_COMPLETENESS_LEVELS, {
      error: 'Choose how complete the Memory DNA is: Complete, Partial or None.',
    })
    .optional(),
  /** Without it: best match when there are words, else date added. */
  sort: z
    .enum(MEMORY_SEARCH_SORTS, { error: 'Sort by best match, date added or when it happened.' })
    .optional(),
  offset: z.coerce
    .number({ error: 'That page of results does not exist.' })
    .int('That page of results does not exist.')
    .min(0, 'That page of results does not exist.')
    .max(100_000, 'That page of results does not exist.')
    .default(0),
});
export type MemorySearchQuery = z.input<typeof memorySearchQuerySchema>;

/** A stretch of shown text; `match` marks the words the search found (highlighted, never sent as HTML). */
export const markedTextSchema = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type MarkedText = z.infer<typeof markedTextSchema>;

export const memorySearchResultSchema = z.object({
  id: z.string(),
  source: z.enum(MEMORY_SOURCES),
  /** The memory's name with the found words marked (an interview's is named on the client). */
  name: markedTextSchema,
  /** A few lines of the text around the found words, or its first words when only filters were given. */
  excerpt: markedTextSchema,
});

export const memorySearchAnswerSchema = z.object({
  /** How many memories match in all; `results` holds one page of them. */
  total: z.number().int(),
  results: z.array(memorySearchResultSchema),
});
export type MemorySearchAnswer = z.infer<typeof memorySearchAnswerSchema>;

/** The sentence shown when nothing matches, saying what to do. */
export function noMatchesSentence(words: string, filtered: boolean): string {
  if (words && filtered) return `No memories match ‘${words}’. Try fewer words or clear the filters.`;
  if (words) return `No memories match ‘${words}’. Try fewer or different words.`;
  return 'No memories match these filters. Try clearing one of them.';
}
