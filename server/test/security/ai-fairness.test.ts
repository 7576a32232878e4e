/**
 * G-08: the offline AI is fair across accounts. Performed as the attack, in
 * miniature: several busy accounts keep Clio's chat full (two requests in
 * flight each, the most decision 523 allows), and then another person saves a
 * memory. Saving reads the memory in the same worker pool; it must go before
 * the chat already waiting there instead of behind all of it
 * (docs/decisions/524). The test asserts on the order in which the pool
 * answered, seen at the pool itself, never on time (timings are
 * bench/ai-scale.bench.ts's job).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiEngine } from '#server/ai/ai-engine.ts';
import { analyzeMemoryText } from '#server/ai/offline/readers/analyze.ts';
import { type AiTaskFor, type AiWorkerPool, createAiWorkerPool } from '#server/ai/worker/ai-worker-pool.ts';
import { createProject } from '../factories.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

const BUSY_ACCOUNTS = 4;
const CHATS_EACH = 2;
/** Chats waiting in the pool when the person saves. */
const CHATS_WAITING = 3;

const TEXT = (() => {
  const paragraph =
    'When I was seven my brother Tom and I walked to the schoolhouse in Dayton, Ohio, in the winter of 1949. ' +
    'Mother packed bread and apple butter, and Father drove the truck to the mill before dawn. ';
  return paragraph.repeat(Math.ceil(5_000 / paragraph.length)).slice(0, 5_000);
})();

/** Memories enough that each chat keeps the worker busy for a while, stored as a save leaves them. */
async function seedMemories(t: TestApp, userId: string, count: number) {
  const analysis = JSON.stringify(analyzeMemoryText(TEXT));
  await t.db.execute(sql`
    insert into memory_fragments (user_id, name, text, analysis, created_at)
    select ${userId}::uuid, 'Memory ' || g, ${TEXT}, ${analysis}::jsonb, now() - g * interval '1 minute'
    from generate_series(1, ${count}) g`);
}

/**
 * The pool as the engine sees it, noting in order each operation it was given and each it answered, with how
 * many were waiting when one was given. Read at the pool, the order does not depend on how long a request
 * took to cross the server before it reached the pool.
 */
function recordingPool(pool: AiWorkerPool) {
  const events: { priority: AiTaskFor['priority']; what: 'given' | 'answered'; waiting: number }[] = [];
  const recorded: AiWorkerPool = {
    ...pool,
    run(taskFor, task, ...args) {
      events.push({ priority: taskFor.priority, what: 'given', waiting: pool.stats().waiting });
      return pool.run(taskFor, task, ...args).then((result) => {
        events.push({ priority: taskFor.priority, what: 'answered', waiting: pool.stats().waiting });
        return result;
      });
    },
  };
  return { pool: recorded, events };
}

/** Waits for a state of the pool, up to a minute: on a busy machine the requests reach it slowly. */
async function until(condition: () => boolean, what: string) {
  for (let i = 0; i < 12_000; i++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe('G-08: one account busy with the AI does not hold up another person saving a memory', () => {
  // A pool of its own: one shared worker, so chat queues up, and the one kept for saves (decision 525).
  let pool: AiWorkerPool;
  let events: ReturnType<typeof recordingPool>['events'];
  let t: TestApp;
  beforeAll(async () => {
    pool = createAiWorkerPool({ size: 1, queueLimit: 32 });
    const recording = recordingPool(pool);
    events = recording.events;
    const ai = createAiEngine({
      timeoutMs: 20_000,
      log: { info: () => {}, warn: () => {} },
      sharedPool: recording.pool,
    });
    t = await createTestApp({ ai });
  });
  afterAll(async () => {
    await t.close();
    await pool.close();
  });

  it("saves a person's memory before the chat of busy accounts that was already waiting", async () => {
    const busy = await Promise.all(
      Array.from({ length: BUSY_ACCOUNTS }, async () => {
        const person = await t.signUp();
        await seedMemories(t, person.user.id, 300);
        return { person, projectId: (await createProject(person)).id };
      }),
    );
    const saver = await t.signUp();
    // The worker is started and the engine loaded before the attack.
    expect(
      (await saver.post('/api/memory-fragments', { name: 'First', text: 'A day at the lake.' })).statusCode,
    ).toBe(201);

    const chats = busy.flatMap(({ person, projectId }) =>
      Array.from({ length: CHATS_EACH }, () =>
        person
          .post(`/api/memoir-projects/${projectId}/chat`, { message: 'What should I write about next?' })
          .then((response) => response.statusCode),
      ),
    );
    // Chat is queued up in the pool before the person saves.
    await until(() => pool.stats().waiting >= CHATS_WAITING, 'the chat to queue up');
    const saved = await saver.post('/api/memory-fragments', {
      name: 'The farm',
      text: 'In 1952 my sister Ruth and I picked apples on the farm in Vermont.',
    });
    expect(saved.statusCode).toBe(201);
    expect((saved.json() as { whereHappened: string | null }).whereHappened).toBe('Vermont');
    expect(await Promise.all(chats)).toEqual(Array(BUSY_ACCOUNTS * CHATS_EACH).fill(200));

    // The save's reading, from the pool's first write after the chat came (the warm-up save's came before) to
    // its last answered write.
    const chatCame = events.findIndex((e) => e.priority === 'read');
    const given = events.findIndex((e, i) => i > chatCame && e.priority === 'write' && e.what === 'given');
    const answered = events.findLastIndex((e) => e.priority === 'write' && e.what === 'answered');
    const chatAnsweredMeanwhile = events
      .slice(given, answered)
      .filter((e) => e.priority === 'read' && e.what === 'answered').length;
    // First in first out, the save would have waited for every chat waiting when it came; with saving before
    // chat, only the chat the worker was already running went first. Two waiting tell the orders apart; the
    // test waits for three in the pool so that two are still there when the save has crossed the server.
    expect(events[given]!.waiting).toBeGreaterThanOrEqual(2);
    expect(chatAnsweredMeanwhile).toBeLessThanOrEqual(1);
  });
});
