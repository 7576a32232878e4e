/**
 * Upload of a 50 MB file (the largest allowed) over real HTTP: time, and how
 * much the server's resident memory grows while it streams the file to disk
 * (target < 64 MB: the file must never be held in memory). The client streams
 * from disk, so it adds almost nothing to the (shared) process figure.
 * Run alone: `node bench/uploads.bench.ts`.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_UPLOAD_BYTES } from '#shared/memories.ts';
import { startBenchApp, watchPeakRss } from '../server/test/fixtures/bench-app.ts';
import { makePdf, wavHeader } from '../server/test/fixtures/samples.ts';
import { postFile } from '../server/test/fixtures/upload-helpers.ts';

export async function runUploadsBench(): Promise<Record<string, number | string>> {
  const bench = await startBenchApp('uploads');
  try {
    // A real 50 MB WAV: header plus silence, written to disk in 1 MB pieces.
    const file = path.join(bench.dir, 'fifty.wav');
    const chunk = Buffer.alloc(1024 * 1024);
    await pipeline(
      Readable.from(
        (function* () {
          const first = Buffer.alloc(1024 * 1024);
          wavHeader(MAX_UPLOAD_BYTES).copy(first);
          yield first;
          for (let i = 1; i < 50; i++) yield chunk;
        })(),
      ),
      (await import('node:fs')).createWriteStream(file),
    );
    // Warm up (modules, connections) with a small document.
    const small = path.join(bench.dir, 'small.pdf');
    writeFileSync(small, makePdf(['Warm-up letter from 1960.']));
    const warm = await postFile(
      bench.url,
      bench.cookie,
      'small.pdf',
      small,
      makePdf(['Warm-up letter from 1960.']).length,
    );
    if (warm.status !== 201) throw new Error(`warm-up upload failed: ${warm.status} ${warm.body}`);

    const memory = watchPeakRss();
    const started = performance.now();
    const result = await postFile(bench.url, bench.cookie, 'fifty.wav', file, MAX_UPLOAD_BYTES);
    const seconds = (performance.now() - started) / 1000;
    const growth = memory.stop();
    if (result.status !== 201) throw new Error(`upload failed: ${result.status} ${result.body}`);
    return {
      'file size (MB)': MAX_UPLOAD_BYTES / 1024 / 1024,
      'upload time (s)': Math.round(seconds * 100) / 100,
      'throughput (MB/s)': Math.round((MAX_UPLOAD_BYTES / 1024 / 1024 / seconds) * 10) / 10,
      'peak RSS growth (MB)': growth,
      'target peak RSS growth (MB)': '< 64',
    };
  } finally {
    await bench.close();
  }
}

if (import.meta.main) {
  console.table(await runUploadsBench());
  process.exit(0);
}
