/**
 * Two windows editing one memory (docs/decisions/541): the second save does not
 * silently replace the first; the person sees both versions and chooses.
 */
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { MemoryFragment } from '#shared/memories.ts';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './support/fixtures.ts';
import {
  chooseAddMemory,
  chooseRowAction,
  createMemory,
  expectToast,
  openMyMemories,
} from './support/memories.ts';

const CHOICE_SENTENCE =
  'This memory was changed in another window or by someone else. Choose which version to keep.';
const ORIGINAL = 'We married in June.';
const SAVED_ELSEWHERE = 'We married in June.\n\nThe band played until two.';
const TYPED_HERE = 'We married in June. It rained all day and nobody minded.';

async function storedFragment(page: Page, id: string): Promise<MemoryFragment> {
  const list = (await (await page.request.get('/api/memory-fragments')).json()) as MemoryFragment[];
  return list.find((memory) => memory.id === id)!;
}

/** Opens Edit Memory for the memory named `name` and types `text` as its content. */
async function editContent(page: Page, name: string, text: string) {
  await openMyMemories(page);
  await chooseRowAction(page, name, 'Edit Memory');
  const dialog = page.getByRole('dialog', { name: 'Edit Memory' });
  await dialog.getByLabel('Memory content').fill(text);
  return dialog;
}

/** Presses Tab until `target` has the focus (a person using the keyboard only). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 15; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const SHOTS = process.env.SCREENSHOT_DIR;

/** The screenshot of the choice, at this page's width, for a person to look at (when SCREENSHOT_DIR is set). */
async function choiceShot(page: Page, name: string) {
  if (!SHOTS) return;
  // The dialog animates its height when the choice replaces the form.
  await page.waitForTimeout(250);
  await page.screenshot({ path: path.join(SHOTS, `${isPhone(page) ? 'phone' : 'desktop'}-${name}.png`) });
}

test.describe('a save from an older copy of a memory', () => {
  test('two windows: the second save shows both versions, and "Keep my version" saves it', {
    tag: '@both-widths',
  }, async ({ signedInPage: page }) => {
    const memory = await createMemory(page, { name: 'Our wedding', text: ORIGINAL });
    const here = await editContent(page, 'Our wedding', TYPED_HERE);

    // The same person, another window, saves first.
    const other = await page.context().newPage();
    await other.goto('/');
    const there = await editContent(other, 'Our wedding', SAVED_ELSEWHERE);
    await there.getByRole('button', { name: 'Update Memory' }).click();
    await expectToast(other, 'Memory updated');
    await other.close();

    await here.getByRole('button', { name: 'Update Memory' }).click();
    const heading = here.getByRole('heading', { name: 'Choose which version to keep' });
    await expect(heading).toBeFocused();
    await expect(here.getByText(CHOICE_SENTENCE)).toBeVisible();
    await expect(here.getByRole('region', { name: 'The saved version: Memory content' })).toHaveText(
      SAVED_ELSEWHERE,
    );
    await expect(
      here.getByRole('region', { name: 'Your version (not saved yet): Memory content' }),
    ).toHaveText(TYPED_HERE);
    // Nothing of the other window's save was lost.
    expect((await storedFragment(page, memory.id)).text).toBe(SAVED_ELSEWHERE);
    await choiceShot(page, 'stale-choice');
    await expectNoSeriousA11yViolations(page);

    await here.getByRole('button', { name: 'Keep my version' }).click();
    await expectToast(page, 'Memory updated');
    await expect(here).toBeHidden();
    const stored = await storedFragment(page, memory.id);
    expect(stored.text).toBe(TYPED_HERE);
    // Two saves each (content, then Memory DNA): the other window's, then this one's.
    expect(stored.version).toBe(memory.version + 4);
  });

  test('"Use the saved version" puts the saved text in the form and drops the typed one', async ({
    signedInPage: page,
  }) => {
    const memory = await createMemory(page, { name: 'First bike', text: ORIGINAL });
    const dialog = await editContent(page, 'First bike', TYPED_HERE);
    const elsewhere = await page.request.put(`/api/memory-fragments/${memory.id}`, {
      data: { name: 'First bike', text: SAVED_ELSEWHERE, version: memory.version },
    });
    expect(elsewhere.status()).toBe(200);

    await dialog.getByRole('button', { name: 'Update Memory' }).click();
    await expect(dialog.getByRole('heading', { name: 'Choose which version to keep' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Use the saved version' }).click();
    await expect(dialog.getByLabel('Memory content')).toHaveValue(SAVED_ELSEWHERE);
    await expect(dialog.getByLabel('Memory content')).toBeFocused();
    expect((await storedFragment(page, memory.id)).text).toBe(SAVED_ELSEWHERE);

    // Saving now is based on the saved version: no second conflict.
    await dialog.getByLabel('Memory name').fill('My first bike');
    await dialog.getByRole('button', { name: 'Update Memory' }).click();
    await expectToast(page, 'Memory updated');
    expect(await storedFragment(page, memory.id)).toMatchObject({
      name: 'My first bike',
      text: SAVED_ELSEWHERE,
    });
  });

  test('the choice works from the keyboard alone', async ({ signedInPage: page }) => {
    const memory = await createMemory(page, { name: 'The farm', text: ORIGINAL });
    const dialog = await editContent(page, 'The farm', TYPED_HERE);
    await page.request.put(`/api/memory-fragments/${memory.id}`, {
      data: { name: 'The farm', text: SAVED_ELSEWHERE, version: memory.version },
    });
    await tabTo(page, dialog.getByRole('button', { name: 'Update Memory' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Choose which version to keep' })).toBeFocused();

    await tabTo(page, dialog.getByRole('button', { name: 'Keep my version' }));
    await page.keyboard.press('Enter');
    await expectToast(page, 'Memory updated');
    expect((await storedFragment(page, memory.id)).text).toBe(TYPED_HERE);
  });

  test('Memory DNA dialog: a save from an older copy shows both, and the saved one can be taken', async ({
    signedInPage: page,
  }) => {
    await openMyMemories(page);
    await chooseAddMemory(page, 'Add Note');
    const add = page.getByRole('dialog', { name: 'Add Memory' });
    await add.getByLabel('Memory name').fill('Lake Erie');
    await add.getByLabel('Your memory').fill('In 1965 my brother Tom and I swam in Lake Erie.');
    const created = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/memory-fragments') && response.request().method() === 'POST',
    );
    await add.getByRole('button', { name: 'Create Memory' }).click();
    const fragment = (await (await created).json()) as MemoryFragment;

    const dna = page.getByRole('dialog', { name: 'Memory DNA' });
    await dna.getByLabel('When did it happen?').fill('Summer 1965');
    const elsewhere = await page.request.put(`/api/memory-fragments/${fragment.id}/narrative-dna`, {
      data: {
        whenHappened: 'July 1965',
        whereHappened: 'Cleveland',
        peopleInvolved: ['Tom (brother)'],
        topics: ['Family'],
        version: fragment.version,
      },
    });
    expect(elsewhere.status()).toBe(200);

    await dna.getByRole('button', { name: 'Save Memory DNA' }).click();
    await expect(dna.getByRole('heading', { name: 'Choose which version to keep' })).toBeFocused();
    await expect(dna.getByText('July 1965')).toBeVisible();
    await expect(dna.getByText('Summer 1965')).toBeVisible();
    await choiceShot(page, 'stale-choice-dna');
    await expectNoSeriousA11yViolations(page);

    await dna.getByRole('button', { name: 'Use the saved version' }).click();
    await expect(dna.getByLabel('When did it happen?')).toHaveValue('July 1965');
    await expect(dna.getByLabel('Where did it happen?')).toHaveValue('Cleveland');
    expect(await storedFragment(page, fragment.id)).toMatchObject({ whenHappened: 'July 1965', version: 2 });
  });
});
