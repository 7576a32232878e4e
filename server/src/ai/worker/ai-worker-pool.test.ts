/**
 * The AI worker pool: answers like the offline engine in this thread, refuses
 * work beyond its queue with a sentence (503), stops an operation past its time
 * budget and replaces the worker, and closes cleanly.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/app-error.ts';
import { analyzeMemoryText } from '../offline/analyze.ts';
import {
  AI_BUSY_MESSAGE,
  AI_TOO_LONG_MESSAGE,
  type AiWorkerPool,
  createAiWorkerPool,
} from './ai-worker-pool.ts';

const TEXT = 'When I was seven my brother Tom and I walked to school in Dayton, Ohio, in the winter of 1949.';

let pool: AiWorkerPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('the AI worker pool', () => {
  it('gives the same answer as the offline engine in this thread', async () => {
    pool = createAiWorkerPool({ size: 1 });
    expect(await pool.run('analyzeMemory', TEXT)).toEqual(analyzeMemoryText(TEXT));
    expect(pool.stats()).toMatchObject({ workers: 1, running: 0, waiting: 0 });
  });

  it('starts its workers ahead of the first operation when warmed up, never more than its size', async () => {
    pool = createAiWorkerPool({ size: 2 });
    pool.warmUp();
    pool.warmUp();
    expect(pool.stats().workers).toBe(2);
    expect(await pool.run('analyzeMemory', TEXT)).toEqual(analyzeMemoryText(TEXT));
    expect(pool.stats().workers).toBe(2);
  });

  it('refuses work beyond its queue at once with a plain sentence (503)', async () => {
    pool = createAiWorkerPool({ size: 1, queueLimit: 1 });
    const running = pool.run('analyzeMemory', TEXT);
    const waiting = pool.run('analyzeMemory', TEXT);
    const refused = pool.run('analyzeMemory', TEXT);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, message: AI_BUSY_MESSAGE });
    await expect(running).resolves.toMatchObject({ whereHappened: expect.any(String) });
    await expect(waiting).resolves.toMatchObject({ whereHappened: expect.any(String) });
  });

  it('stops an operation past its time budget, answers with a sentence and carries on with a new worker', async () => {
    // A budget shorter than a worker's start: the first operation cannot make it.
    pool = createAiWorkerPool({ size: 1, taskTimeoutMs: 1 });
    const error = await pool.run('analyzeMemory', TEXT).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 503, message: AI_TOO_LONG_MESSAGE });
    expect(pool.stats().workers).toBe(0);
  });

  it('reports an error thrown by the engine as a failed operation, and keeps its worker', async () => {
    pool = createAiWorkerPool({ size: 1 });
    // @ts-expect-error: deliberately no input, so the engine throws.
    await expect(pool.run('chatReply', null)).rejects.toThrow();
    expect(await pool.run('analyzeMemory', TEXT)).toEqual(analyzeMemoryText(TEXT));
    expect(pool.stats().workers).toBe(1);
  });

  it('refuses work once closed, and rejects what was waiting', async () => {
    pool = createAiWorkerPool({ size: 1 });
    const running = pool.run('analyzeMemory', TEXT).catch((e: unknown) => e);
    const waiting = pool.run('analyzeMemory', TEXT).catch((e: unknown) => e);
    await pool.close();
    expect(await running).toMatchObject({ statusCode: 503 });
    expect(await waiting).toMatchObject({ statusCode: 503 });
    await expect(pool.run('analyzeMemory', TEXT)).rejects.toMatchObject({ statusCode: 503 });
    expect(pool.stats().workers).toBe(0);
  });
});
