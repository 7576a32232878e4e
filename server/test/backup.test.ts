import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup, INTERRUPTED_BY_RESTORE, restoreBackup } from '#server/backup/backup.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let source: TestApp;
let target: TestApp;
let backupDir: string;

async function everyRow(pool: pg.Pool) {
  const tables = await pool.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const snapshot: Record<string, string[]> = {};
  for (const { name } of tables.rows) {
    const rows = await pool.query<{ row: string }>(
      `select row_to_json(t)::text as row from "${name}" t order by 1`,
    );
    snapshot[name] = rows.rows.map((r) => r.row);
  }
  return snapshot;
}

async function everyFile(dir: string, prefix = ''): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(files, await everyFile(full, `${prefix}${entry.name}/`));
    else
      files[`${prefix}${entry.name}`] = createHash('sha256')
        .update(await fs.readFile(full))
        .digest('hex');
  }
  return files;
}

beforeAll(async () => {
  source = await createTestApp();
  target = await createTestApp();
  backupDir = path.join(source.dataDir, 'backup');

  const grace = await source.signUp('grace@example.org');
  await source.signUp('walter@example.org');
  await source.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    payload: { email: 'rose@example.org', role: 'family' },
  });
  await source.pool.query(
    `insert into memory_fragments (user_id, name, text, topics, when_happened, where_happened, people_involved)
     values ($1, 'The farm', 'We milked the cows before school, "every" day; tabs	and newlines
are kept.', '{Childhood,Family}', 'Summer 1965', 'Iowa', '{"Tom (brother)"}')`,
    [grace.user.id],
  );
  await source.pool.query(
    `insert into uploaded_files (user_id, title, original_name, mime_type, size_bytes, storage_key, status)
     values ($1, 'Grandpa talking', 'grandpa.wav', 'audio/wav', 8, $2, 'processing')`,
    [grace.user.id, `${grace.user.id}/voice.wav`],
  );
  await fs.mkdir(path.join(source.config.uploadsDir, grace.user.id), { recursive: true });
  await fs.writeFile(
    path.join(source.config.uploadsDir, grace.user.id, 'letter.txt'),
    'Dear Rose,\nI miss the farm.\n',
  );
  await fs.writeFile(
    path.join(source.config.uploadsDir, grace.user.id, 'voice.wav'),
    Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 255]),
  );
  await fs.writeFile(path.join(source.config.uploadsDir, '.upload-in-progress.tmp'), 'half');
});

afterAll(async () => {
  await source.close();
  await target.close();
});

describe('operator backup and restore', () => {
  it('restores every row and every uploaded file exactly', async () => {
    const manifest = await createBackup(source.pool, source.config.uploadsDir, backupDir);
    expect(manifest.uploadFiles).toBe(2);
    expect(manifest.tables.find((table) => table.name === 'users')?.rows).toBe(2);

    await restoreBackup(target.pool, target.config.uploadsDir, backupDir);
    // A recording still being transcribed at backup time has no job after a restore: it says so instead.
    const recording = await target.pool.query(
      "select status, failure_reason from uploaded_files where title = 'Grandpa talking'",
    );
    expect(recording.rows).toEqual([{ status: 'failed', failure_reason: INTERRUPTED_BY_RESTORE }]);
    await target.pool.query(
      "update uploaded_files set status = 'processing', failure_reason = null where title = 'Grandpa talking'",
    );
    expect(await everyRow(target.pool)).toEqual(await everyRow(source.pool));
    const restoredFiles = await everyFile(target.config.uploadsDir);
    const originalFiles = await everyFile(source.config.uploadsDir);
    delete originalFiles['.upload-in-progress.tmp'];
    expect(restoredFiles).toEqual(originalFiles);
  });

  it('lets a restored person sign in with their old password', async () => {
    const response = await target.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'grace@example.org', password: 'correct horse battery' },
    });
    expect(response.statusCode).toBe(303);
  });

  it('F-12: writes the backup readable by its owner only (files 0600, folders 0700)', async () => {
    const privateDir = path.join(source.dataDir, 'private-backup');
    await createBackup(source.pool, source.config.uploadsDir, privateDir);
    const modes: Record<string, string> = {};
    const mode = async (file: string) => ((await fs.stat(file)).mode & 0o777).toString(8);
    const visit = async (dir: string) => {
      modes[path.relative(source.dataDir, dir)] = `folder ${await mode(dir)}`;
      for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await visit(full);
        else modes[path.relative(source.dataDir, full)] = `file ${await mode(full)}`;
      }
    };
    await visit(privateDir);
    expect(modes['private-backup/tables/memory_fragments.copy']).toBeDefined();
    for (const [name, kindAndMode] of Object.entries(modes))
      expect(kindAndMode, name).toBe(kindAndMode.startsWith('folder') ? 'folder 700' : 'file 600');
  });

  it('refuses to restore over a database that already holds data, and changes nothing', async () => {
    const before = await everyRow(target.pool);
    await expect(
      restoreBackup(target.pool, path.join(target.dataDir, 'other-uploads'), backupDir),
    ).rejects.toThrow(/already holds data/);
    expect(await everyRow(target.pool)).toEqual(before);
  });
});
