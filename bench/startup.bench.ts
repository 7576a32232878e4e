/**
 * Start-up: `node server/src/main.ts` to the first answer on `/`, with a fresh
 * data directory (initialises the embedded PostgreSQL cluster and migrates) and
 * again with the same, existing one.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '#server/db/embedded-postgres.ts';

const root = path.resolve(import.meta.dirname, '..');

async function timeToFirstAnswer(dataDir: string): Promise<number> {
  const port = await findFreePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

export async function runStartupBench() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-bench-start-'));
  chmodSync(dir, 0o755);
  try {
    const fresh = await timeToFirstAnswer(path.join(dir, 'data'));
    const existing = await timeToFirstAnswer(path.join(dir, 'data'));
    return {
      'start-up, fresh data directory (ms)': Math.round(fresh),
      'start-up, existing data directory (ms)': Math.round(existing),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) console.table(await runStartupBench());
