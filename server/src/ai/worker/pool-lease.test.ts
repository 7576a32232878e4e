import { describe, expect, it } from 'vitest';
import { AI_BUSY_MESSAGE, type AiWorkerPool } from './ai-worker-pool.ts';
import { leaseOf } from './pool-lease.ts';

const forAnn = { account: 'ann', priority: 'read' } as const;

/** A pool whose tasks finish only when the test says so: `finishAll(answer)`. */
function heldPool() {
  const waiting: Array<(answer: unknown) => void> = [];
  let closed = false;
  const pool = {
    run: () => new Promise((resolve) => waiting.push(resolve)),
    warmUp: () => {},
    stats: () => ({ workers: 1, running: waiting.length, waiting: 0 }),
    close: async () => {
      closed = true;
    },
  } as unknown as AiWorkerPool;
  return {
    pool,
    finishAll: (answer: unknown) => {
      for (const finish of waiting.splice(0)) finish(answer);
    },
    isClosed: () => closed,
  };
}

describe('a lease on a shared AI worker pool', () => {
  it('refuses its own work in flight and to come when closed, and leaves the pool and the other leases running', async () => {
    const shared = heldPool();
    const closing = leaseOf(shared.pool);
    const staying = leaseOf(shared.pool);
    const cut = closing.run(forAnn, 'chapterNeeds', []);
    const kept = staying.run(forAnn, 'chapterNeeds', []);

    await closing.close();
    await expect(cut).rejects.toThrow(AI_BUSY_MESSAGE);
    await expect(closing.run(forAnn, 'chapterNeeds', [])).rejects.toThrow(AI_BUSY_MESSAGE);
    expect(shared.isClosed()).toBe(false);

    shared.finishAll([]);
    await expect(kept).resolves.toEqual([]);
  });

  it('answers what the pool answers while it is open', async () => {
    const shared = heldPool();
    const lease = leaseOf(shared.pool);
    const answer = lease.run(forAnn, 'chapterNeeds', []);
    shared.finishAll([{ chapterId: 'c1', needs: [] }]);
    await expect(answer).resolves.toEqual([{ chapterId: 'c1', needs: [] }]);
  });
});
