import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Three projects (docs/decisions/664):
 * - unit: pure code (shared rules, AI engine, extractors, client helpers); no database.
 * - api: server modules tested through the real HTTP stack against real PostgreSQL.
 *   One PostgreSQL server per run (embedded, or TEST_DATABASE_URL), a fresh database
 *   per test file cloned from a migrated template (see server/test/global-setup.ts).
 * - api-isolated: the API files that replace a module with `vi.mock`, each in a module graph of its own.
 *
 * Unit and API files share one module graph per worker (`isolate: false`): importing the server again for
 * every file cost two thirds of the API tests' time. Every API file still builds its own app on its own
 * database; what a worker shares on purpose is the offline AI engine (server/test/test-app.ts).
 *
 * At least two workers, even on two cores, where Vitest would take one: the API tests spend much of their time
 * waiting on PostgreSQL, child processes and the network, and a second worker fills those waits (the API phase
 * went from 507 to 323 seconds, the unit phase from 59 to 44, on the two-core CI machine; decision 664).
 */
const workers = Math.max(2, os.availableParallelism() - 1);
const apiGlobs = [
  'server/src/modules/**/*.test.ts',
  'server/src/auth/**/*.test.ts',
  'server/src/db/**/*.test.ts',
  'server/src/jobs/**/*.test.ts',
  'server/src/storage/**/*.test.ts',
  'server/test/**/*.test.ts',
];

/** API files that `vi.mock` a module: in a shared module graph the mock would leak into other files. */
const apiFilesWithMocks = ['server/test/security/ai-off-main-thread.test.ts'];

const apiProject = {
  environment: 'node' as const,
  globalSetup: ['server/test/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'server/src/**/*.test.ts',
            'client/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          exclude: [...apiGlobs, '**/node_modules/**'],
          environment: 'node',
          isolate: false,
          maxWorkers: workers,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          ...apiProject,
          name: 'api',
          include: apiGlobs,
          exclude: [...apiFilesWithMocks, '**/node_modules/**'],
          isolate: false,
          maxWorkers: workers,
        },
      },
      {
        test: {
          ...apiProject,
          name: 'api-isolated',
          include: apiFilesWithMocks,
        },
      },
    ],
  },
});
