import { expect, expectNoSeriousA11yViolations, signUp, test } from './support/fixtures.ts';
import {
  createMemory,
  expectToast,
  memoryRow,
  openMyMemories,
  openSection,
  setFragmentDna,
  shot,
  textFile,
  uploadThroughApi,
} from './support/memories.ts';

test.describe('Import Archive', () => {
  test('an archive exported from one account comes back whole in a new account, and only once', async ({
    signedInPage: page,
  }) => {
    const bike = await createMemory(page, {
      name: 'My first bike',
      text: 'It was red. Tom taught me to ride.',
    });
    await setFragmentDna(page, bike.id, {
      whenHappened: 'Summer 1962',
      whereHappened: 'Dayton, Ohio',
      peopleInvolved: ['Tom'],
      topics: ['Childhood'],
    });
    await createMemory(page, { name: 'Wedding day', text: 'We married in June 1968.' });
    await uploadThroughApi(page, textFile('letter from Rose.txt', 'Dear Rose, I miss the farm.'));

    await page.reload();
    await openSection(page, 'Archive');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Archive' }).click();
    const archivePath = await (await downloading).path();

    // A new person, on the same browser. This one signs out as the browser's own navigation to /api/logout does
    // (a GET signs out only when the browser says it came from Heirloom itself, decision 539).
    const signedOut = await page.request.get('/api/logout', {
      maxRedirects: 0,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(signedOut.status()).toBe(303);
    await signUp(page);
    await page.goto('/');
    await openSection(page, 'Archive');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'archive-import');

    const choosing = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import Archive' }).click();
    await (await choosing).setFiles(archivePath);
    await expectToast(page, 'Import complete', 'Restored 3 memories and 1 file.', 'success');
    await shot(page, 'archive-import-complete');

    await openMyMemories(page);
    for (const name of ['My first bike', 'Wedding day', 'letter from Rose']) {
      await expect(memoryRow(page, name)).toBeVisible();
    }

    // The same archive again adds nothing.
    await openSection(page, 'Archive');
    const again = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import Archive' }).click();
    await (await again).setFiles(archivePath);
    await expectToast(
      page,
      'Import complete',
      'Restored 0 memories and 0 files. 3 memories were already in your account.',
      'success',
    );
    const fragments = await (await page.request.get('/api/memory-fragments')).json();
    expect(fragments).toHaveLength(2);
    expect(fragments.find((memory: { name: string }) => memory.name === 'My first bike')).toMatchObject({
      whenHappened: 'Summer 1962',
      whereHappened: 'Dayton, Ohio',
      peopleInvolved: ['Tom'],
      topics: ['Childhood'],
    });
  });

  test('reads "Importing..." while busy', async ({ signedInPage: page }) => {
    await openSection(page, 'Archive');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/import-archive', async (route) => {
      await held;
      await route.continue();
    });
    const choosing = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import Archive' }).click();
    await (await choosing).setFiles({
      name: 'memories-archive.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from('not really a zip'),
    });
    await expect(page.getByRole('button', { name: 'Importing...' })).toBeDisabled();
    await shot(page, 'archive-importing');
    release();
    await expect(page.getByRole('button', { name: 'Import Archive' })).toBeEnabled();
  });

  test('a file that is not an archive says so, in the server’s words', async ({ signedInPage: page }) => {
    await openSection(page, 'Archive');
    const choosing = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import Archive' }).click();
    await (await choosing).setFiles({
      name: 'holiday.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from('These are not the bytes of a ZIP file.'),
    });
    await expectToast(
      page,
      'Import failed',
      'This file is not a Heirloom archive. Please choose the .zip file that Export Archive made. Nothing was imported.',
      'destructive',
    );
    await shot(page, 'archive-import-failed');
    await expect(page.getByRole('button', { name: 'Import Archive' })).toBeEnabled();
  });
});
