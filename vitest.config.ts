import { defineConfig } from 'vitest/config';

/**
 * Two projects:
 * - unit: pure code (shared rules, AI engine, extractors, client helpers); no database.
 * - api: server modules tested through the real HTTP stack against real PostgreSQL.
 *   One PostgreSQL server per run (embedded, or TEST_DATABASE_URL), a fresh database
 *   per test file cloned from a migrated template (see server/test/global-setup.ts).
 */
const apiGlobs = [
  'server/src/modules/**/*.test.ts',
  'server/src/auth/**/*.test.ts',
  'server/src/db/**/*.test.ts',
  'server/src/jobs/**/*.test.ts',
  'server/src/storage/**/*.test.ts',
  'server/test/**/*.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'server/src/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}'],
          exclude: [...apiGlobs, '**/node_modules/**'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: apiGlobs,
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
