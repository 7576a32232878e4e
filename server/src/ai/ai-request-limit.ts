/**
 * How many AI requests one person may have in flight at once (chat, chat
 * suggestions, the dashboard's panels). More answer 429 with a sentence, so one
 * account (or one script) cannot keep the AI worker pool to itself. Counted in
 * this process: each instance has its own pool to protect.
 */
import { AppError } from '../lib/app-error.ts';

export const AI_REQUESTS_PER_ACCOUNT = 2;
export const AI_STILL_WORKING_MESSAGE =
  'Clio is still working on your last request. Please wait a moment and try again.';

export interface AiRequestLimit {
  /** Runs `work` if this person has fewer than the limit in flight; otherwise refuses with 429. */
  run<T>(userId: string, work: () => Promise<T>): Promise<T>;
  inFlight(userId: string): number;
}

export function createAiRequestLimit(perAccount = AI_REQUESTS_PER_ACCOUNT): AiRequestLimit {
  const running = new Map<string, number>();
  return {
    async run(userId, work) {
      const count = running.get(userId) ?? 0;
      if (count >= perAccount) throw new AppError('RATE_LIMITED', AI_STILL_WORKING_MESSAGE);
      running.set(userId, count + 1);
      try {
        return await work();
      } finally {
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      }
    },
    inFlight: (userId) => running.get(userId) ?? 0,
  };
}
