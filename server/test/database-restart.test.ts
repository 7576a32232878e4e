/**
 * When the database goes away (restart, failover), requests fail with a clear
 * 503 and nothing half-done; when it comes back, the same app answers again
 * without being restarted.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiEngine } from '#server/ai/ai-engine.ts';
import { buildApp } from '#server/app.ts';
import { parseConfig } from '#server/config.ts';
import { createDatabase, ensureDatabaseExists } from '#server/db/client.ts';
import { findFreePort, startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { runMigrations } from '#server/db/migrate.ts';

let dir: string;
let port: number;
let stopDatabase: () => Promise<void>;
let app: Awaited<ReturnType<typeof buildApp>>;
let pool: ReturnType<typeof createDatabase>['pool'];

const startDatabase = async () => {
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port });
  stopDatabase = embedded.stop;
  return embedded.url;
};

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'heirloom-restart-'));
  await fs.chmod(dir, 0o755);
  port = await findFreePort();
  const url = await ensureDatabaseExists(await startDatabase(), 'heirloom');
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    DATABASE_URL: url,
    CLIENT_DIST_DIR: path.join(dir, 'none'),
  });
  const database = createDatabase(url);
  pool = database.pool;
  await runMigrations(pool);
  const ai = createAiEngine({ ...config.ai, log: { info() {}, warn() {} } });
  app = await buildApp(config, { db: database.db, ai, sessionSecret: 'x'.repeat(40) });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await pool.end();
  await stopDatabase();
  await fs.rm(dir, { recursive: true, force: true });
});

const joinWaitlist = (email: string) =>
  app.inject({ method: 'POST', url: '/api/waitlist', payload: { email } });

describe('the database restarting under the app', () => {
  it('answers 503 with a plain message while it is down, and works again once it is back', async () => {
    expect((await joinWaitlist('before@example.org')).statusCode).toBe(200);

    await stopDatabase();
    const whileDown = await joinWaitlist('during@example.org');
    expect(whileDown.statusCode).toBe(503);
    expect(whileDown.json().message).toBe(
      'Heirloom cannot reach its database right now. Nothing was changed. Please try again in a minute.',
    );
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);

    await startDatabase();
    expect((await joinWaitlist('after@example.org')).statusCode).toBe(200);
    const emails = await pool.query('select email from waitlist_entries order by email');
    expect(emails.rows.map((row) => row.email)).toEqual(['after@example.org', 'before@example.org']);
  });
});
