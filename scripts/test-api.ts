/**
 * `npm run test:api`: the API tests, against real PostgreSQL (docs/decisions/663).
 *
 * Without `TEST_PG15_URL`, all of them run on the embedded server, as a person's machine runs them. With it (CI sets
 * it when the machine's PostgreSQL 15 answers), every query is proven on the oldest server Heirloom supports: all API
 * tests run there, and on the embedded server only the tests of the embedded server's own life (starting, stopping,
 * restarting, two instances, backups) and one module's round trip run again. The end-to-end tests run the whole app
 * on the embedded server.
 */
import { spawnSync } from 'node:child_process';

/** The API tests that say something about the embedded server itself, not only about the queries. */
const EMBEDDED_SERVER_TESTS = [
  'server/src/db',
  'server/test/database-restart.test.ts',
  'server/test/backup.test.ts',
  'server/test/s3/two-instances.test.ts',
  'server/src/modules/memories/memories.test.ts',
];

function vitest(args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(
    'node_modules/.bin/vitest',
    ['run', '--project', 'api', '--project', 'api-isolated', ...args],
    {
      stdio: 'inherit',
      env,
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const pg15 = process.env.TEST_PG15_URL;
// The embedded server is the one chosen when no TEST_DATABASE_URL names another.
const embedded = { ...process.env };
delete embedded.TEST_DATABASE_URL;
if (!pg15) {
  console.log('TEST_PG15_URL is not set: all API tests run on the embedded PostgreSQL.');
  vitest([], process.env);
} else {
  console.log('API tests of the embedded server itself, on the embedded PostgreSQL:');
  vitest(EMBEDDED_SERVER_TESTS, embedded);
  console.log('All API tests, on the PostgreSQL at TEST_PG15_URL:');
  vitest([], { ...embedded, TEST_DATABASE_URL: pg15 });
}
