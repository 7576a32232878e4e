/**
 * Record a Memory in a real browser for half an hour (issue 12: "browser memory while recording 30 minutes";
 * docs/decisions/715): headless Debian Chromium, its fake microphone playing espeak-ng speech over and over,
 * records from the Dashboard's Record a Memory while the page's memory is sampled every minute. The first minute is
 * the reference, measured in the same run: pieces leave the browser as they are made, so the last minute should
 * cost no more than the first. Beside it, how many 4-second pieces the server has received, and the one file it
 * keeps once the recording is finished.
 * The transcript is left out (`transcribe` answers at once): recording.bench.ts measures it, and offline
 * recognition of half an hour of speech would hold a core long after the figures are in.
 * RECORDING_BENCH_MINUTES shortens the run (3 to try it). Figures only, never part of `npm test`.
 * Run alone: `node bench/recording-browser.bench.ts`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { count, eq, sum } from 'drizzle-orm';
import { recordingChunks } from '#server/db/schema/index.ts';
import type { UploadedFile } from '#shared/memories.ts';
import { RECORDING_CHUNK_MS } from '#shared/recordings.ts';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';
import { startBenchApp } from '../server/test/fixtures/bench-app.ts';
import { type MemorySample, watchBrowserMemory } from './browser-memory.ts';
import { builtClient } from './build-client.ts';
import { connectDevTools, type DevTools } from './devtools-connection.ts';

type Bench = Awaited<ReturnType<typeof startBenchApp>>;
type Sample = MemorySample & { minute: number; piecesReceived: number; bytesReceived: number };

const RECORDING_STATUS = 'Recording… speak as you would to a friend.';
/** How far the kept recording may be from the time recorded: the last piece or two may still have been on the way. */
const KEPT_LENGTH_TOLERANCE_S = (2 * RECORDING_CHUNK_MS) / 1000;

function benchMinutes() {
  const minutes = Number(process.env.RECORDING_BENCH_MINUTES ?? 30);
  if (!Number.isInteger(minutes) || minutes < 1)
    throw new Error('RECORDING_BENCH_MINUTES must be a whole number of minutes, 1 or more');
  return minutes;
}

/** About half a minute of speech; Chromium's fake microphone plays it again and again. */
function fakeMicrophoneVoice(dir: string) {
  const words =
    'My brother Tom and I grew up on a farm in Wisconsin. Every summer we fished at the lake with Uncle Joe. ' +
    'In the winter the snow came up to the windows, and my mother baked bread on Saturdays. ' +
    'My father drove the tractor, and we walked two miles to the school house in the village.';
  const wav = path.join(dir, 'voice.wav');
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '110', '-w', wav, words]);
  return wav;
}

/**
 * Headless Chromium with a fake microphone playing `voice`, its remote debugging open so that Playwright can
 * attach to click through the page and leave while the page is measured.
 */
function launchChromium(voice: string) {
  return chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: [
      '--headless',
      ...chromiumLaunchOptions.args,
      '--window-size=1280,800',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${voice}`,
    ],
  });
}

/** Playwright on the running Chromium; `detach` disconnects it and leaves the page as it is. */
async function attachPlaywright(port: number) {
  const driver = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = driver.contexts()[0]!;
  return { context, detach: () => driver.close() };
}

/** The bench person's workspace in the browser's first tab. */
async function openWorkspace(context: BrowserContext, bench: Bench) {
  const separator = bench.cookie.indexOf('=');
  await context.addCookies([
    { name: bench.cookie.slice(0, separator), value: bench.cookie.slice(separator + 1), url: bench.url },
  ]);
  await context.grantPermissions(['microphone'], { origin: bench.url });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${bench.url}/`);
  return page;
}

const recordDialog = (page: Page) => page.getByRole('dialog', { name: 'Record a Memory' });

/** Opens Record a Memory from the Dashboard's quick actions and starts; answers the recording's id and start. */
async function startRecording(page: Page) {
  await page.getByRole('button', { name: 'Record a Memory' }).click();
  const dialog = recordDialog(page);
  const started = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/recordings',
  );
  await dialog.getByRole('button', { name: 'Start recording' }).click();
  const { id } = (await (await started).json()) as { id: string };
  await dialog.getByText(RECORDING_STATUS).waitFor();
  return { id, startedAt: performance.now() };
}

/** Stops and saves in the page at `origin`; answers the file the server kept and the seconds recorded. */
async function finishRecording(context: BrowserContext, origin: string, startedAt: number) {
  const page = context.pages().find((candidate) => candidate.url().startsWith(origin));
  if (!page) throw new Error('the workspace page is gone');
  const finished = page.waitForResponse(
    (response) => /\/api\/recordings\/[^/]+\/finish$/.test(response.url()),
    { timeout: 120_000 },
  );
  await recordDialog(page).getByRole('button', { name: 'Stop and save' }).click();
  const recordedSeconds = (performance.now() - startedAt) / 1000;
  const answer = await finished;
  if (answer.status() !== 201)
    throw new Error(`finishing answered ${answer.status()}: ${await answer.text()}`);
  return { kept: (await answer.json()) as UploadedFile, recordedSeconds };
}

/**
 * What the dialog's clock shows, read through the bare connection while Playwright is away; throws when the
 * dialog no longer says it is recording.
 */
async function recorderClock(devTools: DevTools, pageSession: string) {
  const { result } = await devTools.send<{ result: { value?: string } }>(
    'Runtime.evaluate',
    { expression: `document.querySelector('[role="dialog"]')?.textContent ?? ''`, returnByValue: true },
    pageSession,
  );
  const text = result.value ?? '';
  if (!text.includes(RECORDING_STATUS)) throw new Error(`the recorder stopped recording: ${text}`);
  if (text.includes('The connection dropped'))
    process.stderr.write('  the recorder says the connection dropped\n');
  // The clock follows words only a screen reader hears.
  return text.match(/Time recorded: ([\d:]+)/)?.[1] ?? '?';
}

/** The pieces the server holds for a recording still being made (they go once it is finished). */
async function piecesOnServer(bench: Bench, recordingId: string) {
  const [row] = await bench.db
    .select({ pieces: count(), bytes: sum(recordingChunks.sizeBytes) })
    .from(recordingChunks)
    .where(eq(recordingChunks.recordingId, recordingId));
  return { piecesReceived: row?.pieces ?? 0, bytesReceived: Number(row?.bytes ?? 0) };
}

/** The server's files after finishing; there must be exactly the recording, and it must play about as long. */
async function checkKeptRecording(bench: Bench, kept: UploadedFile, recordedSeconds: number) {
  const headers = { cookie: bench.cookie };
  const files = (await (
    await fetch(`${bench.url}/api/uploaded-files`, { headers })
  ).json()) as UploadedFile[];
  if (files.length !== 1 || files[0]?.id !== kept.id)
    throw new Error(`the server keeps ${files.length} files, not the one recording`);
  const original = await fetch(`${bench.url}/api/uploaded-files/${kept.id}/original`, { headers });
  if (!original.ok) throw new Error(`the kept original answered ${original.status}`);
  const saved = path.join(bench.dir, 'kept.webm');
  writeFileSync(saved, new Uint8Array(await original.arrayBuffer()));
  // A MediaRecorder WebM names no duration: ffmpeg reads it through (without decoding) to its last timestamp.
  const { stderr } = spawnSync('ffmpeg', ['-hide_banner', '-i', saved, '-c', 'copy', '-f', 'null', '-'], {
    encoding: 'utf8',
  });
  const [, h, m, s] = [...stderr.matchAll(/time=(\d+):(\d+):(\d+\.\d+)/g)].at(-1) ?? [];
  const keptSeconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  if (!(Math.abs(keptSeconds - recordedSeconds) <= KEPT_LENGTH_TOLERANCE_S))
    throw new Error(
      `the kept recording plays ${keptSeconds} s of the ${recordedSeconds.toFixed(1)} s recorded`,
    );
  return { files: files.length, keptSeconds, sizeBytes: kept.sizeBytes };
}

/** Least-squares growth per ten minutes of `value` over the samples: one noisy sample cannot make or hide it. */
function growthPerTenMinutes(samples: Sample[], value: (sample: Sample) => number) {
  if (samples.length < 2) return 0;
  const meanMinute = samples.reduce((total, sample) => total + sample.minute, 0) / samples.length;
  const meanValue = samples.reduce((total, sample) => total + value(sample), 0) / samples.length;
  let covariance = 0;
  let variance = 0;
  for (const sample of samples) {
    covariance += (sample.minute - meanMinute) * (value(sample) - meanValue);
    variance += (sample.minute - meanMinute) ** 2;
  }
  return (covariance / variance) * 10;
}

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

function figures(
  samples: Sample[],
  recordedSeconds: number,
  kept: Awaited<ReturnType<typeof checkKeptRecording>>,
) {
  const reference = samples[0]!;
  const end = samples.at(-1)!;
  const memory = (label: string, value: (sample: Sample) => number) => ({
    [`${label} at 1 min (MB) [reference]`]: round(value(reference)),
    [`${label} at end (MB)`]: round(value(end)),
    [`${label} growth per 10 min (MB)`]: round(growthPerTenMinutes(samples, value)),
    [`${label} peak (MB)`]: round(Math.max(...samples.map(value))),
  });
  return {
    'minutes recorded': round(recordedSeconds / 60, 1),
    ...memory('page JS heap after GC', (sample) => sample.jsHeapMb),
    'page DOM nodes at 1 min / at end': `${reference.domNodes} / ${end.domNodes}`,
    ...memory("page's renderer private memory", (sample) => sample.rendererMb),
    ...memory('browser process private memory', (sample) => sample.browserProcessMb),
    ...memory('all Chromium processes private memory', (sample) => sample.allProcessesMb),
    'seconds recorded at the last sample': end.minute * 60,
    'pieces received by the server at the last sample': end.piecesReceived,
    'received by the server at the last sample (MB)': round(end.bytesReceived / 1024 / 1024),
    // What the server kept beyond what it had at the last sample: what still waited in the browser then, and the
    // moment recorded before Stop. Chromium's pieces run a little over 4 s, so the piece count alone says less.
    'still in the browser at the last sample, at most (KB)': Math.round(
      (kept.sizeBytes - end.bytesReceived) / 1024,
    ),
    'average piece (KB)': Math.round(end.bytesReceived / Math.max(1, end.piecesReceived) / 1024),
    'kept: files': kept.files,
    'kept: length (min)': round(kept.keptSeconds / 60, 2),
    'kept: size (MB)': round(kept.sizeBytes / 1024 / 1024),
  };
}

export async function runRecordingBrowserBench(): Promise<Record<string, number | string>> {
  const minutes = benchMinutes();
  const work = mkdtempSync(path.join(os.tmpdir(), 'heirloom-recording-browser-'));
  chmodSync(work, 0o755);
  const bench = await startBenchApp('recording-browser', {
    env: { CLIENT_DIST_DIR: builtClient(work) },
    ai: { transcribe: async () => ({ text: 'Recorded for the browser benchmark.', segments: [] }) },
  });
  const chrome = await launchChromium(fakeMicrophoneVoice(work));
  try {
    const setUp = await attachPlaywright(chrome.port);
    const recording = await startRecording(await openWorkspace(setUp.context, bench));
    // Playwright leaves while the page is measured: what it keeps of each request would count as the page's.
    await setUp.detach();
    const devTools = await connectDevTools(chrome.port);
    const pageSession = await devTools.attachToPage(bench.url);
    const memory = await watchBrowserMemory(devTools, pageSession);
    process.stderr.write(`  recording for ${minutes} min …\n`);
    const samples: Sample[] = [];
    for (let minute = 1; minute <= minutes; minute++) {
      await sleep(Math.max(0, recording.startedAt + minute * 60_000 - performance.now()));
      const clock = await recorderClock(devTools, pageSession);
      const sample = { minute, ...(await memory.sample()), ...(await piecesOnServer(bench, recording.id)) };
      samples.push(sample);
      process.stderr.write(
        `  ${minute} min (clock ${clock}): JS heap ${sample.jsHeapMb.toFixed(2)} MB, ` +
          `private memory: page's renderer ${sample.rendererMb.toFixed(1)} MB, ` +
          `browser process ${sample.browserProcessMb.toFixed(1)} MB, all ${sample.allProcessesMb.toFixed(1)} MB; ` +
          `DOM nodes ${sample.domNodes}, ` +
          `pieces received ${sample.piecesReceived} (${(sample.bytesReceived / 1024 / 1024).toFixed(2)} MB)\n`,
      );
    }
    devTools.close();
    const finishing = await attachPlaywright(chrome.port);
    const { kept, recordedSeconds } = await finishRecording(
      finishing.context,
      bench.url,
      recording.startedAt,
    );
    await finishing.detach();
    return figures(samples, recordedSeconds, await checkKeptRecording(bench, kept, recordedSeconds));
  } finally {
    chrome.kill();
    await bench.close();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  console.table(await runRecordingBrowserBench());
  process.exit(0);
}
