/**
 * An editor helps with the storyteller's memoir (docs/decisions/1512), with two browsers: Rose (the owner) and Eve,
 * an editor in her circle. Eve adds a chapter by keyboard, puts a shared memory in it, drafts it and types; Rose
 * finds the chapter and Eve's words in her own studio. A chapter holding a private memory is never shown to Eve.
 */
import path from 'node:path';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, isPhone, signUp, test } from './support/fixtures.ts';
import { createMemory } from './support/memories.ts';

const SHOTS = process.env.FAMILY_SHOTS_DIR;
const TITLE = 'Seasons on the Farm';

/** Keeps a picture of a screen at this width when FAMILY_SHOTS_DIR is set (docs/screenshots/family-editor-*.png). */
async function shot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  await page.screenshot({
    path: path.join(SHOTS, `family-editor-${name}-${isPhone(page) ? 'phone' : 'desktop'}.png`),
    fullPage,
  });
}

function deviceOf(info: TestInfo) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
  return { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch };
}

async function setName(page: Page, email: string, firstName: string, lastName: string) {
  const response = await page.request.put('/api/user/profile', {
    data: { firstName, lastName, email, phone: '', birthday: '', language: 'en' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function openWorkspace(page: Page, label: 'Memoir Studio' | 'Shared with me') {
  await page.goto('/');
  if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: label }).click();
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
}

async function post(page: Page, url: string, data: unknown) {
  const response = await page.request.post(url, { data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as { id: string };
}

/** Rose invites an editor by API; they sign up and accept in a browser of their own. */
async function editorOf(owner: Page, browser: Browser, baseURL: string) {
  const email = `eve-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const invited = await owner.request.post('/api/family/members', { data: { email, role: 'editor' } });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(((await invited.json()) as { inviteLink: string }).inviteLink).pathname
    .split('/')
    .pop();
  const context = await browser.newContext({ ...deviceOf(test.info()), baseURL });
  const page = await context.newPage();
  await signUp(page, { email });
  await setName(page, email, 'Eve', 'Miller');
  const accepted = await page.request.post('/api/family/invitations/accept', { data: { token } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { context, page };
}

test('an editor adds a chapter by keyboard, puts a shared memory in it and drafts it; the storyteller sees it in her studio', {
  tag: '@both-widths',
}, async ({ page: owner, browser, baseURL }) => {
  test.setTimeout(120_000);
  const rose = await signUp(owner);
  await setName(owner, rose.email, 'Rose', 'Miller');
  const project = await post(owner, '/api/memoir-projects', {
    motivation: 'To share my life and lessons with my family',
    audience: 'For my close family and friends',
    tone: 'A sense of warmth and nostalgia',
    title: TITLE,
    startingPoint: 'Growing up on a dairy farm.',
  });
  const shared = await createMemory(owner, { name: 'Milking at dawn', text: 'The cows knew my voice.' });
  const diary = await createMemory(owner, { name: 'My private diary', text: 'Only for me.' });
  const released = await owner.request.put('/api/family/releases', {
    data: { items: [{ kind: 'fragment', id: shared.id }], state: 'released' },
  });
  expect(released.status(), await released.text()).toBe(200);
  // Rose's own chapter with her private diary in it: never shown to the family.
  const secrets = await post(owner, `/api/memoir-projects/${project.id}/chapters`, { title: 'Secrets' });
  await post(owner, `/api/memoir-projects/${project.id}/chapters/${secrets.id}/memories`, {
    memories: [{ kind: 'fragment', id: diary.id }],
  });

  const eve = await editorOf(owner, browser, baseURL!);
  try {
    const editor = eve.page;
    await openWorkspace(editor, 'Shared with me');
    const help = editor.getByRole('region', { name: 'Help with the memoir' });
    await expect(help).toBeVisible();
    await expect(help.getByText('No chapters are open to you in this memoir yet.')).toBeVisible();
    await expect(help.getByText('Secrets')).toHaveCount(0);
    await expectNoSeriousA11yViolations(editor);

    // Add a chapter by keyboard: an empty title is refused, then Enter adds it and opens it.
    const title = help.getByLabel('Add a chapter');
    await title.focus();
    await editor.keyboard.press('Enter');
    await expect(help.getByText('Please give a chapter title.')).toBeVisible();
    await editor.keyboard.type('Life on the farm');
    await editor.keyboard.press('Enter');
    await expect(
      help.getByText('“Life on the farm” was added. It stays private until Rose shares it with the family.'),
    ).toBeVisible();
    const chapter = help.getByTestId('workroom-chapter').filter({ hasText: 'Life on the farm' });
    await expect(chapter.getByText('No memories yet. Add one below.')).toBeVisible();

    // Only the memories shared with Eve are offered.
    const pick = chapter.getByLabel('Add a memory Rose shared with you');
    await expect(pick.locator('option')).toHaveText([
      'Choose a memory…',
      'Milking at dawn (Memory Fragment)',
    ]);
    await pick.selectOption({ label: 'Milking at dawn (Memory Fragment)' });
    await chapter.getByRole('button', { name: 'Add to the chapter' }).click();
    await expect(chapter.getByText('“Milking at dawn” is in the chapter.')).toBeVisible();
    await expect(chapter.getByRole('button', { name: 'Take out “Milking at dawn”' })).toBeVisible();

    // Draft this Chapter lays out Rose's words; Eve types and it is saved.
    await chapter.getByRole('button', { name: 'Draft this Chapter' }).click();
    const draft = chapter.getByRole('textbox', { name: 'Chapter draft' });
    await expect(draft.locator('p')).toHaveText(['The cows knew my voice.']);
    await draft.locator('p').click();
    await editor.keyboard.press('End');
    await editor.keyboard.type(' Every one of them had a name.');
    await expect(chapter.getByTestId('autosave-status')).toContainText('Saved at');
    await expect(chapter.getByTestId('draft-version')).toContainText('Version 2 · Edited');
    await expectNoSeriousA11yViolations(editor);
    await chapter.scrollIntoViewIfNeeded();
    await shot(editor, 'help');

    // Rose finds the chapter and Eve's words in her studio.
    await openWorkspace(owner, 'Memoir Studio');
    await owner.getByRole('button', { name: `Continue ${TITLE}` }).click();
    await owner.getByRole('button', { name: 'Open chapter 2' }).click();
    await expect(owner.getByRole('heading', { name: 'Chapter 2: Life on the farm' })).toBeFocused();
    const ownDraft = owner.getByRole('textbox', { name: 'Chapter draft' });
    await expect(ownDraft.locator('p')).toHaveText(['The cows knew my voice. Every one of them had a name.']);
    await ownDraft.scrollIntoViewIfNeeded();
    await shot(owner, 'owner-studio', false);
  } finally {
    await eve.context.close();
  }
});
