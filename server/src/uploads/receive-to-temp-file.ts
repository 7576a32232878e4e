/**
 * The first half of every upload (a file, an archive): the multipart file stream goes straight to a
 * temporary file in storage's scratch directory, counted and hashed on the way, and is cut off one byte
 * over its limit. Nothing is ever held whole in memory. Whatever goes wrong, the temporary file is removed
 * before the error leaves.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Temporary uploads carry this suffix; the start-up sweep removes old ones left by a crash. */
export const TEMP_SUFFIX = '.part';
/** How much of the start of a file the content check reads. */
export const HEAD_BYTES = 64 * 1024;

export interface ReceivedUpload {
  tempPath: string;
  sizeBytes: number;
  sha256: string;
  /** The first 64 KB, for the content check. */
  head: Buffer;
}

/**
 * Streams `source` into a new temporary file in `scratchDir`; rejects (and removes the file) with
 * `tooLarge()` above `maxBytes`, or with whatever else went wrong.
 */
export async function receiveToTempFile(
  source: Readable,
  scratchDir: string,
  limit: { maxBytes: number; tooLarge: () => Error },
): Promise<ReceivedUpload> {
  const tempPath = path.join(scratchDir, `${randomUUID()}${TEMP_SUFFIX}`);
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headBytes = 0;
  let sizeBytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sizeBytes += chunk.length;
      if (sizeBytes > limit.maxBytes) return callback(limit.tooLarge());
      hash.update(chunk);
      if (headBytes < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headBytes);
        headChunks.push(Buffer.from(part));
        headBytes += part.length;
      }
      callback(null, chunk);
    },
  });
  try {
    await pipeline(source, meter, createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
    // busboy cuts a file at its own limit (one byte over ours) and marks it truncated.
    if ((source as Readable & { truncated?: boolean }).truncated) throw limit.tooLarge();
  } catch (error) {
    await fs.rm(tempPath, { force: true });
    throw error;
  }
  return { tempPath, sizeBytes, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) };
}
