/**
 * A small, bounded pool of worker threads for the offline AI engine, so its CPU
 * work (reading memories, Clio's answers) never blocks the server's event loop.
 * Workers start on first use, wait for work unref'd (an idle pool never keeps
 * the process alive) and stop on `close()`. Bounded: `size` threads, at most
 * `queueLimit` operations waiting in all and `laneLimit` per account (more are
 * refused at once with a 503 sentence), and a time budget per operation (a
 * worker past it is stopped and replaced). See docs/decisions/521.
 *
 * Fair across accounts (docs/decisions/524): every operation names the account
 * it is for, and waiting operations are taken in turn, one per account per
 * round, so one busy account cannot make another wait behind all of its work.
 * Writes (reading a memory that is being saved) go before reads (chat,
 * suggestions, panels), in turn among accounts too, with a read let through
 * after a few writes in a row so reads are never starved; a quarter of the
 * queue is kept for writes. One more worker is kept for writes alone, so a
 * save does not wait for the chat a shared worker is running
 * (docs/decisions/525).
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '#server/lib/app-error.ts';
import type { WorkerRequest, WorkerResponse } from './ai-worker.ts';
import type { OfflineTaskName, OfflineTasks } from './offline-tasks.ts';

export const AI_BUSY_MESSAGE = 'Clio is helping many people just now. Please try again in a minute.';
export const AI_TOO_LONG_MESSAGE =
  'Clio needed too long to think about this. Please try again in a minute, or ask a shorter question.';

/**
 * Whose operation this is and what kind: `write` reads a memory that is being saved (a person waits on
 * their save), `read` is everything else (chat, suggestions, dashboard panels, chapters).
 */
export interface AiTaskFor {
  /** The id of the account whose memories these are: its lane in the pool. */
  account: string;
  priority: 'write' | 'read';
}

export interface AiWorkerPoolOptions {
  /** Shared worker threads; default: one fewer than the machine's cores, at least 1 and at most 2. */
  size?: number;
  /** Worker threads beside those that take only writes (default 1): a save never waits behind a read. */
  saveWorkers?: number;
  /** Operations waiting for a free worker, in all, before new ones are refused; reads may use three quarters. */
  queueLimit?: number;
  /** Operations of one account waiting for a free worker before that account's new ones are refused. */
  laneLimit?: number;
  /** Time budget of one operation. */
  taskTimeoutMs?: number;
}

export interface AiWorkerPool {
  run<K extends OfflineTaskName>(
    taskFor: AiTaskFor,
    task: K,
    ...args: Parameters<OfflineTasks[K]>
  ): Promise<ReturnType<OfflineTasks[K]>>;
  /** Starts every worker now, so the first request does not wait for one to load the engine. */
  warmUp(): void;
  /** Operations running and waiting, and accounts with work waiting, for tests and logs. */
  stats(): { workers: number; running: number; waiting: number; accounts: number };
  close(): Promise<void>;
}

interface Job {
  task: OfflineTaskName;
  args: unknown[];
  taskFor: AiTaskFor;
  /** The account's round this operation belongs to (see `FairQueue`). */
  round: number;
  /** Arrival order, for operations of the same round and account. */
  seq: number;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  /** `shared` workers take writes first, then reads; `saves` workers take only writes. */
  kind: 'shared' | 'saves';
  worker: Worker;
  job: (Job & { id: number; timer: NodeJS.Timeout }) | null;
}

/** After this many writes in a row while reads wait, one read goes. */
const WRITES_BEFORE_A_READ = 4;

/**
 * Operations of one priority, taken in turn across accounts. Each operation is given a round when it arrives:
 * one after its account's previous operation, and never earlier than the round being served now, so an
 * account that was idle joins the current round instead of being owed the rounds it missed. The operation
 * with the lowest round goes first; within a round, the account served longest ago (or never) first. An
 * account's state is kept only while it has work waiting or its last round is still ahead.
 */
class FairQueue {
  readonly jobs: Job[] = [];
  private current = 0;
  private readonly lastRound = new Map<string, number>();
  private readonly lastServed = new Map<string, number>();
  private served = 0;

  roundFor(account: string): number {
    return Math.max(this.current, this.lastRound.get(account) ?? 0) + 1;
  }

  push(job: Job) {
    this.lastRound.set(job.taskFor.account, job.round);
    this.jobs.push(job);
  }

  take(): Job | undefined {
    let best = -1;
    for (let i = 0; i < this.jobs.length; i++) {
      if (best < 0 || this.before(this.jobs[i]!, this.jobs[best]!)) best = i;
    }
    if (best < 0) return undefined;
    const [job] = this.jobs.splice(best, 1);
    this.current = Math.max(this.current, job!.round);
    this.lastServed.set(job!.taskFor.account, ++this.served);
    this.forgetIdle();
    return job;
  }

  private before(a: Job, b: Job): boolean {
    if (a.round !== b.round) return a.round < b.round;
    const servedA = this.lastServed.get(a.taskFor.account) ?? 0;
    const servedB = this.lastServed.get(b.taskFor.account) ?? 0;
    if (servedA !== servedB) return servedA < servedB;
    return a.seq < b.seq;
  }

  /** Accounts with nothing waiting and no round ahead would get the same round without their state. */
  private forgetIdle() {
    const waiting = new Set(this.jobs.map((job) => job.taskFor.account));
    for (const [account, round] of this.lastRound) {
      if (!waiting.has(account) && round <= this.current) this.lastRound.delete(account);
    }
    // How recently an account was served only orders accounts within a round; keep it for those still
    // waiting and the last few served, so one that just went does not go first again in the next round.
    if (this.lastServed.size > 64) {
      const keep = [...this.lastServed].sort((x, y) => y[1] - x[1]).slice(0, 32);
      this.lastServed.clear();
      for (const [account, served] of keep) this.lastServed.set(account, served);
    }
  }
}

export function defaultPoolSize(): number {
  return Math.max(1, Math.min(2, os.availableParallelism() - 1));
}

export function createAiWorkerPool(options: AiWorkerPoolOptions = {}): AiWorkerPool {
  const size = options.size ?? defaultPoolSize();
  const saveWorkers = options.saveWorkers ?? 1;
  const queueLimit = options.queueLimit ?? 16;
  const laneLimit = options.laneLimit ?? 4;
  const taskTimeoutMs = options.taskTimeoutMs ?? 20_000;
  // Reads may fill three quarters of the queue: the rest is kept for people saving a memory.
  const readLimit = queueLimit - Math.ceil(queueLimit / 4);
  const slots: Slot[] = [];
  const writes = new FairQueue();
  const reads = new FairQueue();
  const waitingOf = new Map<string, number>();
  let writesInARow = 0;
  let nextId = 1;
  let nextSeq = 1;
  let closed = false;

  const waiting = () => writes.jobs.length + reads.jobs.length;

  /** The next operation for a shared worker: writes first, with a read let through after a few in a row. */
  function nextForShared(): Job | undefined {
    const readFirst =
      reads.jobs.length > 0 && (writes.jobs.length === 0 || writesInARow >= WRITES_BEFORE_A_READ);
    const job = readFirst ? reads.take() : writes.take();
    writesInARow = readFirst || reads.jobs.length === 0 ? 0 : writesInARow + 1;
    return job && taken(job);
  }

  function taken(job: Job): Job {
    const left = (waitingOf.get(job.taskFor.account) ?? 1) - 1;
    if (left > 0) waitingOf.set(job.taskFor.account, left);
    else waitingOf.delete(job.taskFor.account);
    return job;
  }

  const limitOf = (kind: Slot['kind']) => (kind === 'shared' ? size : saveWorkers);
  const countOf = (kind: Slot['kind']) => slots.filter((s) => s.kind === kind).length;

  /** A free worker of this kind, started now if the pool has room for one more. */
  function freeSlot(kind: Slot['kind']): Slot | undefined {
    const free = slots.find((s) => s.kind === kind && s.job === null);
    return free ?? (countOf(kind) < limitOf(kind) ? spawn(kind) : undefined);
  }

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

  function spawn(kind: Slot['kind']): Slot {
    const worker = new Worker(new URL('./ai-worker.ts', import.meta.url));
    const slot: Slot = { kind, worker, job: null };
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
    while (!closed) {
      // A write goes to a worker kept for saves when one is free, leaving the shared workers to reads.
      const forSave = writes.jobs.length > 0 ? freeSlot('saves') : undefined;
      if (forSave) start(forSave, taken(writes.take()!));
      else {
        const shared = waiting() > 0 ? freeSlot('shared') : undefined;
        if (!shared) return;
        start(shared, nextForShared()!);
      }
    }
  }

  function start(slot: Slot, job: Job) {
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

  return {
    run(taskFor, task, ...args) {
      const queue = taskFor.priority === 'write' ? writes : reads;
      const full =
        closed ||
        waiting() >= (taskFor.priority === 'write' ? queueLimit : readLimit) ||
        (waitingOf.get(taskFor.account) ?? 0) >= laneLimit;
      if (full) return Promise.reject(new AppError('UNAVAILABLE', AI_BUSY_MESSAGE));
      return new Promise((resolve, reject) => {
        const round = queue.roundFor(taskFor.account);
        queue.push({
          task,
          args,
          taskFor,
          round,
          seq: nextSeq++,
          resolve: resolve as (value: unknown) => void,
          reject,
        });
        waitingOf.set(taskFor.account, (waitingOf.get(taskFor.account) ?? 0) + 1);
        dispatch();
      });
    },
    warmUp() {
      for (const kind of ['shared', 'saves'] as const) {
        while (!closed && countOf(kind) < limitOf(kind)) spawn(kind);
      }
    },
    stats() {
      return {
        workers: slots.length,
        running: slots.filter((s) => s.job !== null).length,
        waiting: waiting(),
        accounts: waitingOf.size,
      };
    },
    async close() {
      closed = true;
      for (const job of [...writes.jobs.splice(0), ...reads.jobs.splice(0)])
        job.reject(new AppError('UNAVAILABLE', AI_BUSY_MESSAGE));
      waitingOf.clear();
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
