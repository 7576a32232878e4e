/**
 * The dashboard's endpoints and its pure rules and constants,
 * shared by the server routes and the client panels.
 */
import { z } from 'zod';
import { missingMomentsSchema, nextChapterSuggestionSchema } from './ai.ts';

/** The dashboard shows the first 12 topics, then "+N more". */
export const DASHBOARD_TOPICS_SHOWN = 12;
/** The dashboard shows the first 6 missing moments. */
export const DASHBOARD_MISSING_MOMENTS_SHOWN = 6;
/**
 * The ring counts every memory in the person's collection (typed, recorded, uploaded, or told in an interview)
 * towards this many, so each one she adds moves it by a twentieth (decision 204; the first design counted
 * only interviews, towards five).
 */
export const MEMORIES_FOR_COMPLETE_STORY = 20;

/**
 * POST /api/generate-next-chapter response: the ideas no memory answers yet (decision 203), and `answeredAll`,
 * true when there were ideas and a memory answers every one, so the Dashboard says that instead of asking a
 * question again (decision 206).
 */
export const nextChapterResponseSchema = z.object({
  suggestions: z.array(nextChapterSuggestionSchema),
  answeredAll: z.boolean(),
});
export type NextChapterResponse = z.infer<typeof nextChapterResponseSchema>;

/** POST /api/generate-missing-moments response. */
export const missingMomentsResponseSchema = z.object({ missingMoments: missingMomentsSchema });
export type MissingMomentsResponse = z.infer<typeof missingMomentsResponseSchema>;

/** Decision 204: memories ÷ 20 × 100, capped at 100, as a whole percentage. */
export function storyProgressPercent(memories: number): number {
  if (!Number.isFinite(memories) || memories <= 0) return 0;
  return Math.min(100, Math.round((memories / MEMORIES_FOR_COMPLETE_STORY) * 100));
}

/** GET /api/dashboard/progress: the person's memories by kind, and the ring's share of a complete story. */
export const storyProgressSchema = z.object({
  interviews: z.number().int().min(0),
  writtenMemories: z.number().int().min(0),
  /** Recordings made in the browser (Record a Memory): not uploaded files, though kept as files. */
  recordings: z.number().int().min(0),
  uploadedFiles: z.number().int().min(0),
  total: z.number().int().min(0),
  percent: z.number().int().min(0).max(100),
});
export type StoryProgress = z.infer<typeof storyProgressSchema>;

/** The counts, with their total and the ring's percentage worked out by the one rule above. */
export function storyProgress(counts: Omit<StoryProgress, 'total' | 'percent'>): StoryProgress {
  const total = counts.interviews + counts.writtenMemories + counts.recordings + counts.uploadedFiles;
  return { ...counts, total, percent: storyProgressPercent(total) };
}

/** Questions compare by their words alone: case, spacing and a closing mark do not make another question. */
function questionWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.?!\s]+$/, '');
}

/**
 * Decision 203: a question is answered as soon as an answer to it is saved, whatever the answer's words. A
 * suggestion such as "Your earliest memory. What is the very first thing you remember…?" is answered by an answer
 * to the whole of it, or to its question alone (as an interview asks it).
 */
export function isQuestionAnswered(question: string, answeredQuestions: readonly string[]): boolean {
  const asked = questionWords(question);
  if (!asked) return false;
  return answeredQuestions.some((answered) => {
    const words = questionWords(answered);
    if (!words) return false;
    return words === asked || asked.endsWith(`. ${words}`) || words.endsWith(`. ${asked}`);
  });
}

/**
 * Decision 203: a missing moment ("Your earliest memory") is covered once a question about it is answered: the
 * suggestion that names it first ("Your earliest memory. What is …?"), or the moment itself.
 */
export function isMomentAnswered(moment: string, answeredQuestions: readonly string[]): boolean {
  const named = questionWords(moment);
  if (!named) return false;
  return answeredQuestions.some((answered) => {
    const words = questionWords(answered);
    return words === named || words.startsWith(`${named}. `);
  });
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
