/**
 * The app as end-to-end tests see it: the client built for production and the
 * server on a brand-new embedded PostgreSQL in a temp directory, removed on exit.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { e2eClientDirFile, e2eDataDirFile } from './server-files.ts';

const root = path.resolve(import.meta.dirname, '../..');
const workDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-e2e-'));
// PostgreSQL runs as the `postgres` user when we are root: it must be able to enter this folder.
chmodSync(workDir, 0o755);
const distDir = process.env.E2E_CLIENT_DIST_DIR ?? path.join(workDir, 'client');
process.on('exit', () => rmSync(workDir, { recursive: true, force: true }));

if (!process.env.E2E_CLIENT_DIST_DIR) {
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: distDir },
  });
  // As `npm run build` does: the landing page prerendered into landing.html, which the server sends for `/`.
  execFileSync(process.execPath, [path.join(root, 'scripts/prerender-landing.ts')], {
    cwd: root,
    env: { ...process.env, CLIENT_DIST_DIR: distDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

Object.assign(process.env, {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: process.env.E2E_PORT ?? '4300',
  DATA_DIR: path.join(workDir, 'data'),
  CLIENT_DIST_DIR: distDir,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  // Many test people sign up from one address within a minute.
  AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  WAITLIST_RATE_LIMIT_PER_MINUTE: '10000',
  AUTH_ACCOUNT_FAILURE_LIMIT: '1000',
  AUTH_ACCOUNT_FAILURE_CEILING: '10000',
  SIGNUP_RATE_LIMIT_PER_MINUTE: '10000',
  AGENT_PHONE_NUMBER: '+1 555 010 0100',
});
// With e-mail, every mailed link starts with PUBLIC_URL (decision 538): this server's own address.
if (process.env.SMTP_URL && !process.env.PUBLIC_URL)
  process.env.PUBLIC_URL = `http://127.0.0.1:${process.env.PORT}`;
// Specs that act as the operator (npm run user:reset-password) reach this server's database through its folder.
writeFileSync(e2eDataDirFile(process.env.PORT!), process.env.DATA_DIR!);
// A spec that starts a second server (with e-mail) serves this same build: E2E_CLIENT_DIST_DIR.
writeFileSync(e2eClientDirFile(process.env.PORT!), distDir);
await import('#server/main.ts');
