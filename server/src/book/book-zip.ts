/**
 * Writes a book's ZIP (the EPUB, the keepsake) so that `outPath` only ever holds a whole file: the bytes stream to a
 * hidden name in the same folder, are flushed to disk, and are renamed into place at the end. A failure on the way
 * (a recording missing from disk, a full disk) removes the partial file and leaves `outPath` as it was.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import '#server/lib/zip/native-crc32.ts';

/** Fills a new ZIP with `fill` and writes it to `outPath`, whole or not at all. */
export async function writeZipAtomically(
  outPath: string,
  fill: (zip: yazl.ZipFile) => void | Promise<void>,
): Promise<void> {
  // Same folder, so the rename is atomic; the name says what it is if a crash ever leaves one behind.
  const partial = path.join(path.dirname(outPath), `.${path.basename(outPath)}.${randomUUID()}.partial`);
  const zip = new yazl.ZipFile();
  // A Node Readable at run time; the types only promise the older stream interface.
  const output = zip.outputStream as Readable;
  // yazl reports a file it cannot read on the ZipFile, not on its stream: pass it on so the pipeline fails.
  zip.on('error', (error: Error) => output.destroy(error));
  const written = pipeline(output, createWriteStream(partial, { flags: 'wx' }));
  try {
    try {
      await fill(zip);
    } catch (error) {
      output.destroy(error instanceof Error ? error : new Error(String(error)));
      await written.catch(() => undefined);
      throw error;
    }
    zip.end();
    await written;
    const handle = await open(partial, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, outPath);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
