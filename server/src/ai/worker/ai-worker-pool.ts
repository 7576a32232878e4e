/**
 * A small, bounded pool of worker threads for the offline AI engine, so its CPU
 * work (reading memories, Clio's answers) never blocks the server's event loop.
 * Workers start on first use, wait for work unref'd (an idle pool never keeps
 * the process alive) and stop on `close()`. Bounded three ways: `size` threads,
 * at most `queueLimit` operations waiting (more are refused at once with a 503
 * sentence), and a time budget per operation (a worker past it is stopped and
 * replaced). See docs/decisions/521-offline-ai-in-a-worker-pool.md.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '#server/lib/app-error.ts';
import type { WorkerRequest, WorkerResponse } from './ai-worker.ts';
import type { OfflineTaskName, OfflineTasks } from './offline-tasks.ts';

export const AI_BUSY_MESSAGE = 'Clio is helping many people just now. Please try again in a minute.';
export const AI_TOO_LONG_MESSAGE =
  'Clio needed too long to think about this. Please try again in a minute, or ask a shorter question.';

export interface AiWorkerPoolOptions {
  /** Worker threads; default: one fewer than the machine's cores, at least 1 and at most 2. */
  size?: number;
  /** Operations waiting for a free worker before new ones are refused. */
  queueLimit?: number;
  /** Time budget of one operation. */
  taskTimeoutMs?: number;
}

export interface AiWorkerPool {
  run<K extends OfflineTaskName>(
    task: K,
    ...args: Parameters<OfflineTasks[K]>
  ): Promise<ReturnType<OfflineTasks[K]>>;
  /** Starts every worker now, so the first request does not wait for one to load the engine. */
  warmUp(): void;
  /** Operations running and waiting, for tests and logs. */
  stats(): { workers: number; running: number; waiting: number };
  close(): Promise<void>;
}

interface Job {
  task: OfflineTaskName;
  args: unknown[];
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: (Job & { id: number; timer: NodeJS.Timeout }) | null;
}

export function defaultPoolSize(): number {
  return Math.max(1, Math.min(2, os.availableParallelism() - 1));
}

export function createAiWorkerPool(options: AiWorkerPoolOptions = {}): AiWorkerPool {
  const size = options.size ?? defaultPoolSize();
  const queueLimit = options.queueLimit ?? 16;
  const taskTimeoutMs = options.taskTimeoutMs ?? 20_000;
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function retire(slot: Slot, error: Error) {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    if (slot.job) {
      clearTimeout(slot.job.timer);
      slot.job.reject(error);
      slot.job = null;
    }
    void slot.worker.terminate().catch(() => {});
    dispatch();
  }

  function spawn(): Slot {
    const worker = new Worker(new URL('./ai-worker.ts', import.meta.url));
    const slot: Slot = { worker, job: null };
    worker.unref();
    worker.on('message', (response: WorkerResponse) => {
      const job = slot.job;
      if (!job || job.id !== response.id) return;
      clearTimeout(job.timer);
      slot.job = null;
      worker.unref();
      if ('error' in response) job.reject(new Error(response.error));
      else job.resolve(response.result);
      dispatch();
    });
    worker.on('error', (error) => retire(slot, error));
    worker.on('exit', () => {
      if (slots.includes(slot)) retire(slot, new Error('The AI worker stopped.'));
    });
    slots.push(slot);
    return slot;
  }

  function dispatch() {
    while (!closed && queue.length > 0) {
      const slot = slots.find((s) => s.job === null) ?? (slots.length < size ? spawn() : undefined);
      if (!slot) return;
      const job = queue.shift()!;
      const id = nextId++;
      const timer = setTimeout(
        () => retire(slot, new AppError('UNAVAILABLE', AI_TOO_LONG_MESSAGE)),
        taskTimeoutMs,
      );
      slot.job = { ...job, id, timer };
      // A running operation keeps the process alive until it answers.
      slot.worker.ref();
      const request: WorkerRequest = { id, task: job.task, args: job.args };
      slot.worker.postMessage(request);
    }
  }

  return {
    run(task, ...args) {
      if (closed) return Promise.reject(new AppError('UNAVAILABLE', AI_BUSY_MESSAGE));
      if (queue.length >= queueLimit) return Promise.reject(new AppError('UNAVAILABLE', AI_BUSY_MESSAGE));
      return new Promise((resolve, reject) => {
        queue.push({ task, args, resolve: resolve as (value: unknown) => void, reject });
        dispatch();
      });
    },
    warmUp() {
      while (!closed && slots.length < size) spawn();
    },
    stats() {
      return {
        workers: slots.length,
        running: slots.filter((s) => s.job !== null).length,
        waiting: queue.length,
      };
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new AppError('UNAVAILABLE', AI_BUSY_MESSAGE));
      const stopping = slots.splice(0).map((slot) => {
        if (slot.job) {
          clearTimeout(slot.job.timer);
          slot.job.reject(new AppError('UNAVAILABLE', AI_BUSY_MESSAGE));
          slot.job = null;
        }
        return slot.worker.terminate().catch(() => 0);
      });
      await Promise.all(stopping);
    },
  };
}
