/**
 * Every row of every public table (sessions, sign-in failures and rate-limit
 * counters aside: they change with each request by design, refused ones too),
 * to prove a refused request stored nothing.
 */
import type pg from 'pg';

/** How long a snapshot waits for the background work earlier saves queued. */
const SETTLE_MS = 30_000;

/**
 * Waits until no clean copy is queued or being made: a save queues one (docs/decisions/908), and the job
 * writing it between two snapshots would look like the refused request had changed something.
 */
async function cleanCopiesSettled(pool: pg.Pool) {
  const deadline = Date.now() + SETTLE_MS;
  while (Date.now() < deadline) {
    const waiting = await pool
      .query<{ n: number }>(
        `select count(*)::int as n from graphile_worker.jobs
         where task_identifier = 'make-clean-copies' and attempts < max_attempts`,
      )
      // 42P01/3F000: no job queue in this database (an app run without its jobs), so nothing can be waiting.
      .catch((error: { code?: string }) => {
        if (error.code === '42P01' || error.code === '3F000') return { rows: [{ n: 0 }] };
        throw error;
      });
    if (waiting.rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function snapshotTables(pool: pg.Pool) {
  await cleanCopiesSettled(pool);
  const tables = await pool.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('sessions', 'sign_in_failures', 'rate_limit_counters') order by 1",
  );
  const rows: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    rows[name] = (
      await pool.query<{ row: string }>(`select row_to_json(t)::text as row from "${name}" t order by 1`)
    ).rows.map((r) => r.row);
  }
  return rows;
}
