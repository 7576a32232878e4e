import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = ReturnType<typeof createDatabase>['db'];

/** A transaction opened by `withTransaction`; it runs the same queries as the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What a repository method runs its queries on: the app's database, or a transaction a service
 * opened so that several writes land together or not at all.
 */
export type Executor = Database | Transaction;

/** Runs `work` in one transaction: everything it writes commits together, or nothing does. */
export function withTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/**
 * Runs `work` in one transaction on a client of `pool`, for code that speaks to pg directly (COPY,
 * the job queue's own tables): committed when `work` succeeds, rolled back when it throws, and the
 * client is always given back. `begin` may ask for an isolation level.
 */
export async function withClientTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  begin = 'begin',
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(begin);
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * One connection pool per app instance. The pool reconnects by itself after
 * the database restarts; idle clients that die are dropped, not fatal.
 */
export function createDatabase(url: string, options: { max?: number } = {}) {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (database restarted) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return { pool, db };
}

/** Creates `name` on the server at `adminUrl` if it does not exist yet. */
export async function ensureDatabaseExists(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
