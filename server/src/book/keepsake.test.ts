import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// biome-ignore lint/style/noRestrictedImports: e2e/ has no alias, and this is the one way the project starts Chromium.
import { chromiumLaunchOptions } from '../../../e2e/support/chromium.ts';
import type { BookDocument } from './book-document.ts';
import { sampleBook } from './book-fixtures.ts';
import { readZipEntries, withFirstRecording } from './book-test-support.ts';
import { writeKeepsake } from './keepsake.ts';
import { typesetText } from './typography.ts';

const XSS_TITLE = '<img src=x onerror=alert(2)>';
const XSS_WORDS = '<script>alert(1)</script> and she said "it\'s ours" & laughed';

let dir: string;
let siteDir: string;
let book: BookDocument;
let zipPath: string;
let browser: Browser;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'heirloom-keepsake-test-'));
  const sample = await sampleBook(dir);
  book = {
    ...sample,
    chapters: [
      ...sample.chapters,
      {
        number: 4,
        title: XSS_TITLE,
        paragraphs: [{ runs: [{ text: XSS_WORDS, bold: false, italic: false }] }],
        recordings: [],
        recordingsUrl: null,
      },
    ],
  };
  zipPath = path.join(dir, 'keepsake.zip');
  await writeKeepsake(book, zipPath);
  siteDir = path.join(dir, 'site');
  for (const entry of await readZipEntries(zipPath)) {
    const target = path.join(siteDir, entry.name);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, entry.bytes);
  }
  browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
});

afterAll(async () => {
  await browser?.close();
  await rm(dir, { recursive: true, force: true });
});

/**
 * A browser with the network off twice over (offline, and every request that is not file: aborted), which notes
 * every request it sees and every dialog that opens.
 */
async function offlinePage(
  width: number,
): Promise<{ context: BrowserContext; page: Page; notFile: string[]; dialogs: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.setOffline(true);
  const notFile: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('file:')) return route.continue();
    notFile.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  page.on('request', (request) => {
    if (!request.url().startsWith('file:')) notFile.push(request.url());
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { context, page, notFile, dialogs };
}

const shotsDir = process.env.SHOTS_DIR;
async function screenshot(page: Page, name: string) {
  if (shotsDir) await page.screenshot({ path: path.join(shotsDir, `keepsake-${name}.png`), fullPage: true });
}

describe('writeKeepsake', () => {
  it('holds the pages, the stylesheet, the audio and both ways to learn how to open it', async () => {
    const names = (await readZipEntries(zipPath)).map((e) => e.name).sort();
    expect(names).toEqual(
      [
        'HOW TO OPEN THIS.txt',
        'about.html',
        'audio/chapter-01-recording-1.mp3',
        'chapter-01.html',
        'chapter-02.html',
        'chapter-03.html',
        'chapter-04.html',
        'how-to-open.html',
        'index.html',
        'people-and-places.html',
        'style.css',
      ].sort(),
    );
    const pages = await Promise.all(
      names.filter((n) => n.endsWith('.html')).map((n) => readFile(path.join(siteDir, n), 'utf8')),
    );
    for (const html of pages) {
      expect(html).not.toMatch(/<script|https?:\/\/|\/\/[a-z]/i);
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<main');
    }
    const css = await readFile(path.join(siteDir, 'style.css'), 'utf8');
    expect(css).not.toMatch(/url\(|@import|https?:/);
  });

  for (const width of [1280, 390]) {
    it(`opens from disk with no network at ${width} px: contents, chapter 1 and its recording`, async () => {
      const { context, page, notFile, dialogs } = await offlinePage(width);
      try {
        await page.goto(pathToFileURL(path.join(siteDir, 'index.html')).href);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
          'A Life on the Farm',
        );
        expect(await page.getByText('For my grandchildren, who asked.').isVisible()).toBe(true);
        expect(await page.getByRole('link', { name: 'how to open this book' }).isVisible()).toBe(true);
        const bodySize = await page.evaluate(() =>
          Number.parseFloat(getComputedStyle(document.body).fontSize),
        );
        expect(bodySize).toBeGreaterThanOrEqual(20);
        await screenshot(page, `index-${width}`);

        await page.getByRole('link', { name: 'Chapter 1: Early Years' }).click();
        await page.waitForURL(/chapter-01\.html$/);
        const heading = await page.getByRole('heading', { level: 1 }).textContent();
        expect(heading?.replace(/\s+/g, ' ')).toBe('Chapter 1 Early Years');
        expect(await page.getByText('Every morning I helped my brother Tom milk the cows.').isVisible()).toBe(
          true,
        );
        expect(await page.getByText('we ate it warm <with butter> from the Smiths’ farm').isVisible()).toBe(
          true,
        );
        expect(await page.locator('strong', { hasText: 'cold' }).count()).toBe(1);

        const audio = page.getByRole('figure', { name: /The dairy farm/ }).locator('audio');
        expect(await audio.getAttribute('preload')).toBe('metadata');
        const duration = await audio.evaluate(
          (element: HTMLAudioElement) =>
            new Promise<number>((resolve, reject) => {
              if (element.readyState >= 1) return resolve(element.duration);
              element.addEventListener('loadedmetadata', () => resolve(element.duration), { once: true });
              element.addEventListener('error', () =>
                reject(new Error(`audio error ${element.error?.code}`)),
              );
              element.load();
            }),
        );
        expect(duration).toBeGreaterThan(0);
        expect(
          await page.getByRole('link', { name: 'Download “The dairy farm” (MP3 file)' }).getAttribute('href'),
        ).toBe('audio/chapter-01-recording-1.mp3');
        expect(
          await page.getByRole('link', { name: 'Next chapter: The War Years →' }).first().isVisible(),
        ).toBe(true);
        await screenshot(page, `chapter-01-${width}`);

        expect(notFile).toEqual([]);
        expect(dialogs).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('sets each story under its title and date line, and its index of people and places leads to the story', async () => {
    const { context, page, notFile } = await offlinePage(1280);
    try {
      await page.goto(pathToFileURL(path.join(siteDir, 'index.html')).href);
      expect(await page.getByText('Keepsake edition, made on 25 November 2026.').isVisible()).toBe(true);
      await page.getByRole('link', { name: 'Index of people and places' }).click();
      await page.waitForURL(/people-and-places\.html$/);
      const leeds = page.getByRole('listitem').filter({ hasText: /^Leeds:/ });
      await leeds.getByRole('link', { name: 'Moving to Leeds' }).click();
      await page.waitForURL(/chapter-02\.html#story-3$/);
      const story = page.getByRole('heading', { level: 2, name: 'Moving to Leeds' });
      expect(await story.isVisible()).toBe(true);
      // Its date line under it, the range with an en dash.
      expect(await page.locator('#story-3 + p.story-date').textContent()).toBe('1942–1945');
      await page.goto(pathToFileURL(path.join(siteDir, 'chapter-01.html')).href);
      expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
        'Milking with Tom',
        'What was Saturday like?',
        'Recordings',
      ]);
      // A break between the two stories, none before the first.
      expect(await page.locator('main hr.section-break').count()).toBe(1);
      await page.goto(pathToFileURL(path.join(siteDir, 'about.html')).href);
      expect(await page.getByText('Mary Brown was born on 2 May 1931.').isVisible()).toBe(true);
      expect(notFile).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows markup a memory contains as words, running nothing', async () => {
    const { context, page, notFile, dialogs } = await offlinePage(1280);
    try {
      await page.goto(pathToFileURL(path.join(siteDir, 'index.html')).href);
      expect(await page.getByRole('link', { name: `Chapter 4: ${XSS_TITLE}` }).isVisible()).toBe(true);
      await page.getByRole('link', { name: `Chapter 4: ${XSS_TITLE}` }).click();
      await page.waitForURL(/chapter-04\.html$/);
      // Set as the book sets it: curly quotes and apostrophe, the markup still only words.
      expect(await page.getByText(typesetText(XSS_WORDS)).isVisible()).toBe(true);
      expect(await page.locator('main img, main script').count()).toBe(0);
      expect(
        await page.getByRole('link', { name: '← Previous chapter: Meeting Rose' }).first().isVisible(),
      ).toBe(true);
      expect(notFile).toEqual([]);
      expect(dialogs).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('leaves nothing at the destination when a recording is missing, and keeps what was there', async () => {
    const outPath = path.join(dir, 'broken.zip');
    await writeFile(outPath, 'the earlier keepsake');
    const broken = withFirstRecording(book, { localPath: path.join(dir, 'gone.mp3') });
    await expect(writeKeepsake(broken, outPath)).rejects.toThrow();
    expect(await readFile(outPath, 'utf8')).toBe('the earlier keepsake');
    expect((await readdir(dir)).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });
});
