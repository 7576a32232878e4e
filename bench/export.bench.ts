/**
 * Export of 1,000 typed memories plus 200 uploaded files of 1 MB (200 MB of
 * originals) as one streamed ZIP over real HTTP: time, throughput and how much
 * the server's resident memory grows (target < 150 MB: the archive is written
 * while it is sent, never built in memory). Run alone: `node bench/export.bench.ts`.
 */
import { randomFillSync, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { memoryFragments, uploadedFiles } from '#server/db/schema/index.ts';
import { startBenchApp, watchPeakRss } from '../server/test/fixtures/bench-app.ts';

const MEMORIES = 1_000;
const FILES = 200;
const FILE_BYTES = 1024 * 1024;

function download(url: string, cookie: string) {
  return new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    http
      .get(`${url}/api/export-memories`, { headers: { cookie } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

export async function runExportBench(): Promise<Record<string, number | string>> {
  const bench = await startBenchApp('export');
  try {
    const text =
      'In the summer of 1965 my brother Tom and I spent every morning at the lake near our grandparents farm in Iowa. '.repeat(
        8,
      );
    for (let start = 0; start < MEMORIES; start += 250) {
      await bench.db.insert(memoryFragments).values(
        Array.from({ length: 250 }, (_, i) => ({
          userId: bench.userId,
          name: `Memory ${start + i}`,
          text,
          topics: ['Family', 'Childhood'],
          whenHappened: '1965',
          whereHappened: 'Iowa',
          peopleInvolved: ['Tom'],
          createdAt: new Date(Date.UTC(2024, (start + i) % 12, 1 + ((start + i) % 28))),
        })),
      );
    }
    const userDir = path.join(bench.config.uploadsDir, 'files', bench.userId);
    await fs.mkdir(userDir, { recursive: true });
    const data = Buffer.alloc(FILE_BYTES);
    const rows = [];
    for (let i = 0; i < FILES; i++) {
      const id = randomUUID();
      randomFillSync(data);
      await fs.writeFile(path.join(userDir, `${id}.pdf`), data);
      rows.push({
        id,
        userId: bench.userId,
        title: `Document ${i}`,
        content: 'A letter.',
        originalName: `Document ${i}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: FILE_BYTES,
        storageKey: `${bench.userId}/${id}.pdf`,
        createdAt: new Date(Date.UTC(2025, i % 12, 1 + (i % 28))),
      });
    }
    await bench.db.insert(uploadedFiles).values(rows);
    // Warm up once (modules, connections), then measure.
    await download(bench.url, bench.cookie);

    const memory = watchPeakRss();
    const started = performance.now();
    const result = await download(bench.url, bench.cookie);
    const seconds = (performance.now() - started) / 1000;
    const growth = memory.stop();
    if (result.status !== 200) throw new Error(`export failed: ${result.status}`);
    const megabytes = result.bytes / 1024 / 1024;
    return {
      memories: MEMORIES + FILES,
      'originals (MB)': (FILES * FILE_BYTES) / 1024 / 1024,
      'archive size (MB)': Math.round(megabytes * 10) / 10,
      'export time (s)': Math.round(seconds * 100) / 100,
      'throughput (MB/s)': Math.round((megabytes / seconds) * 10) / 10,
      'peak RSS growth (MB)': growth,
      'target peak RSS growth (MB)': '< 150',
    };
  } finally {
    await bench.close();
  }
}

if (import.meta.main) {
  console.table(await runExportBench());
  process.exit(0);
}
