/**
 * `node scripts/take-screenshots.ts [baseUrl] [outDir]`: full-page screenshots of every
 * screen at desktop and phone width, for looking at the app as a person would.
 * Signs up a fresh person on the server at baseUrl (default http://127.0.0.1:3000).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const outDir = path.resolve(process.argv[3] ?? 'screenshots');
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
/** A few real-looking memories, so the screens show content and not only their empty states. */
const sampleMemories = [
  {
    name: 'Summers at the lake',
    text: 'In the summer of 1965 my brother Tom and I spent every morning fishing at Clear Lake in Iowa with Grandpa Joe.',
  },
  {
    name: 'Our wedding day',
    text: "Rose and I married at St. Mary's church in Chicago on a rainy Saturday in June 1972. My sister Anne sang.",
  },
  {
    name: 'First job',
    text: 'When I was sixteen I worked at the hardware store on Main Street. Mr. Peterson taught me to be patient with customers.',
  },
];
const sections = ['Dashboard', 'Memoir Studio', 'My Memories', 'Archive', 'Account'];

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true });
  console.log(`${name}.png`);
}

await fs.mkdir(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const [sizeName, viewport] of Object.entries(sizes)) {
    const context = await browser.newContext({ viewport, baseURL: baseUrl, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto('/');
    await shoot(page, `${sizeName}-landing`);
    await page.goto('/api/login');
    await shoot(page, `${sizeName}-sign-in`);
    await page.goto('/no-such-page');
    await shoot(page, `${sizeName}-404`);

    const email = `screens-${sizeName}-${Date.now()}@example.org`;
    await page.request.post('/api/login', {
      form: { email, password: 'screenshots only', intent: 'signup' },
    });
    for (const memory of sampleMemories) await page.request.post('/api/memory-fragments', { data: memory });
    await page.request.post('/api/memoir-projects', {
      data: {
        motivation: 'To share my life and lessons with my family',
        audience: 'For my close family and friends',
        tone: 'A sense of warmth and nostalgia',
        title: 'Seasons on the Farm',
        startingPoint: 'Growing up on the farm in Iowa',
      },
    });
    await page.goto('/');
    for (const section of sections) {
      if (sizeName === 'phone') await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('button', { name: section }).click();
      await shoot(page, `${sizeName}-${section.toLowerCase().replaceAll(' ', '-')}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
