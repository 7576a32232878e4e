/**
 * Record a Memory over real HTTP (issue 12, docs/decisions/701):
 * - the server's resident memory while an hour-long recording arrives in 4-second pieces (900 pieces of 128 KB,
 *   about 113 MB: a recorder at 256 kbit/s) and is joined, beside the same figure for a one-minute recording in
 *   the same run (the reference: an hour must cost no more memory than a minute);
 * - the time from Finish to a ready transcript for a two-minute spoken answer (espeak-ng, Opus in WebM, offline
 *   recogniser), beside the length of the audio.
 * Run alone: `node bench/recording.bench.ts`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { UploadedFile } from '#shared/memories.ts';
import { RECORDING_CHUNK_MS } from '#shared/recordings.ts';
import { startBenchApp, watchPeakRss } from '../server/test/fixtures/bench-app.ts';

type Bench = Awaited<ReturnType<typeof startBenchApp>>;

async function call(bench: Bench, method: string, url: string, body?: unknown, raw?: Buffer) {
  const response = await fetch(`${bench.url}${url}`, {
    method,
    headers: {
      cookie: bench.cookie,
      'content-type': raw ? 'application/octet-stream' : 'application/json',
    },
    body: raw
      ? new Uint8Array(raw.buffer as ArrayBuffer, raw.byteOffset, raw.byteLength)
      : body === undefined
        ? undefined
        : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Sends a recording as a browser does, piece by piece, and finishes it; answers the kept file. */
async function sendRecording(
  bench: Bench,
  pieces: Iterable<Buffer>,
  durationMs: number,
): Promise<UploadedFile> {
  const { id } = (await call(bench, 'POST', '/api/recordings', { mimeType: 'audio/webm;codecs=opus' })) as {
    id: string;
  };
  let seq = 0;
  for (const piece of pieces)
    await call(bench, 'PUT', `/api/recordings/${id}/chunks/${seq++}`, undefined, piece);
  return (await call(bench, 'POST', `/api/recordings/${id}/finish`, { durationMs })) as UploadedFile;
}

/** Pieces of `count` × `size` bytes; the first starts as a WebM file does, so the joined recording is kept. */
function* syntheticPieces(count: number, size: number) {
  const first = Buffer.alloc(size, 7);
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3]).copy(first);
  yield first;
  const rest = Buffer.alloc(size, 7);
  for (let i = 1; i < count; i++) yield rest;
}

function peakDuring(bench: Bench, pieces: number, size: number) {
  const memory = watchPeakRss();
  return sendRecording(bench, syntheticPieces(pieces, size), pieces * RECORDING_CHUNK_MS).then(() =>
    memory.stop(),
  );
}

async function timeToTranscript(bench: Bench) {
  const words =
    'My brother Tom and I grew up on a farm in Wisconsin. Every summer we fished at the lake with Uncle Joe.';
  const wav = path.join(bench.dir, 'answer.wav');
  const webm = path.join(bench.dir, 'answer.webm');
  // About two minutes of speech: espeak-ng speaks some 175 words a minute.
  execFileSync('espeak-ng', ['-v', 'en-us', '-w', wav, Array(21).fill(words).join(' ')]);
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', wav, '-c:a', 'libopus', webm]);
  const audioSeconds = Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', wav])
      .toString()
      .trim(),
  );
  const data = readFileSync(webm);
  const pieceSize = Math.ceil(data.length / Math.ceil((audioSeconds * 1000) / RECORDING_CHUNK_MS));
  const pieces = Array.from({ length: Math.ceil(data.length / pieceSize) }, (_, i) =>
    data.subarray(i * pieceSize, (i + 1) * pieceSize),
  );
  // Every piece arrives while the person speaks; the figure starts when they press Finish.
  const { id } = (await call(bench, 'POST', '/api/recordings', { mimeType: 'audio/webm;codecs=opus' })) as {
    id: string;
  };
  for (const [seq, piece] of pieces.entries()) {
    await call(bench, 'PUT', `/api/recordings/${id}/chunks/${seq}`, undefined, piece);
  }
  const finishAt = performance.now();
  const kept = (await call(bench, 'POST', `/api/recordings/${id}/finish`, {
    durationMs: Math.round(audioSeconds * 1000),
  })) as UploadedFile;
  for (;;) {
    const files = (await call(bench, 'GET', '/api/uploaded-files')) as UploadedFile[];
    const current = files.find((candidate) => candidate.id === kept.id);
    if (current && current.status !== 'processing') {
      if (current.status !== 'ready') throw new Error(`transcription failed: ${current.failureReason}`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { audioSeconds, seconds: (performance.now() - finishAt) / 1000 };
}

export async function runRecordingBench(): Promise<Record<string, number | string>> {
  const bench = await startBenchApp('recording');
  try {
    // Warm up routes, connections and the database.
    await peakDuring(bench, 3, 16 * 1024);
    const minute = await peakDuring(bench, 15, 128 * 1024);
    const hour = await peakDuring(bench, 900, 128 * 1024);
    const answer = await timeToTranscript(bench);
    return {
      'one-minute recording, 15 pieces of 128 KB: peak RSS growth (MB) [reference]': minute,
      'one-hour recording, 900 pieces of 128 KB (113 MB): peak RSS growth (MB)': hour,
      'two-minute answer: audio length (s)': Math.round(answer.audioSeconds * 10) / 10,
      'two-minute answer: Finish to ready transcript (s)': Math.round(answer.seconds * 10) / 10,
    };
  } finally {
    await bench.close();
  }
}

if (import.meta.main) {
  console.table(await runRecordingBench());
  process.exit(0);
}
