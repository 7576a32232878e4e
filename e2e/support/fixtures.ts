import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

export interface TestPerson {
  email: string;
  password: string;
}

/** Creates an account through the real sign-up form endpoint; the page's context then holds the session cookie. */
export async function signUp(page: Page, person: Partial<TestPerson> = {}): Promise<TestPerson> {
  const email = person.email ?? `person-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const password = person.password ?? 'a long enough password';
  const response = await page.request.post('/api/login', {
    form: { email, password, intent: 'signup' },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(303);
  return { email, password };
}

/**
 * What a failed test's page last showed, and what went wrong inside it, printed with the failure: CI keeps only the
 * printed output, not the trace or the screenshot, so a failure that does not come back on another machine still
 * says what the person would have seen.
 */
async function reportPageOnFailure(page: Page, problems: string[], testInfo: TestInfo) {
  if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
  const snapshot = await page
    .locator('body')
    .ariaSnapshot({ timeout: 5_000 })
    .catch((error: unknown) => `(the page could not be read: ${String(error)})`);
  console.log(
    [
      `What the page showed when "${testInfo.title}" failed, at ${page.url()}:`,
      snapshot,
      problems.length > 0
        ? `What went wrong inside the page:\n${problems.join('\n')}`
        : 'No error inside the page.',
    ].join('\n'),
  );
}

/** Opens the app signed in and waits for the workspace: its sidebar, or on a phone the button that opens it. */
export async function gotoWorkspace(page: Page) {
  await page.goto('/');
  await expect(
    page
      .getByRole('navigation', { name: 'Workspace' })
      .or(page.getByRole('button', { name: 'Open navigation' })),
  ).toBeVisible();
}

export const test = base.extend<{ person: TestPerson; signedInPage: Page }>({
  page: async ({ page }, use, testInfo) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.stack ?? error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('requestfailed', (request) =>
      problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
    );
    await use(page);
    await reportPageOnFailure(page, problems, testInfo);
  },
  person: async ({ page }, use) => {
    await use(await signUp(page));
  },
  /** A page showing the workspace of a newly signed-up person. */
  signedInPage: async ({ page, person }, use) => {
    void person;
    await gotoWorkspace(page);
    await use(page);
  },
});

export { expect };

/**
 * axe over the page in one run inside it. The builder's default runs axe in each frame and then merges the results
 * in a blank page it opens for every check: two to three seconds a check on the Dashboard, against one second this
 * way, over some two hundred checks a CI run (docs/decisions/664). The app has no frames of its own, and axe still
 * reaches any same-origin frame from the page, so the rules and what they see are the same.
 */
const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/** Fails with the list of serious or critical accessibility problems on the page, if any. */
export async function expectNoSeriousA11yViolations(page: Page, options: { include?: string } = {}) {
  let builder = axeOn(page);
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/** Fails with every accessibility finding on the page, of any impact: the older-users review listed minor ones too. */
export async function expectNoA11yViolations(page: Page, where?: string) {
  const results = await axeOn(page).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.impact}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
    where,
  ).toEqual([]);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
