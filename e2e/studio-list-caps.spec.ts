/**
 * A memoir holds at most 200 chapters and 200 themes (docs/decisions/542): at the
 * cap, adding one more says so in a sentence, and the lists stay as they were.
 */
import type { Page } from '@playwright/test';
import { STUDIO_LIST_MAX } from '#shared/studio.ts';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './support/fixtures.ts';
import { seedChaptersAndThemes } from './support/seed-rows.ts';

const CHAPTERS_FULL =
  'A memoir can have at most 200 chapters. Please delete a chapter before adding another.';
const THEMES_FULL = 'A memoir can have at most 200 themes. Please delete a theme before adding another.';

/**
 * A project made through the real API, then filled to `STUDIO_LIST_MAX` chapters and themes straight in the
 * database: 400 requests took a minute and a half, and the API's own cap is tested in
 * server/test/security/list-caps.test.ts.
 */
async function fullProject(page: Page) {
  const created = await page.request.post('/api/memoir-projects', {
    data: {
      motivation: 'For my family',
      audience: 'My grandchildren',
      tone: 'Warm',
      title: 'A Long Life',
      startingPoint: 'The farm',
    },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  await seedChaptersAndThemes(id, STUDIO_LIST_MAX);
  return id;
}

async function openProject(page: Page) {
  await page.reload();
  if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'Memoir Studio' })
    .click();
  await page.getByRole('button', { name: 'Continue A Long Life' }).click();
  await expect(page.getByTestId('project-title')).toHaveText('A Long Life');
}

test('at 200 chapters and 200 themes, adding one more says why and changes nothing', async ({
  signedInPage: page,
}) => {
  const id = await fullProject(page);
  await openProject(page);
  const chapters = page.getByRole('list', { name: 'Chapters' }).getByRole('listitem');
  await expect(chapters).toHaveCount(STUDIO_LIST_MAX);

  await page.getByRole('button', { name: 'Add Chapter' }).click();
  await expect(page.getByRole('alert').filter({ hasText: CHAPTERS_FULL })).toBeVisible();
  await expect(chapters).toHaveCount(STUDIO_LIST_MAX);

  await page.getByRole('button', { name: 'Add Theme' }).click();
  const input = page.getByPlaceholder('Enter a new theme...');
  await input.fill('Kindness');
  await input.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: THEMES_FULL })).toBeVisible();
  // What was typed stays, ready once a theme is deleted.
  await expect(input).toHaveValue('Kindness');
  // What this state adds is the two sentences and the kept theme; the workspace page itself is checked in
  // studio.spec.ts. A whole-page check here walks 400 list rows and took 18 to 30 seconds (decision 664).
  await expectNoSeriousA11yViolations(page, {
    include: '[role="alert"], [placeholder="Enter a new theme..."]',
  });

  const themes = (await (await page.request.get(`/api/memoir-projects/${id}/themes`)).json()) as unknown[];
  expect(themes).toHaveLength(STUDIO_LIST_MAX);
});
