/**
 * The AI worker pool: answers like the offline engine in this thread, refuses
 * work beyond its queue with a sentence (503), stops an operation past its time
 * budget and replaces the worker, and closes cleanly. G-08: it takes accounts in
 * turn, and a person saving a memory goes before other people's chat
 * (docs/decisions/524), and has a worker of its own that chat never takes
 * (docs/decisions/525). Order and state are what is checked here, never time.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/app-error.ts';
import { analyzeMemoryText } from '../offline/readers/analyze.ts';
import {
  AI_BUSY_MESSAGE,
  AI_TOO_LONG_MESSAGE,
  type AiTaskFor,
  type AiWorkerPool,
  createAiWorkerPool,
} from './ai-worker-pool.ts';

const TEXT = 'When I was seven my brother Tom and I walked to school in Dayton, Ohio, in the winter of 1949.';

const A_WRITES: AiTaskFor = { account: 'a', priority: 'write' };
const A_READS: AiTaskFor = { account: 'a', priority: 'read' };
const reads = (account: string): AiTaskFor => ({ account, priority: 'read' });
const writes = (account: string): AiTaskFor => ({ account, priority: 'write' });

/** Queues one operation for each entry, in this order, and answers the labels in the order they finished. */
async function finishingOrder(pool: AiWorkerPool, work: [label: string, taskFor: AiTaskFor][]) {
  const order: string[] = [];
  await Promise.all(
    work.map(([label, taskFor]) => pool.run(taskFor, 'analyzeMemory', TEXT).then(() => order.push(label))),
  );
  return order;
}

let pool: AiWorkerPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('the AI worker pool', () => {
  it('gives the same answer as the offline engine in this thread', async () => {
    pool = createAiWorkerPool({ size: 1 });
    expect(await pool.run(A_WRITES, 'analyzeMemory', TEXT)).toEqual(analyzeMemoryText(TEXT));
    expect(pool.stats()).toMatchObject({ workers: 1, running: 0, waiting: 0 });
  });

  it('starts its workers ahead of the first operation when warmed up: its size and the one for saves', async () => {
    pool = createAiWorkerPool({ size: 2 });
    pool.warmUp();
    pool.warmUp();
    expect(pool.stats().workers).toBe(3);
    expect(await pool.run(A_WRITES, 'analyzeMemory', TEXT)).toEqual(analyzeMemoryText(TEXT));
    expect(pool.stats().workers).toBe(3);
  });

  it('refuses work beyond its queue at once with a plain sentence (503)', async () => {
    pool = createAiWorkerPool({ size: 1, saveWorkers: 0, queueLimit: 1, laneLimit: 1 });
    const running = pool.run(A_WRITES, 'analyzeMemory', TEXT);
    const waiting = pool.run(A_WRITES, 'analyzeMemory', TEXT);
    const refused = pool.run(A_WRITES, 'analyzeMemory', TEXT);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, message: AI_BUSY_MESSAGE });
    await expect(running).resolves.toMatchObject({ whereHappened: expect.any(String) });
    await expect(waiting).resolves.toMatchObject({ whereHappened: expect.any(String) });
  });

  it('stops an operation past its time budget, answers with a sentence and carries on with a new worker', async () => {
    // A budget shorter than a worker's start: the first operation cannot make it.
    pool = createAiWorkerPool({ size: 1, taskTimeoutMs: 1 });
    const error = await pool.run(A_WRITES, 'analyzeMemory', TEXT).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 503, message: AI_TOO_LONG_MESSAGE });
    expect(pool.stats().workers).toBe(0);
  });

  it('reports an error thrown by the engine as a failed operation, and keeps its worker', async () => {
    pool = createAiWorkerPool({ size: 1, saveWorkers: 0 });
    // @ts-expect-error: deliberately no input, so the engine throws.
    await expect(pool.run(A_READS, 'chatReply', null)).rejects.toThrow();
    expect(await pool.run(A_WRITES, 'analyzeMemory', TEXT)).toEqual(analyzeMemoryText(TEXT));
    expect(pool.stats().workers).toBe(1);
  });

  it('refuses work once closed, and rejects what was waiting', async () => {
    pool = createAiWorkerPool({ size: 1 });
    const running = pool.run(A_WRITES, 'analyzeMemory', TEXT).catch((e: unknown) => e);
    const waiting = pool.run(A_WRITES, 'analyzeMemory', TEXT).catch((e: unknown) => e);
    await pool.close();
    expect(await running).toMatchObject({ statusCode: 503 });
    expect(await waiting).toMatchObject({ statusCode: 503 });
    await expect(pool.run(A_WRITES, 'analyzeMemory', TEXT)).rejects.toMatchObject({ statusCode: 503 });
    expect(pool.stats().workers).toBe(0);
  });
});

// The order in which the shared workers take work: one shared worker and none kept for saves, so the order in
// which operations finish is the order in which they were taken.
describe('the AI worker pool takes accounts in turn (G-08)', () => {
  it("runs one queued operation of B next, however many of A's are waiting", async () => {
    pool = createAiWorkerPool({ size: 1, saveWorkers: 0, laneLimit: 8 });
    const work: [string, AiTaskFor][] = [
      ...Array.from({ length: 6 }, (_, i) => [`a${i}`, reads('a')] as [string, AiTaskFor]),
      ['b', reads('b')],
    ];
    // a0 is running when the rest arrive; b is next, before a1…a5.
    expect(await finishingOrder(pool, work)).toEqual(['a0', 'b', 'a1', 'a2', 'a3', 'a4', 'a5']);
  });

  it('takes busy accounts one operation each per round', async () => {
    pool = createAiWorkerPool({ size: 1, saveWorkers: 0, laneLimit: 8 });
    const order = await finishingOrder(pool, [
      ['a0', reads('a')],
      ['a1', reads('a')],
      ['a2', reads('a')],
      ['b0', reads('b')],
      ['b1', reads('b')],
      ['c0', reads('c')],
    ]);
    expect(order).toEqual(['a0', 'b0', 'c0', 'a1', 'b1', 'a2']);
  });

  it("puts a person's save before every account's chat, and takes savers in turn too", async () => {
    pool = createAiWorkerPool({ size: 1, saveWorkers: 0, laneLimit: 8 });
    const order = await finishingOrder(pool, [
      ['a0', reads('a')],
      ['a1', reads('a')],
      ['b0', reads('b')],
      ['b1', reads('b')],
      ['save-c0', writes('c')],
      ['save-c1', writes('c')],
      ['save-d', writes('d')],
    ]);
    expect(order).toEqual(['a0', 'save-c0', 'save-d', 'save-c1', 'b0', 'a1', 'b1']);
  });

  it('lets one read through after a few writes in a row, so chat is never starved by saves', async () => {
    pool = createAiWorkerPool({ size: 1, saveWorkers: 0, laneLimit: 8, queueLimit: 32 });
    const order = await finishingOrder(pool, [
      ['first', writes('z')],
      ['chat', reads('a')],
      ...Array.from({ length: 6 }, (_, i) => [`save${i}`, writes(`s${i}`)] as [string, AiTaskFor]),
    ]);
    expect(order.indexOf('chat')).toBe(5);
  });

  it('refuses a busy account beyond its lane while another account is still taken in', async () => {
    pool = createAiWorkerPool({ size: 1, saveWorkers: 0, laneLimit: 2, queueLimit: 16 });
    const running = pool.run(reads('a'), 'analyzeMemory', TEXT);
    const waiting = [
      pool.run(reads('a'), 'analyzeMemory', TEXT),
      pool.run(reads('a'), 'analyzeMemory', TEXT),
    ];
    await expect(pool.run(reads('a'), 'analyzeMemory', TEXT)).rejects.toMatchObject({
      statusCode: 503,
      message: AI_BUSY_MESSAGE,
    });
    const other = pool.run(reads('b'), 'analyzeMemory', TEXT);
    expect(pool.stats()).toMatchObject({ running: 1, waiting: 3, accounts: 2 });
    await Promise.all([running, ...waiting, other]);
  });

  it('keeps a quarter of the queue for people saving a memory when reads fill the rest', async () => {
    pool = createAiWorkerPool({ size: 1, saveWorkers: 0, laneLimit: 1, queueLimit: 4 });
    const started = [pool.run(reads('hog'), 'analyzeMemory', TEXT)];
    for (const account of ['h1', 'h2', 'h3']) started.push(pool.run(reads(account), 'analyzeMemory', TEXT));
    await expect(pool.run(reads('h4'), 'analyzeMemory', TEXT)).rejects.toMatchObject({ statusCode: 503 });
    const save = pool.run(writes('saver'), 'analyzeMemory', TEXT);
    await expect(pool.run(writes('saver2'), 'analyzeMemory', TEXT)).rejects.toMatchObject({
      statusCode: 503,
    });
    await expect(save).resolves.toMatchObject({ whereHappened: expect.any(String) });
    await Promise.all(started);
  });
});

describe('the AI worker pool keeps a worker for saves (G-08)', () => {
  it('runs a save at once on its own worker while the shared worker runs chat and more chat waits', async () => {
    pool = createAiWorkerPool({ size: 1, laneLimit: 8 });
    const chat = [0, 1, 2].map(() => pool!.run(reads('a'), 'analyzeMemory', TEXT));
    expect(pool.stats()).toMatchObject({ workers: 1, running: 1, waiting: 2 });
    const save = pool.run(writes('b'), 'analyzeMemory', TEXT);
    expect(pool.stats()).toMatchObject({ workers: 2, running: 2, waiting: 2 });
    await Promise.all([save, ...chat]);
  });

  it('never gives chat to the worker kept for saves, and lets the shared worker take a save when that one is busy', async () => {
    pool = createAiWorkerPool({ size: 1, laneLimit: 8 });
    const saves = [
      pool.run(writes('a'), 'analyzeMemory', TEXT),
      pool.run(writes('b'), 'analyzeMemory', TEXT),
    ];
    expect(pool.stats()).toMatchObject({ workers: 2, running: 2, waiting: 0 });
    await Promise.all(saves);
    // Both workers are free: two chats take the shared one in turn, and the one kept for saves stays idle.
    const chat = [pool.run(reads('c'), 'analyzeMemory', TEXT), pool.run(reads('d'), 'analyzeMemory', TEXT)];
    expect(pool.stats()).toMatchObject({ workers: 2, running: 1, waiting: 1 });
    await Promise.all(chat);
  });
});
