import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './support/fixtures.ts';
import { createMemory, shot, spokenWav, uploadThroughApi } from './support/memories.ts';

const TITLE = 'A Life on the Farm';

/** A project of two chapters with memories in them, one of them a spoken recording. */
async function projectWithChapters(page: Page, options: { chapters?: boolean; emptyChapter?: boolean } = {}) {
  const response = await page.request.post('/api/memoir-projects', {
    data: {
      motivation: 'So the grandchildren know where they come from',
      audience: 'My grandchildren',
      tone: 'Warm',
      title: TITLE,
      startingPoint: 'The farm',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const project = (await response.json()) as { id: string };
  if (options.chapters === false) return { projectId: project.id, chapterId: '' };
  const chapterIds: string[] = [];
  const titles = options.emptyChapter
    ? ['Early Years', 'Coming of Age', 'The War Years']
    : ['Early Years', 'The War Years'];
  for (const title of titles) {
    const chapter = await page.request.post(`/api/memoir-projects/${project.id}/chapters`, {
      data: { title },
    });
    expect(chapter.status(), await chapter.text()).toBe(200);
    chapterIds.push(((await chapter.json()) as { id: string }).id);
  }
  const put = async (chapterId: string, kind: string, id: string) => {
    const added = await page.request.post(
      `/api/memoir-projects/${project.id}/chapters/${chapterId}/memories`,
      {
        data: { memories: [{ kind, id }] },
      },
    );
    expect(added.ok(), await added.text()).toBe(true);
  };
  const farm = await createMemory(page, {
    name: 'The dairy farm',
    text: 'Every morning I helped my brother Tom milk the cows.',
  });
  await put(chapterIds[0]!, 'fragment', farm.id);
  const recording = await uploadThroughApi(page, {
    name: 'The grey horse.wav',
    mimeType: 'audio/wav',
    buffer: spokenWav('We had a grey horse called Duke.'),
  });
  await put(chapterIds[0]!, 'file', recording.id);
  const wireless = await createMemory(page, {
    name: 'The wireless',
    text: 'In 1942 we listened to the wireless in the kitchen.',
  });
  await put(chapterIds.at(-1)!, 'fragment', wireless.id);
  return { projectId: project.id, chapterId: chapterIds[0]! };
}

/** Uses the clean copy of every typed memory, as she would in Memory Details (docs/decisions/909). */
async function acceptCleanCopies(page: Page) {
  const memories = (await (await page.request.get('/api/memory-fragments')).json()) as { id: string }[];
  for (const { id } of memories) {
    const copy = (await (await page.request.get(`/api/clean-copies/fragment/${id}`)).json()) as {
      version: number;
    };
    const chosen = await page.request.put(`/api/clean-copies/fragment/${id}`, {
      data: { choice: 'accepted', version: copy.version },
    });
    expect(chosen.ok(), await chosen.text()).toBe(true);
  }
}

async function openProject(page: Page) {
  await page.goto('/');
  if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'Memoir Studio' })
    .click();
  await page.getByRole('button', { name: `Continue ${TITLE}` }).click();
}

const bookPanel = (page: Page) => page.getByRole('region', { name: 'The Book', exact: true });

test('Make the Book by keyboard: it says how far it is, shows the first pages, and each format downloads', {
  tag: '@both-widths',
}, async ({ signedInPage: page }) => {
  test.setTimeout(180_000);
  await projectWithChapters(page);
  await openProject(page);
  const panel = bookPanel(page);
  await expect(panel).toContainText('Make a book of “A Life on the Farm”');

  await panel.getByRole('button', { name: 'Make the Book' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Make the Book' });
  await expect(dialog).toBeVisible();
  await shot(page, 'book-dialog');
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
  // No name for the title page: it says so at the field, and nothing starts.
  await dialog.getByRole('button', { name: 'Make the Book' }).click();
  const name = dialog.getByRole('textbox', { name: 'The storyteller’s name, for the title page' });
  await expect(dialog.getByText('Please give the storyteller’s name for the title page.')).toBeVisible();
  await expect(name).toBeFocused();
  await page.keyboard.type('Mary Brown');
  await page.keyboard.press('Tab');
  await page.keyboard.type('For my grandchildren, who asked.');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('checkbox', { name: 'Print a code to hear the recordings' })).toBeFocused();
  await expect(dialog.getByRole('checkbox', { name: 'Print a code to hear the recordings' })).toBeChecked();
  await name.press('Enter');
  await expect(dialog).toBeHidden();

  // While it is made, the panel says which step it is on.
  await expect(panel.getByRole('status').first()).toHaveText(
    /Waiting to start…|Preparing chapter \d of 2…|Typesetting|Making the cover…|Making the EPUB…|Packing the keepsake…|Drawing the first pages…|Your book is ready\./,
  );
  await expect(panel.getByRole('status')).toHaveText('Your book is ready.', { timeout: 150_000 });
  const pages = panel.getByRole('list', { name: 'The first pages' }).getByRole('img');
  await expect(pages).toHaveCount(4);
  await expect(pages.first()).toHaveAttribute('alt', 'Page 1 of “A Life on the Farm”');
  await expect
    .poll(() => pages.first().evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(100);
  const downloads = panel.getByRole('list', { name: 'Download the book' }).getByRole('link');
  await expect(downloads).toHaveText([
    /^PDF/,
    /^Large Print PDF/,
    /^EPUB/,
    /^Keepsake/,
    /^Cover for printing/,
    /^Large Print Cover/,
  ]);
  await panel.scrollIntoViewIfNeeded();
  await shot(page, 'book-ready');
  await panel.screenshot({ path: test.info().outputPath('book-panel.png') });
  await expectNoSeriousA11yViolations(page);

  const expected = [
    ['PDF', 'A Life on the Farm.pdf', '%PDF-'],
    ['Large Print PDF', 'A Life on the Farm (Large Print).pdf', '%PDF-'],
    ['EPUB', 'A Life on the Farm.epub', 'PK'],
    ['Keepsake', 'A Life on the Farm (Keepsake).zip', 'PK'],
    ['Cover for printing', 'A Life on the Farm (Cover).pdf', '%PDF-'],
    ['Large Print Cover', 'A Life on the Farm (Large Print Cover).pdf', '%PDF-'],
  ] as const;
  for (const [label, fileName, magic] of expected) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      downloads.filter({ hasText: new RegExp(`^${label} \\(`) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(fileName);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(path)).subarray(0, magic.length).toString()).toBe(magic);
  }

  // The next make keeps the finished book on offer until it replaces it.
  await panel.getByRole('button', { name: 'Make the Book Again' }).click();
  await expect(
    dialog.getByRole('textbox', { name: 'The storyteller’s name, for the title page' }),
  ).toHaveValue('Mary Brown');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('the dialog says which chapter has no words yet and is left out of the book', {
  tag: '@both-widths',
}, async ({ signedInPage: page }) => {
  await projectWithChapters(page, { emptyChapter: true });
  // Their clean copies checked, so the dialog names only the chapter left out.
  await acceptCleanCopies(page);
  await openProject(page);
  await bookPanel(page).getByRole('button', { name: 'Make the Book' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Make the Book' });
  await expect(
    dialog.getByText('Chapter 2, “Coming of Age”, has no words yet, so it is left out of the book.'),
  ).toBeVisible();
  await expect(dialog.getByText('Early Years')).toHaveCount(0);
  await shot(page, 'book-dialog-empty-chapter');
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
});

test('without a public address the dialog says the codes will not work outside the home, and leaves them out', {
  tag: '@both-widths',
}, async ({ signedInPage: page }) => {
  await projectWithChapters(page);
  await openProject(page);
  await bookPanel(page).getByRole('button', { name: 'Make the Book' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Make the Book' });
  const codes = dialog.getByRole('checkbox', { name: 'Print a code to hear the recordings' });
  const warning = dialog.getByText(
    'This Heirloom has no public address, so a printed code will not work outside your home: a phone anywhere else cannot reach it.',
  );
  await expect(codes).toBeChecked();
  await expect(warning).toBeVisible();
  await shot(page, 'book-dialog-codes-only-at-home');
  await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });

  // By keyboard: the offer leaves the codes out, and focus lands on the box it unticked.
  await dialog.getByRole('button', { name: 'Leave the codes out' }).focus();
  await page.keyboard.press('Enter');
  await expect(codes).not.toBeChecked();
  await expect(codes).toBeFocused();
  await expect(warning).toBeHidden();
  // Ticking the box again brings the warning back.
  await page.keyboard.press('Space');
  await expect(warning).toBeVisible();
  await page.keyboard.press('Space');
  await expect(warning).toBeHidden();

  // The book is asked for without codes.
  await dialog
    .getByRole('textbox', { name: 'The storyteller’s name, for the title page' })
    .fill('Mary Brown');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/book')),
    dialog.getByRole('button', { name: 'Make the Book' }).click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({ storyteller: 'Mary Brown', recordingCodes: false });
  await expect(dialog).toBeHidden();
});

test('a project with no chapters says what to do, and makes nothing', async ({ signedInPage: page }) => {
  await projectWithChapters(page, { chapters: false });
  await openProject(page);
  await bookPanel(page).getByRole('button', { name: 'Make the Book' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make the Book' });
  await dialog
    .getByRole('textbox', { name: 'The storyteller’s name, for the title page' })
    .fill('Mary Brown');
  await dialog.getByRole('button', { name: 'Make the Book' }).click();
  await expect(dialog.getByTestId('form-failure')).toHaveText(
    'This project has no chapters yet. Add a chapter and put memories in it, then make the book.',
  );
  await expect(
    dialog.getByRole('textbox', { name: 'The storyteller’s name, for the title page' }),
  ).toHaveValue('Mary Brown');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(bookPanel(page).getByRole('status')).toHaveCount(0);
});

test('the page a printed code opens plays the chapter’s recording, and asks a stranger to sign in', async ({
  signedInPage: page,
  browser,
}) => {
  const { projectId, chapterId } = await projectWithChapters(page);
  await page.goto(`/listen/${projectId}/${chapterId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Early Years' })).toBeVisible();
  await expect(page.getByText(TITLE)).toBeVisible();
  const player = page.getByRole('list', { name: 'Recordings' }).locator('audio');
  await expect(player).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'The grey horse' })).toBeVisible();
  await expect
    .poll(() =>
      player.evaluate((audio: HTMLAudioElement) => (Number.isFinite(audio.duration) ? audio.duration : 0)),
    )
    .toBeGreaterThan(1);
  await shot(page, 'book-listen');
  await expectNoSeriousA11yViolations(page);

  const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`/listen/${projectId}/${chapterId}`);
  await expect(strangerPage.getByText('Please sign in to Heirloom first')).toBeVisible();
  await expect(strangerPage.getByRole('link', { name: 'Sign in to Heirloom' })).toHaveAttribute('href', '/');
  await stranger.close();
});
