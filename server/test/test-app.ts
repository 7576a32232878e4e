/**
 * A real app on a real, private database for one test file:
 *   const t = await createTestApp();  …  await t.close();
 * Requests go through the full HTTP stack with app.inject(): `await t.signUp()` is a signed-in
 * person who can `get`/`post`/`put`/`delete`/`upload`, and `t.visitor` is someone signed out.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createAiEngine } from '#server/ai/ai-engine.ts';
import type { AiProvider } from '#server/ai/ai-provider.ts';
import { type AiWorkerPool, createAiWorkerPool } from '#server/ai/worker/ai-worker-pool.ts';
import { buildApp } from '#server/app.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { createUsersRepository } from '#server/auth/users.repository.ts';
import { parseConfig } from '#server/config.ts';
import { createDatabase } from '#server/db/client.ts';
import { createTestClient } from './test-client.ts';
import { createTestDatabase, createTestDataDir } from './test-database.ts';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
/** A signed-up person: their session cookie, account, and requests made as them. */
export type Person = Awaited<ReturnType<TestApp['signUp']>>;

const silentLog = { info: () => {}, warn: () => {} };

/**
 * One offline AI worker pool for every app this test worker builds (the API files share one module graph per
 * worker, vitest.config.ts). Starting its threads and loading the engine into them takes seconds, and per app
 * that was paid 81 times a run. Each app's engine holds a lease on it, which the app's `close()` ends, refusing
 * that app's AI work still under way as a pool of its own would; the pool runs on. Its idle threads are unref'd,
 * so they never hold the process open, and they end with it.
 */
let sharedAiPool: AiWorkerPool | undefined;
const sharedAiWorkerPool = () => (sharedAiPool ??= createAiWorkerPool());

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    ai?: AiProvider;
    /** Another test app whose database this one uses too (several instances of one deployment). */
    shareDatabaseWith?: { databaseUrl: string };
    /** Where the app's log lines go (set LOG_LEVEL in `env` too), for tests that read the logs. */
    logStream?: NodeJS.WritableStream;
    /** The app's clock, for tests of what a calendar day decides; the real one unless given. */
    now?: () => Date;
  } = {},
) {
  const database = options.shareDatabaseWith
    ? { url: options.shareDatabaseWith.databaseUrl, drop: async () => {} }
    : await createTestDatabase();
  const dataDir = await createTestDataDir();
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    CLIENT_DIST_DIR: path.join(dataDir, 'no-client'),
    // Injected requests arrive as "localhost:80": the address this app is reached at (decision 538).
    PORT: '80',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    SIGNUP_RATE_LIMIT_PER_MINUTE: '1000',
    WAITLIST_RATE_LIMIT_PER_MINUTE: '1000',
    ...options.env,
  });
  const connection = createDatabase(database.url, { max: 5 });
  const ai = options.ai ?? createAiEngine({ ...config.ai, log: silentLog, sharedPool: sharedAiWorkerPool() });
  const app = await buildApp(config, {
    db: connection.db,
    ai,
    sessionSecret: 'test-secret-that-is-at-least-32-characters-long',
    logStream: options.logStream,
    now: options.now,
  });
  try {
    await app.ready();
  } catch (error) {
    // A test of a refused start-up leaves nothing running and nothing on disk behind.
    await app.close().catch(() => {});
    await ai.close?.();
    await connection.pool.end();
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    app,
    db: connection.db,
    pool: connection.pool,
    databaseUrl: database.url,
    config,
    dataDir,
    /** Requests from someone who is not signed in. */
    visitor: createTestClient(app),
    /** Requests carrying a session cookie got some other way (signing in again, the identity provider). */
    as: (cookie: string) => createTestClient(app, cookie),
    /** Signs up a new person: the cookie header that carries their session, and requests made as them. */
    async signUp(
      email = `person-${Math.random().toString(36).slice(2)}@example.org`,
      password = 'correct horse battery',
    ) {
      // With e-mail set up a sign-up only mails a link (decision 543); a person who needs an account for some
      // other test has one made, then signs in. Sign-up itself is tested in server/test/security/sign-up-oracle.
      if (config.mail)
        await createUsersRepository(connection.db).insert({
          email: email.trim().toLowerCase(),
          passwordHash: await hashPassword(password),
        });
      const response = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password, intent: config.mail ? 'signin' : 'signup' },
      });
      if (response.statusCode !== 303)
        throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
      const cookie = String(response.headers['set-cookie']).split(';')[0]!;
      const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
      const user = me.json() as { id: string; email: string };
      return { cookie, email, password, user, ...createTestClient(app, cookie) };
    },
    async close() {
      await app.close();
      await connection.pool.end();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
