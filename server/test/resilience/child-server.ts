/**
 * The real server as a separate process (`node server/src/main.ts`), so a test
 * can kill it the way an operating system would (SIGKILL) or stop it the way
 * an operator would (SIGTERM), then start it again on the same database and
 * data directory.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { type SpawnedServer, spawnServer } from '../fixtures/spawn-server.ts';
import { createTestDatabase, createTestDataDir } from '../test-database.ts';

/** A private database cloned from the migrated template, and a private data directory. */
export async function createServerHome() {
  const database = await createTestDatabase();
  const dataDir = await createTestDataDir('heirloom-resilience-');
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  pool.on('error', () => {});
  return {
    databaseUrl: database.url,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    /** Direct database access, for checking what was stored. */
    pool,
    async remove() {
      await pool.end();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type ServerHome = Awaited<ReturnType<typeof createServerHome>>;

export type ChildServer = SpawnedServer;

/** Starts the server on `home` and waits until /api/health answers 200. */
export function startServer(home: ServerHome, env: Record<string, string> = {}): Promise<ChildServer> {
  return spawnServer({
    DATABASE_URL: home.databaseUrl,
    DATA_DIR: home.dataDir,
    CLIENT_DIST_DIR: path.join(home.dataDir, 'no-client'),
    SESSION_SECRET: 'resilience-test-secret-that-is-long-enough',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    SIGNUP_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
}

/** Kills the server without warning, like a power cut, and waits until it is gone. */
export async function killHard(server: ChildServer) {
  server.process.kill('SIGKILL');
  return server.exited;
}

/** Stops the server the way an operator would, and waits for it to exit. */
export async function stopGracefully(server: ChildServer) {
  server.process.kill('SIGTERM');
  return server.exited;
}

/** Signs a new person up over HTTP and returns the cookie that carries their session. */
export async function signUp(
  server: ChildServer,
  email = `person-${Math.random().toString(36).slice(2)}@example.org`,
) {
  const response = await fetch(`${server.origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery', intent: 'signup' }),
    redirect: 'manual',
  });
  if (response.status !== 303) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  return { cookie, email };
}

/** A JSON request as a signed-in person. */
export async function api<T = unknown>(
  server: ChildServer,
  cookie: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.origin}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export const MULTIPART_BOUNDARY = '----heirloom-resilience-boundary';

/**
 * An upload whose body the test writes piece by piece (real HTTP, Content-Length
 * known in advance), so it can be interrupted or slowed at will.
 */
export function openUpload(server: ChildServer, cookie: string, fileName: string, totalFileBytes: number) {
  const head = Buffer.from(
    `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${MULTIPART_BOUNDARY}--\r\n`);
  const request = http.request(`${server.origin}/api/upload-file`, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
      'content-length': head.length + totalFileBytes + tail.length,
    },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (incoming) => {
      let body = '';
      incoming.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
      incoming.on('error', reject);
    });
    request.on('error', reject);
  });
  // A killed server resets the connection; the test looks at `response` only when it expects an answer.
  response.catch(() => {});
  request.write(head);
  return {
    response,
    write(chunk: Buffer) {
      return new Promise<void>((resolve, reject) =>
        request.write(chunk, (error) => (error ? reject(error) : resolve())),
      );
    },
    finish() {
      request.end(tail);
    },
    abort() {
      request.destroy();
    },
  };
}

/** Every file under `dir`, recursively (paths relative to `dir`). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Waits until `check` returns a value, polling; fails after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 45_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Uploads a whole file in one request, the way the browser does. */
export async function uploadFile(server: ChildServer, cookie: string, fileName: string, data: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), fileName);
  const response = await fetch(`${server.origin}/api/upload-file`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { id: string; status: string } };
}
