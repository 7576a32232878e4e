/**
 * The job queue as the app sees it: created once in buildApp, handed to every module. Modules define the
 * tasks they run and the chores they repeat while they register; the queue starts only when the app is
 * ready, with every task known, so no task depends on which module happens to register first
 * (docs/decisions/612-the-job-queue-is-a-plugin.md).
 */
import type { Task, TaskList } from 'graphile-worker';
import type pg from 'pg';
import { enqueueJob } from './enqueue-job.ts';
import { type JobLog, type JobQueue, startJobQueue } from './job-queue.ts';
import type { JobTask } from './job-tasks.ts';

export interface Jobs {
  /** Registers the code that runs `task`; each task is defined once. */
  define(task: JobTask, run: Task): void;
  /** Adds a job, in the caller's transaction when it is given one. */
  enqueue: typeof enqueueJob;
  /**
   * Runs `chore` once when the app starts (a failure stops the start) and then every `intervalMs`
   * while it runs (a failure is logged and tried again next time).
   */
  repeat(name: string, intervalMs: number, chore: () => Promise<unknown>): void;
}

export interface JobsLifecycle extends Jobs {
  /** Runs the chores, then starts working through the queue. */
  start(): Promise<void>;
  /** Stops the chores and the queue (running jobs get a moment, then go back to the queue). */
  stop(): Promise<void>;
}

export function createJobs(options: { pool: pg.Pool; log: JobLog }): JobsLifecycle {
  const tasks: TaskList = {};
  const chores: Array<{ name: string; intervalMs: number; chore: () => Promise<unknown> }> = [];
  const timers: NodeJS.Timeout[] = [];
  let queue: JobQueue | undefined;

  return {
    define(task, run) {
      if (tasks[task]) throw new Error(`the job task ${task} is defined twice`);
      tasks[task] = run;
    },
    enqueue: enqueueJob,
    repeat(name, intervalMs, chore) {
      chores.push({ name, intervalMs, chore });
    },
    async start() {
      for (const { name, intervalMs, chore } of chores) {
        await chore();
        const timer = setInterval(() => {
          chore().catch((error) => options.log.warn({ err: error }, `could not ${name}`));
        }, intervalMs);
        timer.unref();
        timers.push(timer);
      }
      queue = await startJobQueue({ pool: options.pool, tasks, log: options.log });
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await queue?.stop();
    },
  };
}
