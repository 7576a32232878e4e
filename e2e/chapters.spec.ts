import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './support/fixtures.ts';
import { chooseRowAction, openMyMemories } from './support/memories.ts';

const TITLE = 'Seasons on the Farm';

async function createProject(page: Page) {
  const response = await page.request.post('/api/memoir-projects', {
    data: {
      motivation: 'To share my life and lessons with my family',
      audience: 'For my close family and friends',
      tone: 'A sense of warmth and nostalgia',
      title: TITLE,
      startingPoint: 'Growing up on a dairy farm in Wisconsin.',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const project = (await response.json()) as { id: string };
  const chapter = await page.request.post(`/api/memoir-projects/${project.id}/chapters`, {
    data: { title: 'Early Years' },
  });
  expect(chapter.status(), await chapter.text()).toBe(200);
  return { ...project, chapterId: ((await chapter.json()) as { id: string }).id };
}

/** Typed memories with the year they happened, through the real API. */
async function addMemory(page: Page, name: string, text: string, whenHappened: string): Promise<string> {
  const created = await page.request.post('/api/memory-fragments', { data: { name, text } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const dna = await page.request.put(`/api/memory-fragments/${id}/narrative-dna`, {
    data: { whenHappened, whereHappened: null, peopleInvolved: [], topics: [] },
  });
  expect(dna.ok(), await dna.text()).toBe(true);
  return id;
}

/**
 * Drafts the chapter through the API. The Dashboard behind the page asks Clio for its two panels as it opens; while
 * both are in flight a draft is answered "Clio is still working on your last request" (429, nothing made), and,
 * as that sentence asks, the draft is asked for again until it is made.
 */
async function draftChapter(page: Page, chapterUrl: string) {
  await expect
    .poll(async () => (await page.request.post(`${chapterUrl}/draft`)).status(), { timeout: 30_000 })
    .toBe(201);
}

async function openChapter(page: Page) {
  if (page.url() === 'about:blank') await page.goto('/');
  else await page.reload();
  if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'Memoir Studio' })
    .click();
  await page.getByRole('button', { name: `Continue ${TITLE}` }).click();
  await page.getByRole('button', { name: 'Open chapter 1' }).click();
  await expect(page.getByRole('heading', { name: 'Chapter 1: Early Years' })).toBeFocused();
}

const chapterList = (page: Page) => page.getByRole('list', { name: 'Memories in this chapter' });
const namesInChapter = (page: Page) => chapterList(page).getByRole('listitem').locator('p.font-semibold');

test.describe('a chapter holds memories', () => {
  test('with nothing to add or draft yet, Draft this Chapter and Add memories say what is missing, by keyboard (decision 813)', async ({
    signedInPage: page,
  }) => {
    await createProject(page);
    await addMemory(page, 'Meeting Rose', 'I met Rose at a dance hall in Chicago.', '1947');
    await openChapter(page);

    // Draft this Chapter in a chapter with no memories: the reason, read with the button, and focus stays on it.
    const draft = page.getByRole('button', { name: 'Draft this Chapter' });
    await draft.focus();
    await page.keyboard.press('Enter');
    await expect(draft).toBeFocused();
    await expect(draft).toHaveAccessibleDescription(
      'Add a memory to this chapter first: the draft is made from its memories.',
    );

    // Add memories with nothing ticked: the words beside the button, and the first memory takes the cursor.
    await page.getByRole('button', { name: 'Add memories' }).click();
    const picker = page.getByRole('dialog', { name: 'Add memories' });
    const add = picker.getByRole('button', { name: 'Add memories' });
    // She sees her memories listed before she presses Add.
    await expect(picker.getByRole('checkbox', { name: /Meeting Rose/ })).toBeVisible();
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(picker.getByRole('checkbox', { name: /Meeting Rose/ })).toBeFocused();
    await expect(add).toHaveAccessibleDescription('Tick the memories you want to add to this chapter first.');
    await page.keyboard.press('Space');
    await expect(picker.getByText('Tick the memories you want to add to this chapter first.')).toBeHidden();
    await picker.getByRole('button', { name: 'Add 1 memory' }).click();
    await expect(namesInChapter(page)).toHaveText([/Meeting Rose/]);
    // With a memory in it, the chapter can be drafted, and the reason has gone.
    await expect(page.getByText('Add a memory to this chapter first')).toBeHidden();
  });

  test(
    'add memories with the picker, reorder them by keyboard, and draft the chapter in their own words',
    { tag: '@both-widths' },
    async ({ signedInPage: page }, testInfo) => {
      // A long walk through one screen: picker, reordering, drafting.
      test.setTimeout(120_000);
      await createProject(page);
      await addMemory(
        page,
        'Meeting Rose',
        'I met Rose at a dance hall in Chicago. We married a year later.',
        '1947',
      );
      await addMemory(
        page,
        'The dairy farm',
        'Every morning before school I helped my brother Tom milk the cows.',
        '1931',
      );
      await addMemory(page, 'The steel mill', 'After the war I worked at the steel mill in Gary.', '1950');
      await openChapter(page);
      await expect(page.getByText('No memories in this chapter yet.')).toBeVisible();

      // The picker: search narrows the list; ticked memories are added at the end.
      await page.getByRole('button', { name: 'Add memories' }).click();
      const picker = page.getByRole('dialog', { name: 'Add memories' });
      await expect(picker.getByRole('checkbox')).toHaveCount(3);
      await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
      await picker.getByRole('searchbox', { name: 'Search your memories' }).fill('rose');
      await expect(picker.getByRole('checkbox')).toHaveCount(1);
      await picker.getByRole('checkbox', { name: /Meeting Rose/ }).check();
      await expect(picker.getByRole('button', { name: 'Add 1 memory' })).toBeEnabled();
      await picker.getByRole('searchbox', { name: 'Search your memories' }).fill('');
      await expect(picker.getByRole('checkbox', { name: /Meeting Rose/ })).toBeChecked();
      await picker.getByRole('checkbox', { name: /The dairy farm/ }).check();
      await picker.getByRole('checkbox', { name: /The steel mill/ }).check();
      await picker.getByRole('button', { name: 'Add 3 memories' }).click();
      await expect(picker).toBeHidden();
      await expect(page.getByRole('button', { name: 'Add memories' })).toBeFocused();
      // They take their places in her life's order (1931, 1947, 1950) until she moves one (decision 911).
      await expect(namesInChapter(page)).toHaveText([/The dairy farm/, /Meeting Rose/, /The steel mill/]);
      if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: testInfo.outputPath('chapter-memories.png'), fullPage: true });
      await expectNoSeriousA11yViolations(page);

      // Keyboard: Move up keeps focus on the moved memory, which the order shows.
      // The first memory has no Move up at all: never a button that silently does nothing.
      await expect(page.getByRole('button', { name: 'Move “The dairy farm” up' })).toHaveCount(0);
      const roseUp = page.getByRole('button', { name: 'Move “Meeting Rose” up' });
      await roseUp.focus();
      await page.keyboard.press('Enter');
      await expect(namesInChapter(page)).toHaveText([/Meeting Rose/, /The dairy farm/, /The steel mill/]);
      // At the top there is no Move up, so focus stays on the same memory's Move down.
      await expect(page.getByRole('button', { name: 'Move “Meeting Rose” down' })).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: 'is now number 1 of 3' })).toBeVisible();
      await page.getByRole('button', { name: 'Move “The steel mill” up' }).focus();
      await page.keyboard.press('Enter');
      await expect(namesInChapter(page)).toHaveText([/Meeting Rose/, /The steel mill/, /The dairy farm/]);
      await expect(page.getByRole('button', { name: 'Move “The steel mill” up' })).toBeFocused();
      await page.keyboard.press('Space');
      await expect(namesInChapter(page)).toHaveText([/The steel mill/, /Meeting Rose/, /The dairy farm/]);
      await expect(page.getByRole('button', { name: 'Move “The steel mill” down' })).toBeFocused();

      // The order is saved: the page says so once the last move has reached the server.
      await expect(
        page.getByRole('status').filter({ hasText: '“The steel mill” is now number 1 of 3.' }),
      ).toBeVisible();
      await page.reload();
      if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
      await page
        .getByRole('navigation', { name: 'Workspace' })
        .getByRole('button', { name: 'Memoir Studio' })
        .click();
      await page.getByRole('button', { name: `Continue ${TITLE}` }).click();
      await page.getByRole('button', { name: 'Open chapter 1' }).click();
      await expect(namesInChapter(page)).toHaveText([/The steel mill/, /Meeting Rose/, /The dairy farm/]);

      // Draft this Chapter: the memories' own words, in the order she set (her order is kept, decision 911). From the
      // keyboard, focus goes into the new draft (the button is disabled while it works), not to the page.
      await page.getByRole('button', { name: 'Draft this Chapter' }).focus();
      await page.keyboard.press('Enter');
      const draft = page.getByRole('textbox', { name: 'Chapter draft' });
      await expect(draft).toBeFocused();
      await expect(draft.locator('p')).toHaveText([
        'After the war I worked at the steel mill in Gary.',
        'I met Rose at a dance hall in Chicago. We married a year later.',
        'Every morning before school I helped my brother Tom milk the cows.',
      ]);
      // Placing the cursor in a paragraph shows the memory it came from.
      await draft.locator('p', { hasText: 'dance hall' }).click();
      await expect(draft.locator('p', { hasText: 'dance hall' })).toHaveClass(/is-chosen/);
      await expect(chapterList(page).locator('[data-highlighted]')).toHaveCount(1);
      await expect(chapterList(page).locator('[data-highlighted]')).toContainText('Meeting Rose');
      await expect(chapterList(page).locator('[data-highlighted]')).toContainText(
        'Used in the chosen paragraph',
      );
      await page.screenshot({ path: testInfo.outputPath('chapter-draft.png'), fullPage: true });
      await expectNoSeriousA11yViolations(page);

      // Back to the project: focus returns to the chapter's Open button.
      await page.getByRole('button', { name: 'Back to Project' }).click();
      await expect(page.getByRole('button', { name: 'Open chapter 1' })).toBeFocused();
    },
  );
});

test.describe('a new order on its way', () => {
  test('leaving the page while a move is still being saved asks the person to wait, and the move is kept', async ({
    signedInPage: page,
  }) => {
    const { id, chapterId } = await createProject(page);
    const memories = [
      await addMemory(page, 'The dairy farm', 'I helped my brother Tom milk the cows.', '1931'),
      await addMemory(page, 'The steel mill', 'After the war I worked at the steel mill in Gary.', '1950'),
    ];
    const added = await page.request.post(`/api/memoir-projects/${id}/chapters/${chapterId}/memories`, {
      data: { memories: memories.map((memoryId) => ({ kind: 'fragment', id: memoryId })) },
    });
    expect(added.ok(), await added.text()).toBe(true);
    await openChapter(page);

    // The save is held on its way, as on a slow connection.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/chapters/*/memories', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Move “The steel mill” up' }).focus();
    await page.keyboard.press('Enter');
    await expect(namesInChapter(page)).toHaveText([/The steel mill/, /The dairy farm/]);

    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(page.isClosed()).toBe(false);

    release();
    await expect(
      page.getByRole('status').filter({ hasText: '“The steel mill” is now number 1 of 2.' }),
    ).toBeVisible();
    await page.unroute('**/chapters/*/memories');
    await openChapter(page);
    await expect(namesInChapter(page)).toHaveText([/The steel mill/, /The dairy farm/]);
  });
});

test.describe('the chapter screen at any width', () => {
  test('fits the screen without sideways scrolling, even with a long web address in the draft', {
    tag: '@both-widths',
  }, async ({ signedInPage: page }) => {
    const { id, chapterId } = await createProject(page);
    const memory = await addMemory(
      page,
      'Meeting Rose at the Aragon Ballroom in Chicago',
      'I met Rose at a dance hall in Chicago. Her letters are at https://example.com/letters-from-rose-to-her-sister-in-chicago-1947',
      '1947',
    );
    const chapter = `/api/memoir-projects/${id}/chapters/${chapterId}`;
    const added = await page.request.post(`${chapter}/memories`, {
      data: { memories: [{ kind: 'fragment', id: memory }] },
    });
    expect(added.ok(), await added.text()).toBe(true);
    await draftChapter(page, chapter);
    await openChapter(page);
    await expect(page.getByRole('region', { name: 'Draft' }).getByText(/letters-from-rose/)).toBeVisible();

    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
  });
});

test.describe('what this chapter still needs', () => {
  test('the checklist shows on the chapter screen and changes when a memory with feelings is added', async ({
    signedInPage: page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await createProject(page);
    await addMemory(
      page,
      'The dairy farm',
      'Every morning before school I helped my brother Tom milk the cows.',
      '1931',
    );
    await addMemory(
      page,
      'Leaving the farm',
      'The morning we left, the kitchen smelled of coffee and the floor was cold. I cried all the way to the station. Looking back, I learned that home is the people.',
      '1939',
    );
    await openChapter(page);
    const needs = page.getByRole('region', { name: 'What this chapter still needs' });
    await expect(needs).toContainText('No memories in this chapter yet, so there is nothing to check.');

    const addOne = async (name: string) => {
      await page.getByRole('button', { name: 'Add memories' }).click();
      const picker = page.getByRole('dialog', { name: 'Add memories' });
      await picker.getByRole('checkbox', { name: new RegExp(name) }).check();
      await picker.getByRole('button', { name: 'Add 1 memory' }).click();
      await expect(picker).toBeHidden();
    };
    const item = (label: string) =>
      needs
        .getByRole('list', { name: 'Checklist for this chapter' })
        .getByRole('listitem')
        .filter({ hasText: label });

    await addOne('The dairy farm');
    await expect(item('When it happened')).toContainText('Done');
    await expect(item('How you felt')).toContainText('Still needed');
    await expect(item('What it meant to you')).toContainText('Still needed');
    await expect(needs.getByRole('list', { name: 'Questions to answer next' })).toContainText(
      'How did you feel during “Early Years”?',
    );
    if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('chapter-needs-thin.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await addOne('Leaving the farm');
    await expect(item('How you felt')).toContainText('Done');
    await expect(item('How you felt')).toContainText('“Leaving the farm” says how you felt: “cried”.');
    await expect(item('What it meant to you')).toContainText('Done');
    await expect(item('A scene you can see, hear or smell')).toContainText('Done');
    // The question about feelings is answered, so it is no longer asked.
    await expect(needs.getByText('How did you feel')).toHaveCount(0);
    if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('chapter-needs.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('Add to chapter from My Memories', () => {
  test('puts a memory in the chosen chapter', async ({ signedInPage: page }) => {
    test.setTimeout(90_000);
    await createProject(page);
    await addMemory(page, 'Meeting Rose', 'I met Rose at a dance hall in Chicago.', '1947');
    await openMyMemories(page);
    await chooseRowAction(page, 'Meeting Rose', 'Add to chapter');
    const dialog = page.getByRole('dialog', { name: 'Add to chapter' });
    await expect(dialog.getByRole('combobox', { name: 'Memoir' })).toHaveValue(/.+/);
    await expect(dialog.getByRole('combobox', { name: 'Chapter' })).toContainText('1. Early Years');
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Add to chapter' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast')).toContainText('“Meeting Rose” is in “Early Years”.');

    await openChapter(page);
    await expect(namesInChapter(page)).toHaveText([/Meeting Rose/]);
  });
});

test.describe('the chapter editor', () => {
  test(
    'edit the draft, make a word bold by keyboard, see it saved, and keep your text when another window saved first',
    { tag: '@both-widths' },
    async ({ signedInPage: page }, testInfo) => {
      test.setTimeout(120_000);
      const project = await createProject(page);
      const memory = await addMemory(
        page,
        'The dairy farm',
        'Every morning I helped my brother Tom milk the cows.',
        '1931',
      );
      const chapterUrl = `/api/memoir-projects/${project.id}/chapters/${project.chapterId}`;
      const added = await page.request.post(`${chapterUrl}/memories`, {
        data: { memories: [{ kind: 'fragment', id: memory }] },
      });
      expect(added.ok(), await added.text()).toBe(true);
      await draftChapter(page, chapterUrl);
      await openChapter(page);

      const editor = page.getByRole('textbox', { name: 'Chapter draft' });
      const status = page.getByTestId('autosave-status');
      await expect(editor.locator('p')).toHaveText(['Every morning I helped my brother Tom milk the cows.']);
      await editor.locator('p').first().click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type(' It was cold.');
      await expect(status).toContainText('Saved at');
      // A change waits 1.5 s before it is saved. The page's clock is held while the change is made and checked, so
      // the check reads that moment however busy the machine is; then time runs on and the change is saved.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1_000);
      // Select "cold" (before the full stop) and make it bold with the keyboard.
      await page.keyboard.press('ArrowLeft');
      // One word-wise keystroke: a run of fast single-letter Shift+ArrowLeft presses sometimes loses one here.
      await page.keyboard.press('Control+Shift+ArrowLeft');
      await page.keyboard.press('ControlOrMeta+b');
      await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
      await expect(editor.locator('strong')).toHaveText('cold');
      await expect(status).toContainText('Your changes will be saved in a moment.');
      await page.clock.resume();
      await expect(status).toContainText('Saved at');
      if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: testInfo.outputPath('chapter-editor.png'), fullPage: true });
      const draftSection = page.getByRole('region', { name: 'Draft', exact: true });
      await draftSection.screenshot({ path: testInfo.outputPath('chapter-editor-draft.png') });
      await expectNoSeriousA11yViolations(page);

      // Saved: it is there after a reload, bold included.
      await openChapter(page);
      await expect(editor.locator('p')).toHaveText([
        'Every morning I helped my brother Tom milk the cows. It was cold.',
      ]);
      await expect(editor.locator('strong')).toHaveText('cold');

      // A second window on the same chapter saves first.
      const other = await page.context().newPage();
      await openChapter(other);
      const otherEditor = other.getByRole('textbox', { name: 'Chapter draft' });
      await otherEditor.locator('p').first().click();
      await other.keyboard.press('ControlOrMeta+End');
      await other.keyboard.type(' Written in the second window.');
      await expect(other.getByTestId('autosave-status')).toContainText('Saved at');
      await other.close();

      // This window, still on the older version, types and saves: nothing is overwritten, the text is kept.
      await editor.locator('p').first().click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type(' Written in the first window.');
      // The panel is named by its heading (aria-labelledby).
      const conflict = page.getByRole('alert', { name: 'This chapter was changed in another window' });
      await expect(conflict).toBeVisible();
      await expect(editor).toContainText('Written in the first window.');
      await expect(editor).not.toContainText('second window');
      await page.screenshot({ path: testInfo.outputPath('chapter-editor-conflict.png'), fullPage: true });
      await draftSection.screenshot({ path: testInfo.outputPath('chapter-editor-conflict-draft.png') });
      await expectNoSeriousA11yViolations(page);

      await conflict.getByRole('button', { name: 'Keep mine and save it as the newest' }).click();
      await expect(conflict).toBeHidden();
      await expect(status).toContainText('Saved at');
      await openChapter(page);
      await expect(editor).toContainText('It was cold. Written in the first window.');
      await expect(editor.locator('strong')).toHaveText('cold');
      // The other window's text is not lost either: it is a version that can be restored.
      await page.getByRole('button', { name: 'Show versions' }).click();
      const versions = page.getByRole('list', { name: 'Saved versions' }).getByRole('listitem');
      await expect(versions.first()).toContainText('Shown now');
      await expect.poll(() => versions.count()).toBeGreaterThanOrEqual(4);
    },
  );
});
