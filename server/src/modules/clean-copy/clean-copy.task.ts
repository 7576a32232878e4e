import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { CleanCopyRepository } from './clean-copy.repository.ts';
import type { CleanCopyService } from './clean-copy.service.ts';

const payloadSchema = z.object({ userId: z.uuid() });
/** Clean copies made per run before the job queues itself again, so other jobs take their turn between. */
const PER_RUN = 200;

/**
 * Background job (docs/decisions/908): makes every clean copy of one person that was not made from the words
 * she has now: after a save, a transcript written down or checked, an answer, an import, and for memories
 * made before clean copies existed. A failure (a busy pool) is retried by the queue.
 */
export function createCleanCopyTask(deps: {
  service: CleanCopyService;
  repository: CleanCopyRepository;
}): Task {
  return async (rawPayload) => {
    const { userId } = payloadSchema.parse(rawPayload);
    const done = await deps.service.refreshStale(userId, PER_RUN);
    if (!done) await deps.repository.queue(userId);
  };
}
