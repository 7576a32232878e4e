/**
 * Helpers for the My Memories, dialogs and Archive specs: getting to a section,
 * finding a memory's row (table on desktop, card on phones), making memories through
 * the real API, and optional screenshots (set SHOTS_DIR to keep them).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import type { MemoryFragment, UploadedFile } from '#shared/memories.ts';
import { expect, isPhone } from './fixtures.ts';

/** Opens a workspace section from the sidebar, or from the navigation drawer on phones. */
export async function openSection(page: Page, label: 'My Memories' | 'Archive' | 'Dashboard') {
  if (isPhone(page)) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('button', { name: label }).click();
  await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
}

/**
 * Opens My Memories on a freshly loaded page: lists are cached for the whole visit (never
 * stale), so memories made through the API appear only after a reload, as for a person.
 */
export async function openMyMemories(page: Page) {
  await page.reload();
  await openSection(page, 'My Memories');
  await expect(page.getByText('Loading your memories…')).toBeHidden();
}

/** The visible memory rows (table rows on desktop, cards on phones), in screen order. */
export const memoryRows = (page: Page): Locator => page.locator('[data-testid="memory-row"]:visible');

/** The visible row of the memory with this exact name. */
export const memoryRow = (page: Page, name: string): Locator =>
  memoryRows(page).filter({ has: page.getByRole('button', { name, exact: true }) });

/**
 * The row of the memory with this exact name, scrolled to: My Memories builds only the rows on screen
 * (decision 1620), so a row further down exists once the list is scrolled to it, as a person would.
 * The search starts where the list is, then goes down to its end and up to its top: a test that visits
 * rows one after another finds the next one near the last, not by scrolling the whole list again.
 */
export async function revealMemoryRow(page: Page, name: string): Promise<Locator> {
  const row = memoryRow(page, name);
  // The first rows are built once the list knows the window's size.
  await memoryRows(page).first().waitFor();
  const found =
    (await row.count()) > 0 ||
    (await scrollUntilFound(page, row, 1)) ||
    (await scrollUntilFound(page, row, -1));
  if (found) await row.scrollIntoViewIfNeeded();
  return row;
}

/** Scrolls the window by most of its height at a time, down (1) or up (-1), until the row is built or the end. */
async function scrollUntilFound(page: Page, row: Locator, direction: 1 | -1): Promise<boolean> {
  for (;;) {
    // The rows for the new place are built once React has handled the scroll: two frames later.
    const moved = await page.evaluate(async (sign) => {
      const before = window.scrollY;
      window.scrollBy({ top: sign * window.innerHeight * 0.7, behavior: 'instant' });
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return window.scrollY !== before;
    }, direction);
    if (!moved) return false;
    if ((await row.count()) > 0) return true;
  }
}

/** Opens a memory's row menu and chooses an item. */
export async function chooseRowAction(
  page: Page,
  name: string,
  action: 'View Memory' | 'Edit Memory' | 'Edit Memory DNA' | 'Delete Memory' | 'Add to chapter',
) {
  await (await revealMemoryRow(page, name)).getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** Opens the Add Memory menu and chooses an item. */
export async function chooseAddMemory(
  page: Page,
  item: 'Call Now' | 'Book an interview' | 'Record a Memory' | 'Add Note' | 'Upload File',
) {
  await page.getByRole('button', { name: 'Add Memory' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The one visible toast. */
export const theToast = (page: Page) => page.getByTestId('toast');

export async function expectToast(
  page: Page,
  title: string,
  description?: string,
  variant?: 'destructive' | 'success' | 'default',
) {
  const toast = theToast(page);
  await expect(toast.locator('p').first()).toHaveText(title);
  if (description !== undefined) await expect(toast).toContainText(description);
  if (variant) await expect(toast).toHaveAttribute('data-variant', variant);
}

/** Stores a typed memory through the real API, as the signed-in person of `page`. */
export async function createMemory(
  page: Page,
  memory: { name: string; text: string },
): Promise<MemoryFragment> {
  const response = await page.request.post('/api/memory-fragments', { data: memory });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as MemoryFragment;
}

/** Uploads a small file through the real API. */
export async function uploadThroughApi(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<UploadedFile> {
  const response = await page.request.post('/api/upload-file', { multipart: { file } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as UploadedFile;
}

export const textFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/plain',
  buffer: Buffer.from(text, 'utf8'),
});

/** Saves a screenshot to $SHOTS_DIR/{name}-{desktop|phone}.png when SHOTS_DIR is set. */
export async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.waitForTimeout(250); // let open/close animations settle for a fair picture
  await page.screenshot({ path: path.join(dir, `${name}-${isPhone(page) ? 'phone' : 'desktop'}.png`) });
}

/** The local date as yyyy-MM-dd, the way the archive file is named. */
export function localIsoDate(now = new Date()) {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Sets a typed memory's Memory DNA through the real API. */
export async function setFragmentDna(
  page: Page,
  id: string,
  dna: {
    whenHappened: string | null;
    whereHappened: string | null;
    peopleInvolved: string[];
    topics: string[];
  },
) {
  const response = await page.request.put(`/api/memory-fragments/${id}/narrative-dna`, { data: dna });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** Every entry of a ZIP archive, name → bytes. */
export async function readZip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const yauzl = await import('yauzl');
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: import('yauzl').Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** A real spoken recording made with espeak-ng (Debian), as WAV bytes. */
export function spokenWav(text: string): Buffer {
  return execFileSync('espeak-ng', ['--stdout', '-s', '140', text], { maxBuffer: 20 * 1024 * 1024 });
}

/** A valid WAV file of silence: 16-bit mono at 16 kHz. */
export function silentWav(seconds: number): Buffer {
  const sampleRate = 16_000;
  const dataBytes = seconds * sampleRate * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.alloc(dataBytes)]);
}
