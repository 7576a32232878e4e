/**
 * My Memories with a lifetime of memories (issue 16, part 1), in headless Debian Chromium at 1280×800: an account
 * with 5,000 typed memories, 500 files and 50 interviews written straight into its database. Measured:
 * - time to first rows: from choosing My Memories in the sidebar to the first row on screen (the lists are
 *   already loaded by the Dashboard, as for a person), and from loading the page to the first row;
 * - DOM nodes and the page's JavaScript heap after a forced garbage collection, with the section open and
 *   after scrolling to the end of the list;
 * - search latency at 5,000: GET /api/memory-search for a word one memory in ten holds, median of 30, next to
 *   the reference measured in the same run: GET /api/memory-fragments, the whole list of 5,000.
 * Figures only, never part of `npm test`. Run alone: `npm run bench -- memories-browser`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CDPSession, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { startBenchApp } from '../server/test/fixtures/bench-app.ts';
import { builtClient } from './build-client.ts';

type Bench = Awaited<ReturnType<typeof startBenchApp>>;

const MEMORIES = 5_000;
const FILES = 500;
const INTERVIEWS = 50;
const SEARCH_RUNS = 30;

/** A lifetime of memories for the bench person, in a few statements. */
async function seed(bench: Bench) {
  await bench.pool.query(
    `insert into memory_fragments (user_id, name, text, when_happened, where_happened, people_involved, topics,
                                   created_at)
     select $1, 'Memory ' || n,
            case when n % 10 = 0 then 'We fished for perch off the old pier, my brother Tom and I, until dark.'
                 else 'A day on the farm: feeding the hens, mending the fence and supper at six. ' ||
                      repeat('We walked to the village school along the river. ', 4) end,
            'Summer ' || (1940 + n % 60), 'Millbrook', array['Tom (brother)'], array['Family'],
            now() - make_interval(mins => n)
       from generate_series(1, $2) n`,
    [bench.userId, MEMORIES],
  );
  await bench.pool.query(
    `insert into uploaded_files (user_id, title, content, original_name, mime_type, size_bytes, storage_key,
                                 created_at)
     select $1, 'Letter ' || n, repeat('Dear Rose, the garden is in bloom again and the hens are laying. ', 20),
            'letter-' || n || '.txt', 'text/plain', 1300, 'bench/letter-' || n, now() - make_interval(hours => n)
       from generate_series(1, $2) n`,
    [bench.userId, FILES],
  );
  await bench.pool.query(
    `with s as (
       insert into interview_sessions (user_id, person, topics, status, duration_seconds, started_at, finished_at)
       select $1, 'Rose', array['Work'], 'finished', 600, now() - make_interval(days => n),
              now() - make_interval(days => n)
         from generate_series(1, $2) n returning id)
     insert into interview_answers (session_id, user_id, position, question, question_key, text)
     select s.id, $1, p, 'What do you remember of your first job?', 'q' || p,
            'I mended fishing nets at the harbour every morning before the boats went out.'
       from s, generate_series(0, 7) p`,
    [bench.userId, INTERVIEWS],
  );
}

async function pageMemory(cdp: CDPSession) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((candidate) => candidate.name === name)?.value ?? 0;
  return {
    heapMb: Number((metric('JSHeapUsedSize') / 1024 / 1024).toFixed(1)),
    domNodes: metric('Nodes'),
  };
}

const firstRow = (page: Page) => page.locator('[data-testid="memory-row"]').first();

async function openMyMemories(page: Page) {
  const started = performance.now();
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('button', { name: 'My Memories' })
    .click();
  await firstRow(page).waitFor();
  return Math.round(performance.now() - started);
}

async function medianMs(times: number, work: () => Promise<unknown>) {
  const taken: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await work();
    taken.push(performance.now() - started);
  }
  taken.sort((a, b) => a - b);
  return Number(taken[Math.floor(taken.length / 2)]!.toFixed(1));
}

export async function runMemoriesBrowserBench() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-bench-memories-'));
  const bench = await startBenchApp('memories-browser', { env: { CLIENT_DIST_DIR: builtClient(workDir) } });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    await seed(bench);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const separator = bench.cookie.indexOf('=');
    await context.addCookies([
      { name: bench.cookie.slice(0, separator), value: bench.cookie.slice(separator + 1), url: bench.url },
    ]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');

    const loadStarted = performance.now();
    await page.goto(`${bench.url}/`);
    await page.getByRole('navigation', { name: 'Workspace' }).waitFor();
    const fromClick = await openMyMemories(page);
    const fromLoad = Math.round(performance.now() - loadStarted);
    // Let the section settle (fonts, the lists' last renders) before counting.
    await page.waitForLoadState('networkidle');
    const opened = await pageMemory(cdp);
    const rowsBuilt = await page.locator('[data-testid="memory-row"]').count();
    for (let step = 0; step < 20; step++) {
      await page.mouse.wheel(0, 4_000);
      await page.waitForTimeout(50);
    }
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    await page.waitForTimeout(500);
    const scrolled = await pageMemory(cdp);

    const get = (url: string) => bench.app.inject({ method: 'GET', url, headers: { cookie: bench.cookie } });
    const search = await get('/api/memory-search?q=fishing');
    if (search.statusCode !== 200) throw new Error(`search answered ${search.statusCode}: ${search.body}`);
    const searchMs = await medianMs(SEARCH_RUNS, () => get('/api/memory-search?q=fishing'));
    const filteredMs = await medianMs(SEARCH_RUNS, () =>
      get('/api/memory-search?q=fishing&decade=1960&dna=Complete&sort=happened'),
    );
    const listMs = await medianMs(SEARCH_RUNS, () => get('/api/memory-fragments'));

    return {
      'memories / files / interviews': `${MEMORIES} / ${FILES} / ${INTERVIEWS}`,
      'My Memories: first rows after choosing it, ms': fromClick,
      'My Memories: first rows after loading the page, ms': fromLoad,
      'My Memories: rows built': rowsBuilt,
      'My Memories: DOM nodes': opened.domNodes,
      'My Memories: JS heap MB': opened.heapMb,
      'My Memories scrolled to the end: DOM nodes': scrolled.domNodes,
      'My Memories scrolled to the end: JS heap MB': scrolled.heapMb,
      [`search 'fishing' (${JSON.parse(search.body).total} found): median ms`]: searchMs,
      "search 'fishing' with decade, DNA and order: median ms": filteredMs,
      'reference: GET /api/memory-fragments (5,000): median ms': listMs,
    };
  } finally {
    await browser.close();
    await bench.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (import.meta.main) console.table(await runMemoriesBrowserBench());
