/**
 * A private database for one test, cloned in milliseconds from the template
 * that global-setup.ts migrated once for the whole run; and a private data
 * directory that the embedded PostgreSQL's `postgres` user can enter.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

export async function createTestDatabase() {
  const adminUrl = inject('pgAdminUrl');
  const templateName = inject('pgTemplateName');
  const databaseName = `${templateName}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}" template "${templateName}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${databaseName}" with (force)`);
      await cleanup.end();
    },
  };
}

export async function createTestDataDir(prefix = 'heirloom-test-data-') {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(dataDir, 0o755);
  return dataDir;
}
