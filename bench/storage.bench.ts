/**
 * Storage throughput, S3 next to local disk, measured in the same run: a 50 MB recording uploaded over real
 * HTTP (received to scratch, checked, then moved to storage) and its original downloaded over HTTP, once with
 * the files on local disk (the reference) and once in an S3 bucket; plus the provider alone (putFile from
 * scratch, read back whole). The bucket is s3rver on this machine, so the S3 figures are the SDK's streamed
 * multipart upload and ranged reads over loopback HTTP; a real bucket is bounded by the network to it.
 * Run alone: `npm run bench -- storage`.
 */
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createStorage } from '#server/storage/create-storage.ts';
import { MAX_UPLOAD_BYTES, type UploadedFile } from '#shared/memories.ts';
import { startBenchApp } from '../server/test/fixtures/bench-app.ts';
import { startS3Server } from '../server/test/fixtures/s3-server.ts';
import { wavHeader } from '../server/test/fixtures/samples.ts';
import { postFile } from '../server/test/fixtures/upload-helpers.ts';

const MB = 1024 * 1024;
const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

/** GETs a URL and counts the bytes without keeping them. */
function download(url: string, cookie: string) {
  return new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    http
      .get(url, { headers: { cookie } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      })
      .on('error', reject);
  });
}

async function writeWav(file: string) {
  const silence = Buffer.alloc(MB);
  await pipeline(
    Readable.from(
      (function* () {
        const first = Buffer.alloc(MB);
        wavHeader(MAX_UPLOAD_BYTES).copy(first);
        yield first;
        for (let i = 1; i < MAX_UPLOAD_BYTES / MB; i++) yield silence;
      })(),
    ),
    createWriteStream(file),
  );
}

async function seconds<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, (performance.now() - started) / 1000];
}

/** Upload and download over HTTP, then the provider alone, on one storage configuration. */
async function measure(name: string, env: Record<string, string>) {
  // Transcription is not what is measured: an empty transcript, so no job competes for the CPU.
  const bench = await startBenchApp(`storage-${name.replace(/\W+/g, '-')}`, {
    env,
    ai: { transcribe: async () => ({ text: '', segments: [] }) },
  });
  try {
    const wav = path.join(bench.dir, 'fifty.wav');
    await writeWav(wav);
    const warm = await postFile(bench.url, bench.cookie, 'warm.wav', wav, MAX_UPLOAD_BYTES);
    if (warm.status !== 201) throw new Error(`warm-up upload failed: ${warm.status} ${warm.body}`);
    // Each upload's transcription job reads its original too (from the bucket on S3): let it finish first, so
    // every transfer is measured alone.
    const settled = async () => {
      for (let tries = 0; ; tries++) {
        const answer = await bench.app.inject({
          method: 'GET',
          url: '/api/uploaded-files',
          headers: { cookie: bench.cookie },
        });
        if ((answer.json() as UploadedFile[]).every((entry) => entry.status !== 'processing')) return;
        if (tries > 600) throw new Error('the uploads were still processing after a minute');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await settled();

    const [uploaded, uploadSeconds] = await seconds(() =>
      postFile(bench.url, bench.cookie, 'fifty.wav', wav, MAX_UPLOAD_BYTES),
    );
    if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status} ${uploaded.body}`);
    const file = JSON.parse(uploaded.body) as UploadedFile;
    await settled();
    const [downloaded, downloadSeconds] = await seconds(() =>
      download(`${bench.url}/api/uploaded-files/${file.id}/original`, bench.cookie),
    );
    if (downloaded.status !== 200 || downloaded.bytes !== MAX_UPLOAD_BYTES) {
      throw new Error(`download failed: ${downloaded.status}, ${downloaded.bytes} bytes`);
    }

    // The provider alone: a checked file in scratch moved into storage, then read back whole.
    const storage = createStorage(bench.config);
    const key = `${bench.userId}/00000000-0000-4000-8000-000000000001.wav`;
    const local = path.join(storage.scratchDir, 'bench.part');
    await fs.copyFile(wav, local);
    const [, putSeconds] = await seconds(() => storage.putFile(key, local));
    const [, readSeconds] = await seconds(async () => {
      let bytes = 0;
      for await (const chunk of await storage.read(key)) bytes += (chunk as Buffer).length;
      if (bytes !== MAX_UPLOAD_BYTES) throw new Error(`read ${bytes} bytes`);
    });
    await storage.delete(key);

    const size = MAX_UPLOAD_BYTES / MB;
    return {
      [`${name}: HTTP upload (MB/s)`]: round(size / uploadSeconds),
      [`${name}: HTTP download (MB/s)`]: round(size / downloadSeconds),
      [`${name}: putFile (MB/s)`]: round(size / putSeconds),
      [`${name}: read (MB/s)`]: round(size / readSeconds),
    };
  } finally {
    await bench.close();
  }
}

export async function runStorageBench(): Promise<Record<string, number | string>> {
  const local = await measure('local disk', {});
  const s3 = await startS3Server();
  try {
    const bucket = await measure('S3 (s3rver)', s3.env);
    return {
      'file size (MB)': MAX_UPLOAD_BYTES / MB,
      ...local,
      ...bucket,
      'S3 / local disk, HTTP upload': round(
        bucket['S3 (s3rver): HTTP upload (MB/s)']! / local['local disk: HTTP upload (MB/s)']!,
        2,
      ),
      'S3 / local disk, HTTP download': round(
        bucket['S3 (s3rver): HTTP download (MB/s)']! / local['local disk: HTTP download (MB/s)']!,
        2,
      ),
      note: 'putFile on local disk is one rename; on S3 a streamed multipart upload (8 MB parts, 4 at once)',
    };
  } finally {
    await s3.close();
  }
}

if (import.meta.main) {
  console.table(await runStorageBench());
  process.exit(0);
}
