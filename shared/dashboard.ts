/**
 * The dashboard's endpoints (spec §7) and its pure rules and constants (spec §9),
 * shared by the server routes and the client panels.
 */
import { z } from 'zod';
import { missingMomentsSchema, nextChapterSuggestionSchema } from './ai.ts';

/** Spec §9: the dashboard shows the first 12 topics, then "+N more". */
export const DASHBOARD_TOPICS_SHOWN = 12;
/** Spec §9: the dashboard shows the first 6 missing moments. */
export const DASHBOARD_MISSING_MOMENTS_SHOWN = 6;
/** Spec §9: progress counts interviews (the spec's phone sessions, issue 12) towards this many. */
export const INTERVIEWS_FOR_COMPLETE_STORY = 5;

/** POST /api/generate-next-chapter response. */
export const nextChapterResponseSchema = z.object({ suggestions: z.array(nextChapterSuggestionSchema) });
export type NextChapterResponse = z.infer<typeof nextChapterResponseSchema>;

/** POST /api/generate-missing-moments response. */
export const missingMomentsResponseSchema = z.object({ missingMoments: missingMomentsSchema });
export type MissingMomentsResponse = z.infer<typeof missingMomentsResponseSchema>;

/** Spec §9: interviews ÷ 5 × 100, capped at 100, as a whole percentage. */
export function storyProgressPercent(interviews: number): number {
  if (!Number.isFinite(interviews) || interviews <= 0) return 0;
  return Math.min(100, Math.round((interviews / INTERVIEWS_FOR_COMPLETE_STORY) * 100));
}

export interface TopicCount {
  topic: string;
  count: number;
}

/**
 * Every topic of the given memories, most frequent first. Topics that differ
 * only in case or surrounding spaces are one topic, shown as first written;
 * ties keep the order in which the topics were first met.
 */
export function topicsByFrequency(topicLists: readonly (readonly string[])[]): TopicCount[] {
  const counts = new Map<string, TopicCount & { order: number }>();
  for (const topics of topicLists) {
    // One memory counts once per topic, however often it repeats the tag.
    const seenInMemory = new Set<string>();
    for (const raw of topics) {
      const topic = raw.trim();
      const key = topic.toLowerCase();
      if (!topic || seenInMemory.has(key)) continue;
      seenInMemory.add(key);
      const entry = counts.get(key);
      if (entry) entry.count += 1;
      else counts.set(key, { topic, count: 1, order: counts.size });
    }
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .map(({ topic, count }) => ({ topic, count }));
}

/** Today's question when the gaps cannot be read (issue 18): the one question anyone can answer. */
export const TODAYS_QUESTION_FALLBACK =
  'What is the very first thing you remember, and who was there with you?';
