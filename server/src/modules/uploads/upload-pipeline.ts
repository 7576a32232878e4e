/**
 * The first half of an upload: the multipart file stream goes straight to a
 * temporary file in storage's scratch directory, counted and hashed on the
 * way, and is cut off at 50 MB + 1 byte. Nothing is ever held whole in memory.
 * Whatever goes wrong, the temporary file is removed before the error leaves.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import { looksLikeText } from '#server/extract/txt.ts';
import { AppError } from '#server/lib/app-error.ts';
import { MAX_UPLOAD_BYTES, type SupportedExtension, uploadMessages } from '#shared/memories.ts';

/** Temporary uploads carry this suffix; the start-up sweep removes old ones left by a crash. */
export const TEMP_SUFFIX = '.part';
const HEAD_BYTES = 64 * 1024;

export interface ReceivedUpload {
  tempPath: string;
  sizeBytes: number;
  sha256: string;
  /** The first 64 KB, for the content check. */
  head: Buffer;
}

export const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge);

/** Streams `source` into a new temporary file; rejects (and removes the file) above the size limit or on any error. */
export async function receiveToTempFile(source: Readable, scratchDir: string): Promise<ReceivedUpload> {
  const tempPath = path.join(scratchDir, `${randomUUID()}${TEMP_SUFFIX}`);
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headBytes = 0;
  let sizeBytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sizeBytes += chunk.length;
      if (sizeBytes > MAX_UPLOAD_BYTES) return callback(tooLarge());
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
    if ((source as Readable & { truncated?: boolean }).truncated) throw tooLarge();
  } catch (error) {
    await fs.rm(tempPath, { force: true });
    throw error;
  }
  return { tempPath, sizeBytes, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) };
}

/** What file-type may call each accepted extension's content (zip: a container it could not look into). */
const ACCEPTED_CONTENT: Record<Exclude<SupportedExtension, 'txt'>, readonly string[]> = {
  pdf: ['pdf', 'ai'],
  docx: ['docx', 'zip'],
  epub: ['epub', 'zip'],
  mp3: ['mp3', 'mp2', 'mp1'],
  wav: ['wav'],
  m4a: ['m4a', 'mp4', 'm4b', 'm4p', 'aac', '3gp'],
};
/** Text formats a .txt file may also look like. */
const TEXT_LIKE = new Set(['xml', 'svg', 'html', 'ics', 'vcf', 'srt', 'vtt']);

export const contentMismatch = () => new AppError('UNSUPPORTED_MEDIA_TYPE', uploadMessages.contentMismatch);

/** Rejects with 415 when the bytes are not what the extension promises (a renamed file). */
export async function assertContentMatches(
  upload: ReceivedUpload,
  extension: SupportedExtension,
): Promise<void> {
  const detected = upload.sizeBytes > 0 ? await fileTypeFromFile(upload.tempPath) : undefined;
  if (extension === 'txt') {
    if ((detected && !TEXT_LIKE.has(detected.ext)) || !looksLikeText(upload.head)) throw contentMismatch();
    return;
  }
  if (!detected || !ACCEPTED_CONTENT[extension].includes(detected.ext)) throw contentMismatch();
}
