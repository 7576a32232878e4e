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

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // The machines have two cores.
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  // Behaviour that exists at one width only is tagged @desktop-only or @phone-only.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'phone',
      grepInvert: /@desktop-only/,
      // The stored-XSS sweep renders the same markup at both widths; once is enough.
      testIgnore: /security-.*\.spec\.ts/,
      use: { ...devices['Pixel 7'], launchOptions: chromium },
    },
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
