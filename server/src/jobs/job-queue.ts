/**
 * The background-job queue: graphile-worker, in the app's own PostgreSQL
 * database (schema `graphile_worker`). Jobs are rows, so they survive restarts
 * and any of several app instances may run them; they are added in the same
 * transaction as the data they belong to (see docs/decisions/103-job-queue.md).
 */

import { type SQL, sql } from 'drizzle-orm';
import { Logger, type Runner, run, type TaskList } from 'graphile-worker';
import type pg from 'pg';

export interface JobLog {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface JobQueue {
  /** Stops taking jobs and waits (up to `stopTimeoutMs`) for the running ones; unfinished ones are retried later. */
  stop(): Promise<void>;
}

/** Starts working through the queue (and creates or migrates its schema first). */
export async function startJobQueue(options: {
  pool: pg.Pool;
  tasks: TaskList;
  log: JobLog;
  concurrency?: number;
  /** How long `stop` waits for running jobs before handing them back to the queue. */
  stopTimeoutMs?: number;
}): Promise<JobQueue> {
  const logger = new Logger(() => (level, message, meta) => {
    if (level === 'error') options.log.error({ ...meta }, `job queue: ${message}`);
    else if (level === 'warning') options.log.warn({ ...meta }, `job queue: ${message}`);
  });
  // A connection that dies while checked out reports through its query; this keeps the stray event from being fatal.
  if (options.pool.listenerCount('connect') === 0) {
    options.pool.on('connect', (client) => client.on('error', () => {}));
  }
  const runner: Runner = await run({
    pgPool: options.pool,
    taskList: options.tasks,
    // Transcription is CPU-bound: one at a time per instance keeps the app responsive on small machines.
    concurrency: options.concurrency ?? 1,
    noHandleSignals: true,
    pollInterval: 2_000,
    logger,
  });
  return {
    async stop() {
      // A long transcription may be running: give it a moment, then hand it back to the queue
      // (graphile-worker fails it with a retry, so another start or instance finishes it).
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), options.stopTimeoutMs ?? 10_000);
      });
      const outcome = await Promise.race([runner.stop().catch(() => 'stopped' as const), gaveUp]);
      clearTimeout(timer);
      if (outcome === 'timeout') await runner.kill('the app is shutting down').catch(() => {});
    },
  };
}

/**
 * SQL that adds a job; run it inside the transaction that writes the job's
 * data, so the job exists exactly when the data does.
 */
export function addJobSql(
  task: string,
  payload: Record<string, unknown>,
  options: { maxAttempts?: number } = {},
): SQL {
  return sql`select graphile_worker.add_job(${task}, ${JSON.stringify(payload)}::json, max_attempts => ${options.maxAttempts ?? 3})`;
}
