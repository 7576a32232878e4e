import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { AiProvider } from '#server/ai/ai-provider.ts';
import { AI_BUSY_MESSAGE } from '#server/ai/worker/ai-worker-pool.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { createMemoryAnalysisRepository } from './memory-analysis.repository.ts';

const payloadSchema = z.object({ userId: z.uuid() });
/** Memories read per query: small batches keep each transaction and each message to the pool short. */
const BATCH = 50;
/**
 * Memories read per run before the job queues itself again: the queue runs one job at a time, so a person's
 * large import must not hold up everybody's transcriptions for long.
 */
const PER_RUN = 500;

/**
 * Background job: reads every memory of one person that has no stored analysis
 * yet (an import adds this job when it commits), in the AI worker pool, and
 * stores each analysis. A memory whose reading fails is stored with an empty
 * analysis, so it is not read again and again. Stopped midway (shutdown), the
 * job is retried and goes on where it stopped. After PER_RUN memories it queues
 * itself again, so other jobs (transcriptions) take their turn in between.
 */
export function createMemoryAnalysisTask(deps: {
  repository: ReturnType<typeof createMemoryAnalysisRepository>;
  ai: AiProvider;
  log: { warn(obj: object, msg?: string): void };
}): Task {
  const { repository, ai, log } = deps;
  return async (rawPayload) => {
    const { userId } = payloadSchema.parse(rawPayload);
    for (let read = 0; ; read += BATCH) {
      if (read >= PER_RUN) {
        // Behind whatever else is waiting; the next run goes on from here.
        await repository.queue(userId);
        return;
      }
      const batch = await repository.unanalysed(userId, BATCH);
      if (batch.length === 0) return;
      for (const memory of batch) {
        let analysis: Awaited<ReturnType<AiProvider['readMemory']>>;
        try {
          analysis = await ai.readMemory(userId, memory.text);
        } catch (error) {
          // A busy pool is no fault of the memory: the job is retried later and goes on from here.
          if (error instanceof AppError && error.message === AI_BUSY_MESSAGE) throw error;
          log.warn({ err: error, memoryId: memory.id }, 'a memory could not be read for the AI');
          analysis = { whenHappened: null, whereHappened: null, peopleInvolved: [], topics: [] };
        }
        await repository.store(userId, memory, analysis);
      }
    }
  };
}
