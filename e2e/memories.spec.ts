import type { UploadedFile } from '#shared/memories.ts';
import { expect, expectNoSeriousA11yViolations, isPhone, test } from './support/fixtures.ts';
import {
  chooseAddMemory,
  chooseRowAction,
  createMemory,
  expectToast,
  memoryRow,
  memoryRows,
  openMyMemories,
  revealMemoryRow,
  setFragmentDna,
  shot,
  silentWav,
  spokenWav,
  textFile,
  theToast,
  uploadThroughApi,
} from './support/memories.ts';

test.describe('My Memories', () => {
  test('lists every memory newest first, with Memory DNA completeness, topics, source and date', {
    tag: '@both-widths',
  }, async ({ signedInPage: page }) => {
    const none = await createMemory(page, { name: 'Oldest note', text: 'A few words.' });
    await setFragmentDna(page, none.id, {
      whenHappened: null,
      whereHappened: null,
      peopleInvolved: [],
      topics: [],
    });
    const partial = await createMemory(page, { name: 'Middle note', text: 'More words.' });
    await setFragmentDna(page, partial.id, {
      whenHappened: 'Summer 1965',
      whereHappened: null,
      peopleInvolved: [],
      topics: ['Family'],
    });
    const complete = await createMemory(page, { name: 'Newest note', text: 'The lake house.' });
    await setFragmentDna(page, complete.id, {
      whenHappened: 'Summer 1965',
      whereHappened: 'Lake Erie',
      peopleInvolved: ['Tom'],
      topics: ['Family', 'Travel', 'Childhood', 'Hobbies'],
    });
    const letters = await uploadThroughApi(
      page,
      textFile('letters.txt', 'Dear Rose, the garden is in bloom again.'),
    );

    await openMyMemories(page);
    if (!isPhone(page)) {
      const headers = page.getByRole('table').getByRole('columnheader');
      await expect(headers).toHaveText(['Memory', 'Memory DNA', 'Topics', 'Source', 'Date Added', 'Actions']);
    }
    // Newest first: the upload, then the three notes; no interview the person did not have.
    const rows = memoryRows(page);
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText(letters.title);
    await expect(rows.nth(0)).toContainText('Uploaded File');
    await expect(rows.nth(1)).toContainText('Newest note');
    await expect(rows.nth(2)).toContainText('Middle note');
    await expect(rows.nth(3)).toContainText('Oldest note');
    await expect(rows.nth(1).getByTestId('dna-badge')).toHaveText('Complete');
    await expect(rows.nth(2).getByTestId('dna-badge')).toHaveText('Partial');
    await expect(rows.nth(3).getByTestId('dna-badge')).toHaveText('None');
    await expect(rows.nth(1)).toContainText('Memory Fragment');
    await expect(rows.nth(1)).toContainText('+1 more');
    // Dates are written as people write them: "24 November 2026".
    const writtenDay = (day: Date) =>
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(day);
    await expect(rows.nth(1)).toContainText(writtenDay(new Date()));
    await shot(page, 'my-memories');
  });

  test('a new person sees no interviews they did not have', async ({ signedInPage: page }) => {
    await openMyMemories(page);
    await expect(page.getByText('0 memories')).toBeVisible();
    await expect(memoryRows(page)).toHaveCount(0);
  });

  test('the Add Memory menu offers Call Now, Book an interview, Start an Interview, Record a Memory, Add Note and Upload File', {
    tag: '@both-widths',
  }, async ({ signedInPage: page }) => {
    await openMyMemories(page);
    await page.getByRole('button', { name: 'Add Memory' }).click();
    const items = page.getByRole('menuitem');
    await expect(items).toHaveText([
      'Call Now',
      'Book an interview',
      'Start an Interview',
      'Record a Memory',
      'Add Note',
      'Upload File',
    ]);
    await expect(page.getByRole('menuitem', { name: 'Call Now' })).toHaveAttribute(
      'href',
      'tel:+15550100100',
    );
    await shot(page, 'add-memory-menu');
    await page.keyboard.press('Escape');

    await chooseAddMemory(page, 'Add Note');
    await expect(page.getByRole('dialog', { name: 'Add Memory' })).toBeVisible();
    await page.keyboard.press('Escape');

    await chooseAddMemory(page, 'Upload File');
    await expect(page.getByRole('dialog', { name: 'Add Files' })).toBeVisible();
    await page.keyboard.press('Escape');

    await chooseAddMemory(page, 'Record a Memory');
    await expect(page.getByRole('dialog', { name: 'Record a Memory' })).toBeVisible();
    await page.keyboard.press('Escape');

    await chooseAddMemory(page, 'Book an interview');
    await expect(page.getByRole('dialog', { name: 'Book an interview' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The page is still usable after the dialogs closed.
    await page.getByRole('button', { name: 'Add Memory' }).click();
    await expect(page.getByRole('menuitem', { name: 'Add Note' })).toBeVisible();
  });

  test('uploaded files and recordings offer only what works: their details, their Memory DNA and Delete, never an Edit that is then refused (decision 814)', async ({
    signedInPage: page,
  }) => {
    const text = 'Dear Rose, the garden is in bloom again and Tom sends his love.';
    const { title } = await uploadThroughApi(page, textFile('garden-letter.txt', text));
    const recording = await uploadThroughApi(page, {
      name: 'a-short-word.wav',
      mimeType: 'audio/wav',
      buffer: spokenWav('Hello.'),
    });
    await openMyMemories(page);
    const row = memoryRow(page, title);
    await expect(row).toContainText('Uploaded File');

    for (const name of [recording.title, title]) {
      await (await revealMemoryRow(page, name)).getByRole('button', { name: `Actions for ${name}` }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: 'View Memory' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Edit Memory DNA' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Edit Memory', exact: true })).toHaveCount(0);
      await expect(menu.getByRole('menuitem', { name: 'Delete Memory' })).toBeVisible();
      if (name === recording.title) await shot(page, 'recording-row-menu');
      await page.keyboard.press('Escape');
    }

    // Edit Memory DNA changes when, where and who, and focus comes back to the row's Actions button.
    await chooseRowAction(page, title, 'Edit Memory DNA');
    const dna = page.getByRole('dialog', { name: /Memory DNA/ });
    await expect(dna).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });
    await dna.getByLabel('Where did it happen?').fill('The garden in Preston');
    await dna.getByRole('button', { name: 'Save Memory DNA' }).click();
    await expect(dna).toBeHidden();
    await expect(page.getByRole('button', { name: `Actions for ${title}` })).toBeFocused();
    const stored = (await (await page.request.get('/api/uploaded-files')).json()) as UploadedFile[];
    expect(stored.find((file) => file.title === title)?.whereHappened).toBe('The garden in Preston');
    await expect(theToast(page).filter({ hasText: 'Cannot edit' })).toHaveCount(0);

    await chooseRowAction(page, title, 'View Memory');
    const details = page.getByRole('dialog', { name: 'Memory Details' });
    await expect(details.getByTestId('memory-full-text')).toContainText('the garden is in bloom');
    const download = details.getByRole('link', { name: 'Download original' });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('garden-letter.txt');
    await page.keyboard.press('Escape');

    await chooseRowAction(page, title, 'Delete Memory');
    const confirm = page.getByRole('alertdialog', { name: 'Delete this memory?' });
    await expect(confirm).toContainText(title);
    await confirm.getByRole('button', { name: 'Delete Memory' }).click();
    await expectToast(page, 'File deleted', undefined, 'success');
    await expect(memoryRow(page, title)).toHaveCount(0);
    const list = (await (await page.request.get('/api/uploaded-files')).json()) as UploadedFile[];
    expect(list.map((file) => file.id)).toEqual([recording.id]);
  });

  test('"Leave this out" from a row menu, by keyboard, marks the memory and leaves focus on its Actions button', async ({
    signedInPage: page,
  }) => {
    await createMemory(page, { name: 'The argument', text: 'Best forgotten.' });
    await openMyMemories(page);
    const actions = (await revealMemoryRow(page, 'The argument')).getByRole('button', {
      name: 'Actions for The argument',
    });
    await actions.focus();
    await page.keyboard.press('Enter');
    const leaveOut = page.getByRole('menuitem', { name: 'Leave this out' });
    await expect(leaveOut).toBeVisible();
    await leaveOut.focus();
    await page.keyboard.press('Enter');
    await expect(memoryRow(page, 'The argument')).toContainText('Left out');
    await expect(actions).toBeFocused();
  });

  test('Update Memory with the name emptied opens the Content tab, says what is missing and puts the cursor there (decision 813)', async ({
    signedInPage: page,
  }) => {
    await createMemory(page, { name: 'Lake house', text: 'We swam every morning.' });
    await openMyMemories(page);
    await chooseRowAction(page, 'Lake house', 'Edit Memory');
    const dialog = page.getByRole('dialog', { name: 'Edit Memory' });
    await dialog.getByLabel('Memory name').fill('  ');
    await dialog.getByRole('tab', { name: 'Memory DNA' }).click();
    const update = dialog.getByRole('button', { name: 'Update Memory' });
    await update.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByLabel('Memory name')).toBeFocused();
    await expect(dialog.getByLabel('Memory name')).toHaveAccessibleDescription(
      'Please give the memory a name.',
    );
    const stored = (await (await page.request.get('/api/memory-fragments')).json()) as { name: string }[];
    expect(stored.map((memory) => memory.name)).toEqual(['Lake house']);
  });

  test('a memory fragment is edited in two tabs; duplicate people are ignored', async ({
    signedInPage: page,
  }) => {
    const memory = await createMemory(page, { name: 'Lake house', text: 'We swam every morning.' });
    await setFragmentDna(page, memory.id, {
      whenHappened: null,
      whereHappened: null,
      peopleInvolved: [],
      topics: [],
    });
    await openMyMemories(page);
    await chooseRowAction(page, 'Lake house', 'Edit Memory');
    const dialog = page.getByRole('dialog', { name: 'Edit Memory' });
    await expect(dialog.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
    const update = dialog.getByRole('button', { name: 'Update Memory' });
    await expect(dialog.getByLabel('Memory name')).toHaveValue('Lake house');
    await expect(dialog.getByLabel('Memory content')).toHaveValue('We swam every morning.');

    // Emptied words are refused at the field, with what to write (decision 813; the name is the test above).
    await dialog.getByLabel('Memory name').fill('The lake house');
    await dialog.getByLabel('Memory content').fill('  ');
    await update.click();
    await expect(dialog.getByLabel('Memory content')).toBeFocused();
    await expect(dialog.getByLabel('Memory content')).toHaveAccessibleDescription(
      /Please give the memory some text\./,
    );
    await dialog.getByLabel('Memory content').fill('We swam every morning before breakfast.');
    await shot(page, 'edit-memory-content');
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('tab', { name: 'Memory DNA' }).click();
    await dialog.getByLabel('When did it happen?').fill('Summer 1965');
    await dialog.getByLabel('Where did it happen?').fill('Lake Erie');
    const people = dialog.getByLabel('People involved', { exact: true });
    await people.pressSequentially('Tom Rose tom ');
    const added = dialog.getByRole('list', { name: 'People involved added' }).getByRole('listitem');
    await expect(added).toHaveText(['Tom', 'Rose']);
    await dialog.getByRole('button', { name: 'Remove Rose' }).click();
    await expect(added).toHaveText(['Tom']);
    await shot(page, 'edit-memory-dna');

    const dnaRequest = page.waitForRequest(
      (request) =>
        request.method() === 'PUT' &&
        request.url().endsWith(`/api/memory-fragments/${memory.id}/narrative-dna`),
    );
    await update.click();
    expect((await dnaRequest).postDataJSON()).toEqual({
      id: memory.id,
      whenHappened: 'Summer 1965',
      whereHappened: 'Lake Erie',
      peopleInvolved: ['Tom'],
      // The spec's payload, plus the version the content save just answered (docs/decisions/541):
      // created, Memory DNA cleared above, content saved.
      version: memory.version + 2,
    });
    await expectToast(page, 'Memory updated', undefined, 'success');
    await expect(dialog).toBeHidden();
    const row = memoryRow(page, 'The lake house');
    await expect(row).toContainText('before breakfast');
    await expect(row.getByTestId('dna-badge')).toHaveText('Complete');
  });

  test('a failed update says so and keeps the edit dialog open with what was typed', async ({
    signedInPage: page,
  }) => {
    await createMemory(page, { name: 'Lake house', text: 'We swam every morning.' });
    await openMyMemories(page);
    await page.route('**/api/memory-fragments/*', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await chooseRowAction(page, 'Lake house', 'Edit Memory');
    const dialog = page.getByRole('dialog', { name: 'Edit Memory' });
    await dialog.getByLabel('Memory content').fill('Changed words');
    await dialog.getByRole('button', { name: 'Update Memory' }).click();
    await expectToast(page, 'Update failed', 'Failed to update memory. Please try again.', 'destructive');
    await expect(dialog.getByLabel('Memory content')).toHaveValue('Changed words');

    await page.unroute('**/api/memory-fragments/*');
    await page.route('**/api/memory-fragments/*/narrative-dna', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await dialog.getByRole('button', { name: 'Update Memory' }).click();
    await expectToast(page, 'Update failed', 'Failed to update Memory DNA. Please try again.', 'destructive');
    await expect(dialog).toBeVisible();
  });

  test('deleting a memory fragment asks first; Cancel keeps it', async ({ signedInPage: page }) => {
    await createMemory(page, { name: 'Keep or go', text: 'Some words.' });
    await openMyMemories(page);
    await chooseRowAction(page, 'Keep or go', 'Delete Memory');
    const confirm = page.getByRole('alertdialog', { name: 'Delete this memory?' });
    await expect(confirm).toContainText('This cannot be undone.');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await shot(page, 'delete-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(memoryRow(page, 'Keep or go')).toBeVisible();

    await chooseRowAction(page, 'Keep or go', 'Delete Memory');
    await confirm.getByRole('button', { name: 'Delete Memory' }).click();
    await expectToast(page, 'Memory fragment deleted', undefined, 'success');
    await expect(memoryRow(page, 'Keep or go')).toHaveCount(0);
  });

  test('a failed delete says so and keeps the memory', async ({ signedInPage: page }) => {
    await createMemory(page, { name: 'Stubborn note', text: 'Some words.' });
    const { title } = await uploadThroughApi(page, textFile('stubborn.txt', 'Some words in a file.'));
    await openMyMemories(page);
    await page.route('**/api/memory-fragments/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await page.route('**/api/uploaded-files/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await chooseRowAction(page, 'Stubborn note', 'Delete Memory');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Memory' }).click();
    await expectToast(page, 'Error', 'Failed to delete memory fragment.', 'destructive');
    await expect(memoryRow(page, 'Stubborn note')).toBeVisible();

    await chooseRowAction(page, title, 'Delete Memory');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Memory' }).click();
    await expectToast(page, 'Error', 'Failed to delete file.', 'destructive');
    await expect(memoryRow(page, title)).toBeVisible();
  });

  test('Memory Details is read only, with Content and Memory DNA tabs', async ({ signedInPage: page }) => {
    const memory = await createMemory(page, { name: 'Wedding day', text: 'It rained, and nobody minded.' });
    await setFragmentDna(page, memory.id, {
      whenHappened: 'June 1970',
      whereHappened: 'Dayton',
      peopleInvolved: ['Rose', 'Tom'],
      topics: ['Marriage'],
    });
    await openMyMemories(page);
    await chooseRowAction(page, 'Wedding day', 'View Memory');
    const dialog = page.getByRole('dialog', { name: 'Memory Details' });
    await expect(dialog.getByTestId('memory-full-text')).toHaveText('It rained, and nobody minded.');
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await shot(page, 'memory-details-content');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('tab', { name: 'Memory DNA' }).click();
    await expect(dialog).toContainText('June 1970');
    await expect(dialog).toContainText('Dayton');
    await expect(dialog).toContainText('Rose, Tom');
    await expect(dialog).toContainText('Marriage');
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await shot(page, 'memory-details-dna');
    // Clicking the name opens the same read-only view.
    await page.keyboard.press('Escape');
    await memoryRow(page, 'Wedding day').getByRole('button', { name: 'Wedding day', exact: true }).click();
    await expect(dialog).toBeVisible();
  });

  test('a list that cannot be loaded says so plainly and offers to try again', async ({
    signedInPage: page,
  }) => {
    await page.route('**/api/uploaded-files', (route) => route.fulfill({ status: 503, body: '' }));
    await page.reload();
    await openSectionAndWait(page);
    await expect(page.getByRole('alert')).toContainText('could not be loaded');
    await page.unroute('**/api/uploaded-files');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
  });

  test('a recording shows Processing… and then its transcript, without reloading', async ({
    signedInPage: page,
  }) => {
    test.setTimeout(120_000);
    const recording = await uploadThroughApi(page, {
      name: 'grandpa-story.wav',
      mimeType: 'audio/wav',
      buffer: spokenWav('My brother Tom and I went fishing at the lake every summer.'),
    });
    expect(recording.status).toBe('processing');
    await openMyMemories(page);
    const row = memoryRow(page, recording.title);
    await expect(row.getByTestId('file-status')).toHaveText('Processing…');
    await shot(page, 'my-memories-processing');
    // The list asks again on its own while something is processing; the transcript written down
    // automatically then waits to be checked (issue 18).
    await expect(row.getByTestId('file-status')).toHaveText('Transcript not checked yet', {
      timeout: 90_000,
    });
    // What the offline recogniser heard is its business; the list shows the transcript it stored.
    const files = (await (await page.request.get('/api/uploaded-files')).json()) as UploadedFile[];
    const transcript = files.find((file) => file.id === recording.id)!.content;
    expect(transcript.trim()).not.toBe('');
    await expect(row).toContainText(transcript.trim().split('\n')[0]!.slice(0, 20));
    await chooseRowAction(page, recording.title, 'View Memory');
    const details = page.getByRole('dialog', { name: 'Memory Details' });
    await expect(details.locator('audio')).toHaveAttribute(
      'src',
      `/api/uploaded-files/${recording.id}/original`,
    );
    await expect(details.getByRole('link', { name: 'Download original' })).toBeVisible();
    await shot(page, 'memory-details-recording');
    await expectNoSeriousA11yViolations(page);
  });

  test('a recording without speech shows that it failed, and why', async ({ signedInPage: page }) => {
    test.setTimeout(120_000);
    const silence = await uploadThroughApi(page, {
      name: 'empty-room.wav',
      mimeType: 'audio/wav',
      buffer: silentWav(2),
    });
    await openMyMemories(page);
    const status = memoryRow(page, silence.title).getByTestId('file-status');
    await expect(status).toContainText('Failed: We could not hear any words in this recording.', {
      timeout: 90_000,
    });
    await shot(page, 'my-memories-failed-recording');
  });

  test('passes an accessibility check', { tag: '@both-widths' }, async ({ signedInPage: page }) => {
    await createMemory(page, { name: 'A note', text: 'Some words.' });
    await openMyMemories(page);
    await expectNoSeriousA11yViolations(page);
  });
});

async function openSectionAndWait(page: import('@playwright/test').Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'My Memories' })
    .click();
}
