/**
 * The landing page through Lighthouse (npm `lighthouse`, Debian Chromium):
 * performance, accessibility and best-practices scores and Largest Contentful
 * Paint, for mobile (Lighthouse's default: Moto G Power, slow 4G, 4× CPU
 * slowdown) and desktop. The client is built fresh into a temporary directory
 * (or taken from BENCH_CLIENT_DIST) and served by the real server.
 *
 * The machine's load moves these figures a lot, so a change is measured against a reference in the same run:
 * BENCH_REFERENCE_DIST names another built client (e.g. the previous commit's, built with `vite build --outDir …`
 * and `scripts/prerender-landing.ts`), served by a second server, and each of BENCH_LIGHTHOUSE_RUNS rounds (default
 * 1) measures both, one after the other; the figures are the medians, the reference's printed as "reference: …".
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { spawnServer } from '../server/test/fixtures/spawn-server.ts';
import { builtClient } from './build-client.ts';

async function serveBuiltClient(distDir: string, dataDir: string) {
  const server = await spawnServer({ DATA_DIR: dataDir, CLIENT_DIST_DIR: distDir }, { startupMs: 120_000 });
  return {
    origin: server.origin,
    async stop() {
      server.process.kill('SIGTERM');
      await server.exited;
    },
  };
}

type Figures = Record<string, number>;

/** One Lighthouse pass over `origin`'s landing page, on mobile then desktop. */
async function measure(origin: string, port: number, attempt = 1): Promise<Figures> {
  const figures: Figures = {};
  for (const formFactor of ['mobile', 'desktop'] as const) {
    const result = await lighthouse(
      `${origin}/`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError && attempt === 1) {
      // Now and then the trace is not recorded (NO_NAVSTART): that pass is run again, once.
      process.stderr.write(`  ${formFactor}: ${runtimeError.code}, measuring again\n`);
      return measure(origin, port, 2);
    }
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    figures[`${formFactor}: performance`] = score('performance');
    figures[`${formFactor}: accessibility`] = score('accessibility');
    figures[`${formFactor}: best practices`] = score('best-practices');
    figures[`${formFactor}: LCP ms`] = Math.round(audits['largest-contentful-paint']?.numericValue ?? 0);
    figures[`${formFactor}: total blocking time ms`] = Math.round(
      audits['total-blocking-time']?.numericValue ?? 0,
    );
    figures[`${formFactor}: CLS`] = Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3));
    const failing = Object.values(audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 1 &&
          (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'metricSavings'),
      )
      .map((audit) => audit.id);
    if (failing.length)
      process.stderr.write(`  ${formFactor}: audits below full marks: ${failing.join(', ')}\n`);
    const consoleErrors =
      (
        audits['errors-in-console']?.details as
          | { items?: Array<{ description?: string; sourceLocation?: { url?: string } }> }
          | undefined
      )?.items ?? [];
    for (const item of consoleErrors)
      process.stderr.write(
        `  ${formFactor}: console error: ${item.description} (${item.sourceLocation?.url ?? ''})\n`,
      );
  }
  return figures;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]!
    : Number(((sorted[middle - 1]! + sorted[middle]!) / 2).toFixed(3));
}

function medians(runs: Figures[], prefix = ''): Figures {
  const figures: Figures = {};
  for (const key of Object.keys(runs[0] ?? {}))
    figures[`${prefix}${key}`] = median(runs.map((run) => run[key]!));
  return figures;
}

export async function runLighthouseBench() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'heirloom-lighthouse-'));
  chmodSync(work, 0o755);
  const distDir = builtClient(work);
  const referenceDist = process.env.BENCH_REFERENCE_DIST;
  const rounds = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
  const server = await serveBuiltClient(distDir, path.join(work, 'data'));
  const reference = referenceDist
    ? await serveBuiltClient(referenceDist, path.join(work, 'reference-data'))
    : undefined;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless', ...chromiumLaunchOptions.args],
  });
  const runs: Figures[] = [];
  const referenceRuns: Figures[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      if (reference) referenceRuns.push(await measure(reference.origin, chrome.port));
      runs.push(await measure(server.origin, chrome.port));
      if (reference) {
        const [now, before] = [runs.at(-1)!, referenceRuns.at(-1)!];
        const line = (figures: Figures) =>
          `mobile ${figures['mobile: performance']}, LCP ${figures['mobile: LCP ms']} ms, ` +
          `TBT ${figures['mobile: total blocking time ms']} ms, desktop ${figures['desktop: performance']}`;
        process.stderr.write(`  round ${round + 1}: ${line(now)}; reference: ${line(before)}\n`);
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
    await reference?.stop();
    rmSync(work, { recursive: true, force: true });
  }
  const figures: Record<string, number | string> = medians(runs);
  if (rounds > 1) figures.rounds = rounds;
  return reference ? { ...figures, ...medians(referenceRuns, 'reference: ') } : figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await runLighthouseBench());
}
