/**
 * Reads an uploaded archive ZIP from its temporary file, one entry at a time.
 * Zip-bomb guards (as in extract/zip-guard.ts, with an archive's larger
 * bounds): the entry count, every entry's declared size and compression ratio
 * are checked from the central directory before anything is inflated, and
 * yauzl refuses an entry whose real size differs from the declared one.
 * Nothing is ever held whole in memory but the JSON of one memory.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { AppError } from '#server/lib/app-error.ts';
import { jsonValueProblem } from '#server/lib/json-body.ts';
import type { ArchivedFile } from '#shared/archive-format.ts';
import { archiveImportMessages } from '#shared/archive-import.ts';
import { MAX_UPLOAD_BYTES } from '#shared/memories.ts';

export const archiveLimits = {
  maxEntries: 500_000,
  /** One memory's JSON (the manifest may be larger: it lists every memory). */
  maxJsonBytes: 64 * 1024 * 1024,
  maxManifestBytes: 256 * 1024 * 1024,
  /** An entry that expands more than this many times is a bomb once it is also large. */
  maxRatio: 200,
  ratioAppliesAboveBytes: 10 * 1024 * 1024,
};

const notArchive = () => new AppError('UNPROCESSABLE', archiveImportMessages.notArchive);
const zipBomb = () => new AppError('UNPROCESSABLE', archiveImportMessages.zipBomb);
export const damaged = (what: string) => new AppError('UNPROCESSABLE', archiveImportMessages.damaged(what));

export interface ArchiveReader {
  /** The folder every entry sits in ("memories-archive-2026-11-20/"), or "" for a flat archive. */
  root: string;
  has(name: string): boolean;
  /**
   * Parses one JSON entry; refuses a missing, oversized, unreadable or unstorable one. Messages call the
   * entry `label` (never its name from the archive: archive text must not reach what the app shows).
   */
  readJson(name: string, label: string, maxBytes?: number): Promise<unknown>;
  /**
   * Inflates one entry into a new file at `destination`; answers its size and SHA-256. Refuses an entry larger
   * than `maxBytes` (the upload limit unless said: an interview's recording may be longer).
   */
  copyTo(
    name: string,
    destination: string,
    label: string,
    maxBytes?: number,
  ): Promise<{ sizeBytes: number; sha256: string }>;
  close(): void;
}

function open(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );
}

/** Opens the archive at `path` and reads its table of contents; `maxTotalBytes` bounds everything it may expand to. */
export async function openArchive(path: string, maxTotalBytes: number): Promise<ArchiveReader> {
  let zip: yauzl.ZipFile;
  try {
    zip = await open(path);
  } catch {
    throw notArchive();
  }
  const entries = new Map<string, yauzl.Entry>();
  try {
    if (zip.entryCount > archiveLimits.maxEntries) throw zipBomb();
    let declaredTotal = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on('error', () => reject(notArchive()));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        declaredTotal += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
        if (
          declaredTotal > maxTotalBytes ||
          (entry.uncompressedSize > archiveLimits.ratioAppliesAboveBytes && ratio > archiveLimits.maxRatio)
        ) {
          reject(zipBomb());
          return;
        }
        if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    throw error;
  }

  // The manifest sits in the archive's one top folder (or at the top of a flat archive).
  const manifest = [...entries.keys()].find((name) => /^([^/]+\/)?manifest\.json$/.test(name));
  if (!manifest) {
    zip.close();
    throw notArchive();
  }
  const root = manifest.slice(0, -'manifest.json'.length);

  const streamOf = (name: string, label: string) =>
    new Promise<NodeJS.ReadableStream>((resolve, reject) => {
      const entry = entries.get(name);
      if (!entry) return reject(damaged(`${label} is missing`));
      zip.openReadStream(entry, (error, stream) =>
        error ? reject(damaged(`${label} cannot be read`)) : resolve(stream),
      );
    });

  return {
    root,
    has: (name) => entries.has(name),
    async readJson(name, label, maxBytes = archiveLimits.maxJsonBytes) {
      const entry = entries.get(name);
      if (!entry) throw damaged(`${label} is missing`);
      if (entry.uncompressedSize > maxBytes) throw damaged(`${label} is far too large`);
      const stream = await streamOf(name, label);
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of stream) chunks.push(chunk as Buffer);
      } catch {
        throw damaged(`${label} cannot be read`);
      }
      let value: unknown;
      try {
        value = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        throw damaged(`${label} is not valid JSON`);
      }
      if (jsonValueProblem(value)) throw damaged(`${label} holds text that cannot be stored`);
      return value;
    },
    async copyTo(name, destination, label, maxBytes = MAX_UPLOAD_BYTES) {
      const entry = entries.get(name);
      if (!entry) throw damaged(`${label} is missing`);
      if (entry.uncompressedSize > maxBytes) throw damaged(`${label} is too large`);
      const hash = createHash('sha256');
      let sizeBytes = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          sizeBytes += chunk.length;
          hash.update(chunk);
          callback(null, chunk);
        },
      });
      try {
        await pipeline(
          await streamOf(name, label),
          meter,
          createWriteStream(destination, { flags: 'wx', mode: 0o600 }),
        );
      } catch (error) {
        if (error instanceof AppError) throw error;
        // yauzl's "too many/few bytes": the declared size was a lie.
        throw damaged(`${label} cannot be read`);
      }
      return { sizeBytes, sha256: hash.digest('hex') };
    },
    close: () => zip.close(),
  };
}

export type { ArchivedFile };
