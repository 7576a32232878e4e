/**
 * `npm run bench`: every benchmark in one run, printed as a table and written to
 * bench/results.json. Each module exports one `run…Bench()` returning its figures.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const benches: Array<[file: string, exportName: string]> = [
  ['bundle.bench.ts', 'runBundleBench'],
  ['startup.bench.ts', 'runStartupBench'],
  ['ai.bench.ts', 'runAiBench'],
  ['ai-scale.bench.ts', 'runAiScaleBench'],
  ['uploads.bench.ts', 'runUploadsBench'],
  ['storage.bench.ts', 'runStorageBench'],
  ['recording.bench.ts', 'runRecordingBench'],
  ['recording-browser.bench.ts', 'runRecordingBrowserBench'],
  ['interview.bench.ts', 'runInterviewBench'],
  ['export.bench.ts', 'runExportBench'],
  ['book.bench.ts', 'runBookBench'],
  ['api.bench.ts', 'runApiBench'],
  ['memories-browser.bench.ts', 'runMemoriesBrowserBench'],
  ['load.bench.ts', 'runLoadBench'],
  ['lighthouse.bench.ts', 'runLighthouseBench'],
];

const only = process.argv.slice(2);
const results: Record<string, Record<string, number | string>> = {};
for (const [file, exportName] of benches) {
  if (only.length && !only.some((name) => file.startsWith(name))) continue;
  const modulePath = path.join(import.meta.dirname, file);
  if (!existsSync(modulePath)) continue;
  process.stderr.write(`running ${file} …\n`);
  const module = (await import(modulePath)) as Record<string, () => Promise<Record<string, number | string>>>;
  results[file.replace('.bench.ts', '')] = await module[exportName]!();
}

// Every figure of the run in one table (issue 16 asks for them side by side), each beside its bench's reference.
const everyFigure = Object.entries(results).flatMap(([bench, figures]) =>
  Object.entries(figures).map(([figure, value]) => ({ bench, figure, value })),
);
console.log('\nevery figure of this run');
console.table(everyFigure);
writeFileSync(
  path.join(import.meta.dirname, 'results.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2)}\n`,
);
