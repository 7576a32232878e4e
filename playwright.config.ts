import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium.ts';

/**
 * End-to-end tests in Debian's Chromium (Playwright cannot download browsers
 * here). One app server for the run: a fresh embedded PostgreSQL in a temp
 * directory, the client built once. E2E_PORT lets several runs coexist.
 */
const port = Number(process.env.E2E_PORT ?? 4300);
const baseURL = `http://127.0.0.1:${port}`;
const chromium = chromiumLaunchOptions;

/**
 * Which width a test runs at (docs/decisions/664): every test runs at desktop size; at phone size only what
 * is tagged `@both-widths` (a layout, something that looks at the width, or a screen's one phone journey) or
 * `@phone-only`.
 */
const BOTH_WIDTHS = /@both-widths|@phone-only/;

/**
 * The specs whose tests take longest, started first: projects run in the order listed, so these do not
 * arrive last and leave one worker running them alone while the other idles.
 */
const LONGEST_SPECS = [
  '**/interview.spec.ts',
  '**/record-memory.spec.ts',
  '**/family.spec.ts',
  '**/book.spec.ts',
  '**/security-xss.spec.ts',
  '**/storyteller-link.spec.ts',
];

/** The desktop and phone projects over some of the specs; a project may appear twice under its name. */
function atBothWidths(files: { testMatch: string | string[]; testIgnore?: string[] }) {
  return [
    {
      name: 'desktop',
      ...files,
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'phone',
      ...files,
      grep: BOTH_WIDTHS,
      use: { ...devices['Pixel 7'], launchOptions: chromium },
    },
  ];
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // The machines have two cores.
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // The list as it runs, then the slowest tests of the run, so growth shows in every CI log.
  reporter: [['list'], ['./e2e/support/slowest-tests-reporter.ts']],
  use: {
    baseURL,
    // No trace is recorded: recording one for every test took a third of the run's time (docs/decisions/664),
    // and CI keeps only the printed output, where a failure prints what its page showed (support/fixtures.ts).
    // To keep the trace of a failing test, run it again with `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    ...atBothWidths({ testMatch: LONGEST_SPECS }),
    ...atBothWidths({ testMatch: '**/*.spec.ts', testIgnore: LONGEST_SPECS }),
  ],
  webServer: {
    command: 'node e2e/support/start-server.ts',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
