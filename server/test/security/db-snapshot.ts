/**
 * Every row of every public table (sessions, sign-in failures and rate-limit
 * counters aside: they change with each request by design, refused ones too),
 * to prove a refused request stored nothing.
 */
import type pg from 'pg';

export async function snapshotTables(pool: pg.Pool) {
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
