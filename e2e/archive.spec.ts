import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { createMemory, expectToast, localIsoDate, openSection, readZip, shot } from './support/memories.ts';

test.describe('Archive', () => {
  test('explains the archive and downloads it as memories-archive-{date}.zip', {
    tag: '@both-widths',
  }, async ({ signedInPage: page }) => {
    await createMemory(page, { name: 'For the archive', text: 'Words worth keeping.' });
    await openSection(page, 'Archive');
    for (const note of ['ZIP', 'organised by date and source', 'topics and metadata', 'JSON format']) {
      await expect(page.getByRole('main')).toContainText(note);
    }
    await shot(page, 'archive');
    await expectNoSeriousA11yViolations(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Archive' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`memories-archive-${localIsoDate()}.zip`);
    const entries = await readZip(await readFile(await download.path()));
    expect([...entries.keys()].some((name) => name.endsWith('/manifest.json'))).toBe(true);
    const memoryJson = [...entries.values()].map((bytes) => bytes.toString('utf8'));
    expect(memoryJson.some((text) => text.includes('"For the archive"'))).toBe(true);
    await expectToast(page, 'Export complete', undefined, 'success');
  });

  test('reads "Exporting..." while busy', async ({ signedInPage: page }) => {
    await openSection(page, 'Archive');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/export-memories', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Export Archive' }).click();
    await expect(page.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
    await shot(page, 'archive-exporting');
    const downloading = page.waitForEvent('download');
    release();
    await downloading;
    await expect(page.getByRole('button', { name: 'Export Archive' })).toBeEnabled();
  });

  test('a failed export says so', async ({ signedInPage: page }) => {
    await openSection(page, 'Archive');
    await page.route('**/api/export-memories', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Export Archive' }).click();
    await expectToast(page, 'Export failed', 'Failed to export memories. Please try again.', 'destructive');
    await expect(page.getByRole('button', { name: 'Export Archive' })).toBeEnabled();
  });
});
