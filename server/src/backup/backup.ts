/**
 * Operator backups that need no pg_dump (the embedded server ships none, and a
 * system pg_dump older than the server refuses to run): every table is copied
 * with COPY inside one REPEATABLE READ, READ ONLY transaction, so the rows form
 * one consistent snapshot; then the uploads directory is copied beside them.
 *
 * A backup is a folder:
 *   manifest.json         format, time, schema version, tables with columns and row counts
 *   tables/<name>.copy    each table in PostgreSQL's COPY text format
 *   uploads/…             the stored originals, as in UPLOADS_DIR
 */
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { withClientTransaction } from '#server/db/client.ts';

export const BACKUP_FORMAT = 'heirloom-backup/1';
export const INTERRUPTED_BY_RESTORE =
  'This recording was still being transcribed when the backup was made. Please upload it again to get its text.';

interface TableInfo {
  name: string;
  columns: string[];
  rows: number;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** Number of migrations applied to the database that was backed up. */
  schemaVersion: number;
  tables: TableInfo[];
  uploadFiles: number;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Application tables in an order where every table comes after the tables it references. */
async function tablesInDependencyOrder(
  client: pg.PoolClient,
): Promise<{ name: string; columns: string[] }[]> {
  const tables = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const references = await client.query<{ child: string; parent: string }>(
    `select tc.table_name as child, ccu.table_name as parent
       from information_schema.table_constraints tc
       join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`,
  );
  const ordered: string[] = [];
  const visit = (name: string, trail: Set<string>) => {
    if (ordered.includes(name) || trail.has(name)) return;
    trail.add(name);
    for (const { parent } of references.rows.filter((row) => row.child === name && row.parent !== name))
      visit(parent, trail);
    ordered.push(name);
  };
  for (const { name } of tables.rows) visit(name, new Set());
  const result = [];
  for (const name of ordered) {
    // A generated column (the search's words) is made again by the database as each row is restored: COPY may
    // not write it, and the backup need not carry it.
    const columns = await client.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position",
      [name],
    );
    result.push({ name, columns: columns.rows.map((row) => row.column_name) });
  }
  return result;
}

async function appliedMigrations(client: pg.PoolClient): Promise<number> {
  const result = await client.query<{ n: number }>(
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  );
  return result.rows[0]?.n ?? 0;
}

/**
 * A backup holds every memory, email, password hash and session of the server: only its owner may read it
 * (folders 0700, files 0600), whatever the umask. Restored originals are private the same way.
 */
const PRIVATE_FOLDER = 0o700;
const PRIVATE_FILE = 0o600;

async function copyDirectory(from: string, to: string, skip: (name: string) => boolean): Promise<number> {
  let count = 0;
  const entries = await fs.readdir(from, { withFileTypes: true }).catch(() => []);
  await fs.mkdir(to, { recursive: true, mode: PRIVATE_FOLDER });
  await fs.chmod(to, PRIVATE_FOLDER);
  for (const entry of entries) {
    if (skip(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) count += await copyDirectory(source, target, skip);
    else if (entry.isFile()) {
      await fs.copyFile(source, target);
      await fs.chmod(target, PRIVATE_FILE);
      count++;
    }
  }
  return count;
}

/** Stored files below `dir` (empty folders made by the app at start-up do not count). */
async function countFiles(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (entry.isDirectory()) count += await countFiles(path.join(dir, entry.name));
    else if (!isTemporaryUpload(entry.name)) count++;
  }
  return count;
}

/** Files still being written by an upload in progress are not part of any memory yet. */
const isTemporaryUpload = (name: string) =>
  name.startsWith('.') || name.endsWith('.tmp') || name.endsWith('.part') || name.startsWith('import-');

/** Writes a consistent backup of the database and the uploads directory into `target` (must not exist). */
export async function createBackup(
  pool: pg.Pool,
  uploadsDir: string,
  target: string,
): Promise<BackupManifest> {
  await fs.mkdir(target, { recursive: false, mode: PRIVATE_FOLDER });
  await fs.chmod(target, PRIVATE_FOLDER);
  await fs.mkdir(path.join(target, 'tables'), { mode: PRIVATE_FOLDER });
  await fs.chmod(path.join(target, 'tables'), PRIVATE_FOLDER);
  const tables: TableInfo[] = [];
  let schemaVersion = 0;
  await withClientTransaction(
    pool,
    async (client) => {
      schemaVersion = await appliedMigrations(client);
      for (const table of await tablesInDependencyOrder(client)) {
        const columnList = table.columns.map(quoteIdent).join(', ');
        const rows = await client.query<{ n: number }>(
          `select count(*)::int as n from ${quoteIdent(table.name)}`,
        );
        await pipeline(
          client.query(copyTo(`copy ${quoteIdent(table.name)} (${columnList}) to stdout`)),
          createWriteStream(path.join(target, 'tables', `${table.name}.copy`), { mode: PRIVATE_FILE }),
        );
        tables.push({ ...table, rows: rows.rows[0]?.n ?? 0 });
      }
    },
    // One consistent snapshot of every table.
    'begin isolation level repeatable read read only',
  );
  const uploadFiles = await copyDirectory(uploadsDir, path.join(target, 'uploads'), isTemporaryUpload);
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    schemaVersion,
    tables,
    uploadFiles,
  };
  await fs.writeFile(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: PRIVATE_FILE,
  });
  return manifest;
}

/**
 * Restores a backup into a migrated database whose application tables are all
 * empty, and its uploads into an empty uploads directory. Everything is loaded
 * in one transaction: a failure leaves the database as it was.
 */
export async function restoreBackup(
  pool: pg.Pool,
  uploadsDir: string,
  source: string,
): Promise<BackupManifest> {
  const manifest = JSON.parse(
    await fs.readFile(path.join(source, 'manifest.json'), 'utf8'),
  ) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT)
    throw new Error(`${source} is not a Heirloom backup (format ${manifest.format}).`);
  // The checks read inside the transaction too: nothing is written unless they all pass.
  await withClientTransaction(pool, async (client) => {
    const version = await appliedMigrations(client);
    if (version !== manifest.schemaVersion) {
      throw new Error(
        `This backup was made with database schema version ${manifest.schemaVersion}, and this Heirloom has version ${version}. ` +
          'Restore it with the Heirloom version that made it, then upgrade.',
      );
    }
    for (const table of manifest.tables) {
      const existing = await client.query<{ n: number }>(
        `select count(*)::int as n from ${quoteIdent(table.name)}`,
      );
      if ((existing.rows[0]?.n ?? 0) > 0) {
        throw new Error(
          `The database already holds data (table ${table.name}). Restore into a new, empty database.`,
        );
      }
    }
    if ((await countFiles(uploadsDir)) > 0) {
      throw new Error(
        `The uploads directory ${uploadsDir} is not empty. Restore into a new, empty directory.`,
      );
    }
    for (const table of manifest.tables) {
      const columnList = table.columns.map(quoteIdent).join(', ');
      await pipeline(
        createReadStream(path.join(source, 'tables', `${table.name}.copy`)),
        client.query(copyFrom(`copy ${quoteIdent(table.name)} (${columnList}) from stdin`)),
      );
    }
    // The job queue is not part of a backup: a recording that was still being transcribed has no job to finish
    // it here. Say so on the memory instead of leaving it "processing" for ever.
    if (manifest.tables.some((table) => table.name === 'uploaded_files')) {
      await client.query(
        "update uploaded_files set status = 'failed', failure_reason = $1 where status = 'processing'",
        [INTERRUPTED_BY_RESTORE],
      );
    }
    await copyDirectory(path.join(source, 'uploads'), uploadsDir, () => false);
  });
  return manifest;
}
