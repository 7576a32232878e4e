/**
 * Who is working on the queue. graphile-worker leaves the jobs of a worker that
 * died without stopping (SIGKILL, power cut, out of memory) locked for four
 * hours. Jobs are locked in the name of the instance's worker pool (its
 * `pool-…` id); every pool here registers itself with a heartbeat, and any
 * instance hands the jobs of a dead pool back to the queue
 * (`force_unlock_workers`) as soon as it knows that pool is dead:
 *   - at once when the worker ran on this same machine and its process is gone
 *     (same kernel boot and PID namespace, so the PID means the same process);
 *   - otherwise when its heartbeat is older than `staleAfterMs`.
 * See docs/decisions/401-recovering-jobs-of-crashed-workers.md.
 */
import { readFileSync, readlinkSync } from 'node:fs';
import type pg from 'pg';
import { withClientTransaction } from '#server/db/client.ts';

const SCHEMA = 'heirloom_jobs';
/** Any constant: serialises the one-time creation of the registry table between instances. */
const CREATE_LOCK_KEY = 4_010_401;

/**
 * Identifies "this kernel, this PID namespace": two processes with the same key
 * see the same PIDs, so one can tell whether the other is still alive.
 */
function machineKey(): string | null {
  try {
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const pidNamespace = readlinkSync('/proc/self/ns/pid');
    return `${boot}/${pidNamespace}`;
  } catch {
    // Not Linux (or /proc hidden): rely on heartbeats alone.
    return null;
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface WorkerRegistry {
  /** Records a worker (pool) id of this instance; call it as soon as graphile-worker creates the pool. */
  register(workerId: string): Promise<void>;
  /** Refreshes this instance's heartbeat and releases the jobs of dead workers; returns the released worker ids. */
  beat(): Promise<string[]>;
  /** Forgets this instance's workers once they have stopped, handing back whatever they still held. */
  leave(): Promise<void>;
}

/** Creates the registry table if needed; workers are added with `register`. */
export async function joinWorkerRegistry(
  pool: pg.Pool,
  options: { staleAfterMs: number },
): Promise<WorkerRegistry> {
  const workerIds: string[] = [];
  const machine = machineKey();

  await withClientTransaction(pool, async (client) => {
    await client.query('select pg_advisory_xact_lock($1)', [CREATE_LOCK_KEY]);
    await client.query(`create schema if not exists ${SCHEMA}`);
    await client.query(
      `create table if not exists ${SCHEMA}.workers (
         worker_id text primary key,
         machine text,
         pid integer not null,
         heartbeat_at timestamptz not null default now()
       )`,
    );
  });

  // Re-inserting also revives a row another instance removed while this one was paused: it is alive after all.
  const upsert = (ids: string[]) =>
    pool.query(
      `insert into ${SCHEMA}.workers (worker_id, machine, pid) select unnest($1::text[]), $2, $3
         on conflict (worker_id) do update set heartbeat_at = now()`,
      [ids, machine, process.pid],
    );

  /** Hands the jobs locked by `ids` back to the queue and forgets those workers, in one transaction. */
  async function release(ids: string[]) {
    await withClientTransaction(pool, async (tx) => {
      await tx.query('select graphile_worker.force_unlock_workers($1::text[])', [ids]);
      await tx.query(`delete from ${SCHEMA}.workers where worker_id = any($1::text[])`, [ids]);
    });
  }

  async function releaseDeadWorkers(): Promise<string[]> {
    const others = await pool.query<{
      worker_id: string;
      machine: string | null;
      pid: number;
      stale: boolean;
    }>(
      `select worker_id, machine, pid, heartbeat_at < now() - make_interval(secs => $2) as stale
         from ${SCHEMA}.workers where worker_id <> all($1::text[])`,
      [workerIds, options.staleAfterMs / 1000],
    );
    const dead = others.rows
      .filter((row) => row.stale || (machine !== null && row.machine === machine && !processIsAlive(row.pid)))
      .map((row) => row.worker_id);
    if (dead.length > 0) await release(dead);
    return dead;
  }

  return {
    async register(workerId) {
      workerIds.push(workerId);
      await upsert([workerId]);
    },
    async beat() {
      if (workerIds.length > 0) await upsert(workerIds);
      return releaseDeadWorkers();
    },
    async leave() {
      // After a stop nothing of ours runs: anything still locked in our name (a job cut off at the stop timeout)
      // goes back to the queue now rather than in four hours.
      if (workerIds.length > 0) await release(workerIds);
    },
  };
}
