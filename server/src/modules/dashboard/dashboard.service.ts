import type { z } from 'zod';
import type { AiProvider, MemoryForAi } from '#server/ai/ai-provider.ts';
import type { AiRequestLimit } from '#server/ai/ai-request-limit.ts';
import type { DashboardInsightKind } from '#server/db/schema/index.ts';
import { missingMomentsSchema, nextChapterSuggestionsSchema } from '#shared/ai.ts';
import {
  isMomentAnswered,
  isQuestionAnswered,
  type MissingMomentsResponse,
  type NextChapterResponse,
  type StoryProgress,
  storyProgress,
} from '#shared/dashboard.ts';
import type { MemoriesRepository } from '../memories/memories.repository.ts';
import type { DashboardRepository } from './dashboard.repository.ts';

/**
 * The dashboard's AI panels. Each answer is kept per person with the
 * fingerprint of the memories it was computed from, so a repeated visit costs
 * one hashing query; only new, changed or deleted memories bring a new answer.
 */
export function createDashboardService(deps: {
  repository: DashboardRepository;
  memories: Pick<MemoriesRepository, 'listForAi'>;
  ai: AiProvider;
  aiRequests: AiRequestLimit;
}) {
  const { repository, memories, ai, aiRequests } = deps;
  // Two requests for the same answer at once (both panels load together, a
  // second tab …) share one computation instead of asking the AI twice.
  const inFlight = new Map<string, Promise<unknown>>();

  async function cached<T>(
    userId: string,
    kind: DashboardInsightKind,
    schema: z.ZodType<T>,
    compute: (memories: MemoryForAi[]) => Promise<T>,
  ): Promise<T> {
    // Fingerprint first: a memory changed while the AI works leaves a stale
    // fingerprint behind, so the next visit computes again rather than trusting it.
    const fingerprint = await repository.memoriesFingerprint(userId);
    const stored = await repository.findInsight(userId, kind);
    if (stored?.memoriesFingerprint === fingerprint) {
      const parsed = schema.safeParse(stored.payload);
      if (parsed.success) return parsed.data;
    }
    const key = `${userId}:${kind}:${fingerprint}`;
    const running = inFlight.get(key) as Promise<T> | undefined;
    if (running) return running;
    // Only a new computation counts against the person's AI requests; joining one or a stored answer does not.
    const work = aiRequests.run(userId, async () => {
      const result = schema.parse(await compute(await memories.listForAi(userId)));
      await repository.saveInsight(userId, kind, fingerprint, result);
      return result;
    });
    inFlight.set(key, work);
    try {
      return await work;
    } finally {
      inFlight.delete(key);
    }
  }

  // The answered questions are read on every visit, after the cached answer: a recording's words are written
  // down later and an unchecked transcript is not read at all, yet its question is answered once it is saved.
  return {
    async nextChapter(userId: string): Promise<NextChapterResponse> {
      const [suggestions, answered] = await Promise.all([
        cached(userId, 'next-chapter', nextChapterSuggestionsSchema, (memories) =>
          ai.nextChapterSuggestions(userId, memories),
        ),
        repository.answeredQuestions(userId),
      ]);
      const open = suggestions.filter((idea) => !isQuestionAnswered(idea.suggestion, answered));
      return { suggestions: open, answeredAll: suggestions.length > 0 && open.length === 0 };
    },
    async missingMoments(userId: string): Promise<MissingMomentsResponse> {
      const [missingMoments, answered] = await Promise.all([
        cached(userId, 'missing-moments', missingMomentsSchema, (memories) =>
          ai.missingMoments(userId, memories),
        ),
        repository.answeredQuestions(userId),
      ]);
      return { missingMoments: missingMoments.filter((moment) => !isMomentAnswered(moment, answered)) };
    },
    /** The Progress panel (decision 204): every memory she adds moves the ring. */
    async progress(userId: string): Promise<StoryProgress> {
      return storyProgress(await repository.memoryCounts(userId));
    },
  };
}
