import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signUp, test } from './support/fixtures.ts';
import { chooseAddMemory, createMemory } from './support/memories.ts';
import { seedSharedWith } from './support/seed-rows.ts';

/**
 * The main screens on the narrowest phones and at 200% zoom (issue 31, decision 815), with the names that break
 * layouts: a 60-character e-mail address and a long name, and a memory whose words are long.
 *
 * - At 360 CSS pixels wide nothing scrolls sideways (`scrollWidth <= clientWidth`).
 * - At 200% zoom of a 1280 × 800 screen (640 × 400 CSS pixels at twice the density, the same CSS pixels Chromium's
 *   page zoom gives) axe finds nothing serious on Shared with me and the storyteller link, the two screens
 *   `zoom-axe.spec.ts` does not walk.
 */

/** A 60-character address, unique to the run: the kind that pushed the invitation off a phone's screen. */
function longEmail(who: string) {
  const domain = '@example.org';
  const local = `${who}.${Date.now()}${Math.random().toString(36).slice(2, 8)}.featherstonehaugh-montgomery`;
  return `${local.slice(0, 60 - domain.length)}${domain}`;
}

const LONG_FIRST_NAME = 'Bartholomew-Maximilian';
const LONG_LAST_NAME = 'Featherstonehaugh-Montgomery-Cholmondeley';

async function personAt(
  browser: Browser,
  who: string,
  size: { viewport: { width: number; height: number }; deviceScaleFactor: number },
) {
  const use = test.info().project.use;
  const context = await browser.newContext({ baseURL: use.baseURL, ...size });
  const page = await context.newPage();
  const email = longEmail(who);
  expect(email).toHaveLength(60);
  await signUp(page, { email });
  const named = await page.request.put('/api/user/profile', {
    data: {
      firstName: LONG_FIRST_NAME,
      lastName: LONG_LAST_NAME,
      email,
      phone: '',
      birthday: '',
      language: 'en',
    },
  });
  expect(named.status(), await named.text()).toBe(200);
  return { page, email, close: () => context.close() };
}

async function openSection(page: Page, label: string) {
  const navigation = page.getByRole('navigation', { name: 'Workspace' });
  if (!(await navigation.isVisible())) await page.getByRole('button', { name: 'Open navigation' }).click();
  await navigation.getByRole('button', { name: label }).click();
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
}

/** The page is no wider than the screen: nothing to scroll sideways to. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const width = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(width.page, `${where} scrolls sideways`).toBeLessThanOrEqual(width.screen);
}

/** An owner with a long address and name, a memory of long words, a memoir and a storyteller link. */
async function fillOwnersAccount(page: Page) {
  await createMemory(page, {
    name: 'Grandfather Featherstonehaugh’s unforgettable apprenticeship at Cholmondeley',
    text: 'Supercalifragilisticexpialidocious summers at https://example.org/a-very-long-address-without-spaces-at-all',
  });
  const project = await page.request.post('/api/memoir-projects', {
    data: {
      motivation: 'To share my life and lessons with my family',
      audience: 'For my close family and friends',
      tone: 'A sense of warmth and nostalgia',
      title: 'Featherstonehaugh-Montgomery: Recollections of Cholmondeley',
      startingPoint: 'Growing up on a dairy farm.',
    },
  });
  expect(project.ok(), await project.text()).toBe(true);
  const link = await page.request.post('/api/storyteller-links', {
    data: { label: 'Great-grandmother Featherstonehaugh' },
  });
  expect(link.status(), await link.text()).toBe(201);
  return ((await link.json()) as { url: string }).url;
}

test.describe('at 360 pixels wide, with a 60-character e-mail address and a long name', () => {
  test.describe.configure({ timeout: 120_000 });
  const narrow = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 };

  test('no screen scrolls sideways', async ({ browser }) => {
    const owner = await personAt(browser, 'owner', narrow);
    const member = await personAt(browser, 'member', narrow);
    try {
      const page = owner.page;
      const url = await fillOwnersAccount(page);
      await seedSharedWith(owner.email, member.email, 'editor');

      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, 'Dashboard');
      await openSection(page, 'My Memories');
      await expect(page.getByText('Loading your memories…')).toBeHidden();
      await expectNoSidewaysScroll(page, 'My Memories');
      await chooseAddMemory(page, 'Add Note');
      await expect(page.getByRole('dialog', { name: 'Add Memory' })).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: 'Create Memory' }).click();
      await expect(page.getByText('Please give the memory a name.')).toBeVisible();
      await expectNoSidewaysScroll(page, 'Add Memory, saying what is missing');
      await page.keyboard.press('Escape');
      await openSection(page, 'Memoir Studio');
      await expectNoSidewaysScroll(page, 'Memoir Studio');
      await page.getByRole('button', { name: /^Continue Featherstonehaugh/ }).click();
      await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'a memoir');
      await openSection(page, 'Account');
      await expectNoSidewaysScroll(page, 'Account');

      await member.page.goto('/');
      await openSection(member.page, 'Shared with me');
      await expect(member.page.getByText(/unforgettable apprenticeship/).first()).toBeVisible();
      await expectNoSidewaysScroll(member.page, 'Shared with me');

      const storyteller = await browser.newContext({ ...narrow });
      const mum = await storyteller.newPage();
      await mum.goto(url);
      await expect(mum.getByRole('button', { name: 'Begin' })).toBeVisible();
      await expectNoSidewaysScroll(mum, 'the storyteller link');
      await mum.getByRole('button', { name: 'Begin' }).click();
      await mum.getByRole('button', { name: 'Type my answer instead' }).click();
      await expectNoSidewaysScroll(mum, 'the storyteller link, typing');
      await storyteller.close();
    } finally {
      await owner.close();
      await member.close();
    }
  });
});

test.describe('at 200% zoom', () => {
  test.describe.configure({ timeout: 120_000 });
  const zoomed = { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 };

  test('Shared with me and the storyteller link have nothing serious for axe, and do not scroll sideways', async ({
    browser,
  }) => {
    const owner = await personAt(browser, 'owner', zoomed);
    const member = await personAt(browser, 'member', zoomed);
    try {
      const url = await fillOwnersAccount(owner.page);
      await seedSharedWith(owner.email, member.email, 'editor');
      const page = member.page;
      await page.goto('/');
      await openSection(page, 'Shared with me');
      await expect(page.getByText(/unforgettable apprenticeship/).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page, 'Shared with me at 200%');

      const storyteller = await browser.newContext({ ...zoomed });
      const mum = await storyteller.newPage();
      await mum.goto(url);
      await expect(mum.getByRole('button', { name: 'Begin' })).toBeVisible();
      await expectNoSeriousA11yViolations(mum);
      await mum.getByRole('button', { name: 'Begin' }).click();
      await mum.getByRole('button', { name: 'Type my answer instead' }).click();
      await expectNoSeriousA11yViolations(mum);
      await expectNoSidewaysScroll(mum, 'the storyteller link at 200%');
      await storyteller.close();
    } finally {
      await owner.close();
      await member.close();
    }
  });
});
