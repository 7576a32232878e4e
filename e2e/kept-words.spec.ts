import type { Browser, Dialog, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signUp, test } from './support/fixtures.ts';
import { chooseAddMemory, openMyMemories, shot } from './support/memories.ts';
import { seedSharedWith } from './support/seed-rows.ts';

/**
 * No typed words lost when a tab or window closes (decision 812): every place a person types at length keeps the
 * words on the device while they are typed, puts them back after a reload with "We kept what you typed last
 * time.", removes them once saved, asks before the page is left with words unsaved, and forgets them at sign-out.
 */

const KEPT = 'We kept what you typed last time.';

/** The drafts kept on this device, by key. */
const keptDrafts = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((key) => key.startsWith('heirloom.draft.'))
        .map((key) => [key, localStorage.getItem(key)]),
    ),
  );

/** Reloads the page, answering the browser's "Leave site?" question; resolves with the kind of question asked. */
async function reloadAnsweringLeave(page: Page) {
  let asked: string | null = null;
  const answer = async (dialog: Dialog) => {
    asked = dialog.type();
    await dialog.accept();
  };
  page.on('dialog', answer);
  await page.reload();
  page.off('dialog', answer);
  return asked;
}

test('words typed in Add Memory come back after a reload, and go once the memory is saved', async ({
  signedInPage: page,
}) => {
  await openMyMemories(page);
  await chooseAddMemory(page, 'Add Note');
  let dialog = page.getByRole('dialog', { name: 'Add Memory' });
  await dialog.getByLabel('Memory name').click();
  await page.keyboard.type('The corner shop');
  await dialog.getByLabel('Your memory').click();
  await page.keyboard.type('We bought sweets at the corner shop on Saturdays');

  // Leaving with words unsaved, the browser asks first.
  expect(await reloadAnsweringLeave(page)).toBe('beforeunload');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await openMyMemories(page);
  await chooseAddMemory(page, 'Add Note');
  dialog = page.getByRole('dialog', { name: 'Add Memory' });
  await expect(dialog.getByText(KEPT)).toBeVisible();
  await expect(dialog.getByLabel('Memory name')).toHaveValue('The corner shop');
  await expect(dialog.getByLabel('Your memory')).toHaveValue(
    'We bought sweets at the corner shop on Saturdays',
  );
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  await shot(page, 'add-memory-kept-words');

  await dialog.getByRole('button', { name: 'Create Memory' }).click();
  await expect(page.getByRole('dialog', { name: /Memory DNA/ })).toBeVisible();
  expect(await keptDrafts(page)).toEqual({});
  const memories = (await (await page.request.get('/api/memory-fragments')).json()) as { name: string }[];
  expect(memories.map((memory) => memory.name)).toEqual(['The corner shop']);
});

test('kept words can be thrown away, and the cursor goes to the first box', async ({
  signedInPage: page,
}) => {
  await openMyMemories(page);
  await chooseAddMemory(page, 'Add Note');
  let dialog = page.getByRole('dialog', { name: 'Add Memory' });
  await dialog.getByLabel('Your memory').fill('Words I will not want after all.');
  await reloadAnsweringLeave(page);
  await openMyMemories(page);
  await chooseAddMemory(page, 'Add Note');
  dialog = page.getByRole('dialog', { name: 'Add Memory' });
  const discard = dialog.getByRole('button', { name: 'Discard these words' });
  await discard.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Memory name')).toBeFocused();
  await expect(dialog.getByLabel('Your memory')).toHaveValue('');
  await expect(dialog.getByText(KEPT)).toBeHidden();
  expect(await keptDrafts(page)).toEqual({});
  // Nothing typed: the page is left without a question.
  expect(await reloadAnsweringLeave(page)).toBeNull();
});

/** A browser of the storyteller's own: no cookies, nobody signed in. */
async function storytellerPage(browser: Browser, url: string) {
  const use = test.info().project.use;
  const context = await browser.newContext({ baseURL: use.baseURL, viewport: use.viewport });
  const page = await context.newPage();
  await page.goto(url);
  return { page, close: () => context.close() };
}

test('an answer typed through a storyteller link comes back after a reload, and goes once sent', async ({
  signedInPage: page,
  browser,
}) => {
  const made = await page.request.post('/api/storyteller-links', { data: { label: 'Mum' } });
  expect(made.status(), await made.text()).toBe(201);
  const { url } = (await made.json()) as { url: string };
  const { page: mum, close } = await storytellerPage(browser, url);
  await mum.getByRole('button', { name: 'Begin' }).click();
  let interview = mum.getByRole('region', { name: 'Interview' });
  const question = await interview.locator('p[aria-live="polite"]').textContent();
  await interview.getByRole('button', { name: 'Type my answer instead' }).click();
  await interview.getByRole('textbox', { name: 'Your answer' }).click();
  await mum.keyboard.type('My sister Edna and I went to the Saturday matinee at the Regal');

  expect(await reloadAnsweringLeave(mum)).toBe('beforeunload');
  interview = mum.getByRole('region', { name: 'Interview' });
  await expect(interview.locator('p[aria-live="polite"]')).toHaveText(question!);
  await expect(interview.getByText(KEPT)).toBeVisible();
  const box = interview.getByRole('textbox', { name: 'Your answer' });
  await expect(box).toHaveValue('My sister Edna and I went to the Saturday matinee at the Regal');
  await expectNoSeriousA11yViolations(mum);
  await shot(mum, 'storyteller-kept-words');

  await interview.getByRole('button', { name: 'Send my answer' }).click();
  await expect(interview.getByRole('button', { name: 'Next question' })).toBeFocused();
  expect(await keptDrafts(mum)).toEqual({});
  await close();
});

test('signing out forgets the words kept on this device, after asking', async ({
  signedInPage: page,
  person,
}) => {
  await openMyMemories(page);
  await chooseAddMemory(page, 'Add Note');
  const dialog = page.getByRole('dialog', { name: 'Add Memory' });
  await dialog.getByLabel('Your memory').fill('Private words nobody else should read.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(Object.keys(await keptDrafts(page))).toHaveLength(1);

  // Cancel keeps the person signed in, with the words.
  page.once('dialog', (asked) => void asked.dismiss());
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'My Memories', level: 1 })).toBeVisible();
  expect(Object.keys(await keptDrafts(page))).toHaveLength(1);

  let question = '';
  page.once('dialog', (asked) => {
    question = asked.message();
    void asked.accept();
  });
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: /Sign in/ }).first()).toBeVisible();
  expect(question).toBe(
    'Some words you typed are not saved yet. If you sign out now, they are thrown away. Sign out anyway?',
  );
  expect(await keptDrafts(page)).toEqual({});

  // Back again, the same person finds an empty form.
  const signedIn = await page.request.post('/api/login', {
    form: { email: person.email, password: person.password, intent: 'signin' },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(303);
  await openMyMemories(page);
  await chooseAddMemory(page, 'Add Note');
  await expect(page.getByRole('dialog', { name: 'Add Memory' }).getByLabel('Your memory')).toHaveValue('');
  await expect(page.getByText(KEPT)).toBeHidden();
});

test('a family member’s question comes back after a reload, and goes once sent', async ({ browser }) => {
  const use = test.info().project.use;
  const ownerContext = await browser.newContext({ baseURL: use.baseURL, viewport: use.viewport });
  const owner = await ownerContext.newPage();
  const ownerAccount = await signUp(owner);
  await owner.request.post('/api/memory-fragments', {
    data: { name: 'The dairy farm', text: 'We milked the cows at five every morning.' },
  });
  await ownerContext.close();
  const memberContext = await browser.newContext({ baseURL: use.baseURL, viewport: use.viewport });
  const member = await memberContext.newPage();
  const memberAccount = await signUp(member);
  await seedSharedWith(ownerAccount.email, memberAccount.email, 'editor');
  await member.goto('/');
  await member
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'Shared with me' })
    .click();
  const box = member.getByRole('textbox', { name: 'Your question' });
  await box.click();
  await member.keyboard.type('What was your first job like?');

  expect(await reloadAnsweringLeave(member)).toBe('beforeunload');
  await member
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'Shared with me' })
    .click();
  await expect(member.getByText(KEPT)).toBeVisible();
  await expect(box).toHaveValue('What was your first job like?');
  await member.getByRole('button', { name: 'Send my question' }).click();
  await expect(member.getByText(/Your question was sent to/)).toBeFocused();
  expect(await keptDrafts(member)).toEqual({});
  await memberContext.close();
});
