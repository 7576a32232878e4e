/**
 * The landing page through Lighthouse (npm `lighthouse`, Debian Chromium):
 * performance, accessibility and best-practices scores and Largest Contentful
 * Paint, for mobile (Lighthouse's default: Moto G Power, slow 4G, 4× CPU
 * slowdown) and desktop. The client is built fresh into a temporary directory
 * (or taken from BENCH_CLIENT_DIST) and served by the real server.
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

export async function runLighthouseBench() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'heirloom-lighthouse-'));
  chmodSync(work, 0o755);
  const distDir = builtClient(work);
  const server = await serveBuiltClient(distDir, path.join(work, 'data'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless', ...chromiumLaunchOptions.args],
  });
  const figures: Record<string, number | string> = {};
  try {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const result = await lighthouse(
        `${server.origin}/`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error('Lighthouse returned no result');
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.message}`);
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      figures[`${formFactor}: performance`] = score('performance');
      figures[`${formFactor}: accessibility`] = score('accessibility');
      figures[`${formFactor}: best practices`] = score('best-practices');
      figures[`${formFactor}: LCP ms`] = Math.round(audits['largest-contentful-paint']?.numericValue ?? 0);
      figures[`${formFactor}: total blocking time ms`] = Math.round(
        audits['total-blocking-time']?.numericValue ?? 0,
      );
      figures[`${formFactor}: CLS`] = Number(
        (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      );
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
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await runLighthouseBench());
}
