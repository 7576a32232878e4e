/**
 * Output schemas of the AI engine's operations. Both providers (offline and
 * OpenAI-compatible) must return values that pass these schemas; the
 * OpenAI-compatible provider validates the model's JSON against them and falls
 * back to the offline provider when it does not.
 */
import { z } from 'zod';
import { chapterActionSchema } from './chapter-actions.ts';

export const memoryAnalysisSchema = z.object({
  whenHappened: z.string().nullable(),
  whereHappened: z.string().nullable(),
  peopleInvolved: z.array(z.string()),
  topics: z.array(z.string()),
});
export type MemoryAnalysis = z.infer<typeof memoryAnalysisSchema>;

export const nextChapterSuggestionSchema = z.object({
  suggestion: z.string().min(1),
  topics: z.array(z.string()),
});
export type NextChapterSuggestion = z.infer<typeof nextChapterSuggestionSchema>;
export const nextChapterSuggestionsSchema = z.array(nextChapterSuggestionSchema);

export const missingMomentsSchema = z.array(z.string().min(1));

export const projectSuggestionsSchema = z.array(z.string().min(1));

/**
 * Clio's reply: words only. What a message changes is read from the person's own
 * "Yes, please …" by the studio (shared/proposal.ts), never from an AI.
 */
export const chatReplySchema = z.object({
  message: z.string().min(1),
  /** A chapter proposal for the person to accept or decline (docs/decisions/907); the studio checks its ids. */
  action: chapterActionSchema.optional(),
});
export type ChatReply = z.infer<typeof chatReplySchema>;
