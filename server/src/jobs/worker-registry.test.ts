/**
 * The queue hands back the jobs of dead workers: at once when the worker ran on
 * this machine and its process is gone, after the heartbeat goes stale when it
 * ran elsewhere; live workers keep their jobs.
 */
import { spawnSync } from 'node:child_process';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/test/test-app.ts';
import { joinWorkerRegistry } from './worker-registry.ts';

let t: TestApp;
let pool: pg.Pool;

beforeAll(async () => {
  // The app's own queue creates the graphile_worker schema and the registry table.
  t = await createTestApp();
  pool = t.pool;
  // Stop the app (and its queue), so only this test's registry looks at the workers table.
  await t.app.close();
});

afterAll(async () => {
  await t.close();
});

/** Adds a job that `workerId` holds locked, as a crashed worker would leave it. */
async function lockedJob(workerId: string) {
  const { rows } = await pool.query<{ id: string }>(
    "select id from graphile_worker.add_job('registry-test', '{}'::json, run_at => now() + interval '1 day')",
  );
  const id = rows[0]!.id;
  await pool.query(
    'update graphile_worker._private_jobs set locked_by = $1, locked_at = now() where id = $2',
    [workerId, id],
  );
  return id;
}

const lockOf = async (jobId: string) =>
  (await pool.query('select locked_by from graphile_worker._private_jobs where id = $1', [jobId])).rows[0]
    ?.locked_by as string | null;

const deadPid = () => {
  // A process that has already exited: its PID names nobody.
  const child = spawnSync(process.execPath, ['-e', 'process.pid']);
  return child.pid;
};

describe('the worker registry', () => {
  it('hands back jobs of a dead worker on this machine at once, and of a silent one elsewhere once stale', async () => {
    const registry = await joinWorkerRegistry(pool, { staleAfterMs: 60_000 });
    await registry.register('pool-this-instance');
    const { rows } = await pool.query<{ machine: string }>(
      "select machine from heirloom_jobs.workers where worker_id = 'pool-this-instance'",
    );
    const machine = rows[0]!.machine;
    expect(machine).toBeTruthy();

    const insert = (workerId: string, where: string, pid: number, age: string) =>
      pool.query(
        `insert into heirloom_jobs.workers (worker_id, machine, pid, heartbeat_at) values ($1, $2, $3, now() - $4::interval)`,
        [workerId, where, pid, age],
      );
    await insert('pool-crashed-here', machine, deadPid(), '1 second');
    await insert('pool-alive-here', machine, process.pid, '1 second');
    await insert('pool-silent-elsewhere', 'another-machine', 1, '2 minutes');
    await insert('pool-alive-elsewhere', 'another-machine', 1, '5 seconds');
    const jobs = {
      crashedHere: await lockedJob('pool-crashed-here'),
      aliveHere: await lockedJob('pool-alive-here'),
      silentElsewhere: await lockedJob('pool-silent-elsewhere'),
      aliveElsewhere: await lockedJob('pool-alive-elsewhere'),
      mine: await lockedJob('pool-this-instance'),
    };

    expect((await registry.beat()).sort()).toEqual(['pool-crashed-here', 'pool-silent-elsewhere']);
    expect(await lockOf(jobs.crashedHere)).toBeNull();
    expect(await lockOf(jobs.silentElsewhere)).toBeNull();
    expect(await lockOf(jobs.aliveHere)).toBe('pool-alive-here');
    expect(await lockOf(jobs.aliveElsewhere)).toBe('pool-alive-elsewhere');
    expect(await lockOf(jobs.mine)).toBe('pool-this-instance');
    const left = await pool.query<{ worker_id: string }>('select worker_id from heirloom_jobs.workers');
    expect(left.rows.map((row) => row.worker_id)).not.toContain('pool-crashed-here');
    expect(left.rows.map((row) => row.worker_id)).not.toContain('pool-silent-elsewhere');

    // Leaving hands back what this instance still held and forgets it.
    await registry.leave();
    expect(await lockOf(jobs.mine)).toBeNull();
    const after = await pool.query('select 1 from heirloom_jobs.workers where worker_id = $1', [
      'pool-this-instance',
    ]);
    expect(after.rowCount).toBe(0);
  });
});
