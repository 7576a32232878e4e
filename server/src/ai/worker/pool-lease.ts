/**
 * A share of a worker pool that someone else owns (the API tests build many apps on one pool). It runs its tasks
 * on that pool, and its `close()` does for its own tasks what closing a pool does for all of them: those still
 * waiting or running, and every later one, are refused at once with the busy sentence. The pool keeps running for
 * the other shares. This matters at shutdown: the app closes the AI engine before the job queue, so that a job
 * reading with the AI fails at once and is handed back, instead of finishing after the database has gone.
 */
import { AppError } from '#server/lib/app-error.ts';
import { AI_BUSY_MESSAGE, type AiWorkerPool } from './ai-worker-pool.ts';

export function leaseOf(pool: AiWorkerPool): AiWorkerPool {
  const refusals = new Set<(error: Error) => void>();
  let closed = false;
  const busy = () => new AppError('UNAVAILABLE', AI_BUSY_MESSAGE);

  return {
    run(task, ...args) {
      if (closed) return Promise.reject(busy());
      return new Promise((resolve, reject) => {
        refusals.add(reject);
        pool
          .run(task, ...args)
          .then(resolve, reject)
          .finally(() => refusals.delete(reject));
      });
    },
    warmUp() {
      if (!closed) pool.warmUp();
    },
    stats: () => pool.stats(),
    async close() {
      closed = true;
      for (const refuse of refusals) refuse(busy());
      refusals.clear();
    },
  };
}
