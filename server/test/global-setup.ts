/**
 * One PostgreSQL server per test run: the embedded one (in the OS temp
 * directory, thrown away afterwards), or the server at TEST_DATABASE_URL.
 * The schema is migrated once into a template database; each test file then
 * gets its own database cloned from it in milliseconds (see test-app.ts).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '#server/db/client.ts';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { runMigrations } from '#server/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplateName: string;
  }
}

export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let tempDir: string | undefined;
  if (!adminUrl) {
    tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'heirloom-test-pg-'));
    await fs.chmod(tempDir, 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir: path.join(tempDir, 'data'), persistent: false });
    adminUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }
  // Unique per run, so two runs against one external server do not collide.
  const templateName = `heirloom_template_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${templateName}`);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${templateName}`;
  const template = createDatabase(templateUrl.toString(), { max: 1 });
  await runMigrations(template.pool);
  await template.pool.end();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplateName', templateName);
  const label = process.env.TEST_DATABASE_URL
    ? `external PostgreSQL (${(await admin.query('show server_version')).rows[0].server_version})`
    : 'embedded PostgreSQL';
  console.log(`API tests run on ${label}`);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname = $1 or datname like $2`,
      [templateName, `${templateName}_%`],
    );
    for (const { datname } of leftovers.rows)
      await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.end();
    await stopEmbedded?.();
    if (tempDir) await fs.rm(tempDir, { recursive: true, force: true });
  };
}
