import type { Browser, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, signUp, test } from './support/fixtures.ts';
import { chooseRowAction, createMemory, openSection } from './support/memories.ts';

/**
 * Every screen and open dialog of the workspace at 200% zoom (issue 18), checked by axe for findings of any impact.
 * Each screen's own spec checks it at both widths; this walk adds the zoom, where layouts break first. A 1280 × 800
 * screen zoomed to 200% is 640 × 400 CSS pixels at twice the density, so the phone layout (the drawer) is what an
 * older person with a big zoom meets.
 */

async function zoomedPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await signUp(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  return { page, close: () => context.close() };
}

/** Opens a dialog, checks it, and closes it with Escape. */
async function checkDialog(page: Page, open: () => Promise<void>, name: string | RegExp) {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page, `dialog ${name}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

async function openStudio(page: Page) {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'Memoir Studio' })
    .click();
}

test.describe('at 200% zoom', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the Dashboard and every dialog it opens', async ({ browser }) => {
    const { page, close } = await zoomedPage(browser);
    await expectNoA11yViolations(page, 'Dashboard');
    const quick = page
      .locator('section')
      .filter({ has: page.getByRole('button', { name: 'Quick Actions', exact: true }) });
    await checkDialog(page, () => quick.getByRole('button', { name: 'Add Memory' }).click(), 'Add Memory');
    await checkDialog(
      page,
      () => quick.getByRole('button', { name: 'Record a Memory' }).click(),
      'Record a Memory',
    );
    await checkDialog(page, () => quick.getByRole('button', { name: 'Add Files' }).click(), 'Add Files');
    await checkDialog(
      page,
      () => quick.getByRole('button', { name: 'Start an Interview' }).click(),
      'An interview with Clio',
    );
    await checkDialog(
      page,
      () => page.getByRole('button', { name: 'Book your first interview' }).click(),
      'Book an interview',
    );
    await close();
  });

  test('My Memories, a memory’s details, its editing, its Memory DNA and its deletion', async ({
    browser,
  }) => {
    const { page, close } = await zoomedPage(browser);
    await createMemory(page, {
      name: 'Summers at the lake',
      text: 'Every July my father took us fishing at the lake.',
    });
    await page.reload();
    await openSection(page, 'My Memories');
    await expectNoA11yViolations(page, 'My Memories');
    await checkDialog(
      page,
      () => chooseRowAction(page, 'Summers at the lake', 'View Memory'),
      'Memory Details',
    );
    await checkDialog(page, () => chooseRowAction(page, 'Summers at the lake', 'Edit Memory'), 'Edit Memory');
    await chooseRowAction(page, 'Summers at the lake', 'Delete Memory');
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await expectNoA11yViolations(page, 'Delete confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    // A new memory's Memory DNA.
    await page.getByRole('button', { name: 'Add Memory' }).click();
    await page.getByRole('menuitem', { name: 'Add Note' }).click();
    const add = page.getByRole('dialog', { name: 'Add Memory' });
    await add.getByLabel('Memory name').fill('The corner shop');
    await add
      .getByLabel(/memory/i)
      .last()
      .fill('We bought sweets at the corner shop on Saturdays.');
    await add.getByRole('button', { name: 'Create Memory' }).click();
    await expect(page.getByRole('dialog', { name: /Memory DNA/ })).toBeVisible();
    await expectNoA11yViolations(page, 'Memory DNA');
    await close();
  });

  test('the Memoir Studio: projects, the new memoir form, a project, a chapter', async ({ browser }) => {
    const { page, close } = await zoomedPage(browser);
    await openStudio(page);
    await expectNoA11yViolations(page, 'Memoir Studio, no projects');
    await page.getByRole('button', { name: 'Create Your First Memoir' }).click();
    await expect(page.getByRole('button', { name: 'Create Your First Memoir' })).toBeHidden();
    await expectNoA11yViolations(page, 'the new memoir form');
    const created = await page.request.post('/api/memoir-projects', {
      data: {
        motivation: 'To share my life and lessons with my family',
        audience: 'For my close family and friends',
        tone: 'A sense of warmth and nostalgia',
        title: 'Seasons on the Farm',
        startingPoint: 'Growing up on a dairy farm in Wisconsin.',
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = (await created.json()) as { id: string };
    const chapter = await page.request.post(`/api/memoir-projects/${id}/chapters`, {
      data: { title: 'Early Years' },
    });
    expect(chapter.ok(), await chapter.text()).toBe(true);
    await page.reload();
    await openStudio(page);
    await expectNoA11yViolations(page, 'Memoir Studio, a project');
    await page.getByRole('button', { name: 'Continue Seasons on the Farm' }).click();
    await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
    await expectNoA11yViolations(page, 'the project workspace');
    await checkDialog(
      page,
      () =>
        page
          .getByRole('region', { name: 'The Book', exact: true })
          .getByRole('button', { name: 'Make the Book' })
          .click(),
      'Make the Book',
    );
    await page.getByRole('button', { name: 'Open chapter 1' }).click();
    await expect(page.getByRole('heading', { name: 'Chapter 1: Early Years' })).toBeFocused();
    await expectNoA11yViolations(page, 'a chapter');
    await checkDialog(
      page,
      () => page.getByRole('button', { name: 'Add memories' }).first().click(),
      'Add memories',
    );
    await close();
  });

  test('the Archive and the Account', async ({ browser }) => {
    const { page, close } = await zoomedPage(browser);
    await openSection(page, 'Archive');
    await expectNoA11yViolations(page, 'Archive');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('button', { name: 'Account' })
      .click();
    await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
    await expectNoA11yViolations(page, 'Account');
    await close();
  });
});
