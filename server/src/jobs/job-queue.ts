/**
 * The background-job queue: graphile-worker, in the app's own PostgreSQL
 * database (schema `graphile_worker`). Jobs are rows, so they survive restarts
 * and any of several app instances may run them; they are added in the same
 * transaction as the data they belong to (enqueue-job.ts, docs/decisions/103-job-queue.md).
 */

import { EventEmitter } from 'node:events';
import { Logger, type Runner, run, type TaskList, type WorkerEvents } from 'graphile-worker';
import type pg from 'pg';
import { joinWorkerRegistry } from './worker-registry.ts';

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
  /** How often this instance records that it is alive (and looks for dead workers). */
  heartbeatMs?: number;
  /** A worker on another machine whose heartbeat is this old is taken for dead and its jobs are handed back. */
  staleAfterMs?: number;
}): Promise<JobQueue> {
  const logger = new Logger(() => (level, message, meta) => {
    if (level === 'error') options.log.error({ ...meta }, `job queue: ${message}`);
    else if (level === 'warning') options.log.warn({ ...meta }, `job queue: ${message}`);
  });
  // A connection that dies while checked out reports through its query; this keeps the stray event from being fatal.
  if (options.pool.listenerCount('connect') === 0) {
    options.pool.on('connect', (client) => client.on('error', () => {}));
  }
  // The worker pool's id (which graphile-worker locks jobs with) is recorded with a heartbeat, so the jobs of an
  // instance that crashed are handed back as soon as its death is known, not after the four-hour lock expiry
  // (decision 401).
  const registry = await joinWorkerRegistry(options.pool, { staleAfterMs: options.staleAfterMs ?? 60_000 });
  const events: WorkerEvents = new EventEmitter();
  let registered: Promise<void> = Promise.resolve();
  events.on('pool:create', ({ workerPool }) => {
    // Sent at once, before the pool's workers ask for their first job.
    registered = registry.register(workerPool.id);
    registered.catch(() => {});
  });
  const runner: Runner = await run({
    pgPool: options.pool,
    taskList: options.tasks,
    // Transcription is CPU-bound: one at a time per instance keeps the app responsive on small machines.
    concurrency: options.concurrency ?? 1,
    noHandleSignals: true,
    pollInterval: 2_000,
    logger,
    events,
  });
  try {
    await registered;
  } catch (error) {
    await runner.stop().catch(() => {});
    throw error;
  }

  const beat = async () => {
    try {
      const released = await registry.beat();
      if (released.length > 0)
        options.log.warn({ workerIds: released }, 'job queue: handed back the jobs of workers that stopped');
    } catch (error) {
      // The database may be restarting; the next beat tries again.
      options.log.warn({ err: error }, 'job queue: could not record the heartbeat');
    }
  };
  // The queue's schema exists now (run() migrates it): release what dead workers held, then keep beating.
  await beat();
  const heartbeat = setInterval(() => void beat(), options.heartbeatMs ?? 15_000);
  heartbeat.unref();

  return {
    async stop() {
      clearInterval(heartbeat);
      // A long transcription may be running: give it a moment, then hand it back to the queue
      // (graphile-worker fails it with a retry, so another start or instance finishes it).
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), options.stopTimeoutMs ?? 10_000);
      });
      const outcome = await Promise.race([
        runner.stop().then(
          () => 'stopped' as const,
          () => 'stopped' as const,
        ),
        gaveUp,
      ]);
      clearTimeout(timer);
      if (outcome === 'timeout') await runner.kill('the app is shutting down').catch(() => {});
      // Stopped workers released their jobs; forget them so nobody waits on their heartbeat.
      await registry.leave().catch(() => {});
    },
  };
}
