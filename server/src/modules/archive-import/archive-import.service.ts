/**
 * Import Archive: the ZIP from Export Archive, restored into the signed-in
 * account. The upload is streamed to a temporary file (size limit enforced
 * while streaming); every JSON file is checked; every original is compared
 * with the manifest's size and SHA-256 and with what its extension promises.
 * Everything is stored in one transaction: on any failure nothing is left,
 * neither rows nor originals. See docs/decisions/403-archive-import.md.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ARCHIVE_FORMAT_VERSION,
  archivedFileSchema,
  archivedFragmentSchema,
  archiveImportMessages,
  archiveManifestSchema,
  byteLimitInWords,
  type ImportArchiveResponse,
} from '../../../../shared/archive-import.ts';
import {
  AUDIO_EXTENSIONS,
  type SupportedExtension,
  supportedExtensionOf,
} from '../../../../shared/memories.ts';
import type { Database } from '../../db/client.ts';
import { addJobSql } from '../../jobs/job-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import type { StorageProvider } from '../../storage/storage-provider.ts';
import { analyzeMemoriesJobSql } from '../memories/memory-analysis.repository.ts';
import { assertContentMatches, TEMP_SUFFIX } from '../uploads/upload-pipeline.ts';
import { MIME_TYPES, TRANSCRIBE_TASK } from '../uploads/uploads.service.ts';
import { archiveImportRepository as repository } from './archive-import.repository.ts';
import { archiveLimits, damaged, openArchive } from './archive-reader.ts';

const HEAD_BYTES = 64 * 1024;

async function headOf(file: string): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export function createArchiveImportService(deps: {
  db: Database;
  storage: StorageProvider;
  maxBytes: number;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}) {
  const { db, storage, maxBytes, log } = deps;
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', archiveImportMessages.tooLarge(byteLimitInWords(maxBytes)));

  return {
    /** Streams the uploaded archive into a temporary file; refuses (and removes it) above the size limit. */
    async receive(source: Readable): Promise<string> {
      const tempPath = path.join(storage.scratchDir, `${randomUUID()}${TEMP_SUFFIX}`);
      let sizeBytes = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          sizeBytes += chunk.length;
          callback(sizeBytes > maxBytes ? tooLarge() : null, chunk);
        },
      });
      try {
        await pipeline(source, meter, createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
        if ((source as Readable & { truncated?: boolean }).truncated) throw tooLarge();
      } catch (error) {
        await fs.rm(tempPath, { force: true });
        throw error;
      }
      return tempPath;
    },

    /** Restores every memory of the archive at `zipPath` that is not in the account yet. */
    async import(userId: string, zipPath: string): Promise<ImportArchiveResponse> {
      // Everything inside may expand to a few times the archive (text is deflated), never more.
      const reader = await openArchive(zipPath, Math.max(4 * maxBytes, 64 * 1024 * 1024));
      const storedKeys: string[] = [];
      const tempFiles: string[] = [];
      try {
        const rawManifest = await reader.readJson(
          `${reader.root}manifest.json`,
          archiveLimits.maxManifestBytes,
        );
        const version = (rawManifest as { formatVersion?: unknown })?.formatVersion;
        if (typeof version === 'number' && version > ARCHIVE_FORMAT_VERSION)
          throw new AppError('UNPROCESSABLE', archiveImportMessages.newerFormat);
        const parsedManifest = archiveManifestSchema.safeParse(rawManifest);
        if (!parsedManifest.success) throw new AppError('UNPROCESSABLE', archiveImportMessages.notArchive);
        const manifest = parsedManifest.data;

        const result = await db.transaction(async (tx) => {
          await repository.lockPerson(tx, userId);
          const present = await repository.alreadyPresent(
            tx,
            userId,
            manifest.memories.map((memory) => memory.id),
          );
          const counts = { memories: 0, files: 0, skipped: 0 };
          for (const memory of manifest.memories) {
            if (present.has(memory.id)) {
              counts.skipped++;
              continue;
            }
            present.add(memory.id);
            const raw = await reader.readJson(`${reader.root}${memory.file}`);
            const id = randomUUID();

            if (memory.source === 'fragment') {
              const doc = archivedFragmentSchema.safeParse(raw);
              if (!doc.success || doc.data.id !== memory.id)
                throw damaged(`${memory.file} is not a typed memory Heirloom can read`);
              await repository.insertFragment(tx, userId, id, doc.data);
              counts.memories++;
              continue;
            }

            const parsed = archivedFileSchema.safeParse(raw);
            if (!parsed.success || parsed.data.id !== memory.id)
              throw damaged(`${memory.file} is not an uploaded file Heirloom can read`);
            const doc = parsed.data;
            const original = memory.original && 'file' in memory.original ? memory.original : undefined;
            const extension = supportedExtensionOf(original?.file ?? doc.originalName);
            if (!extension || doc.mimeType !== MIME_TYPES[extension])
              throw damaged(`the type of “${doc.title}” is not one Heirloom accepts`);
            const storageKey = `${userId}/${id}.${extension}`;
            if (original) {
              const tempPath = path.join(storage.scratchDir, `${randomUUID()}${TEMP_SUFFIX}`);
              tempFiles.push(tempPath);
              const copied = await reader.copyTo(`${reader.root}${original.file}`, tempPath);
              if (
                copied.sizeBytes !== original.sizeBytes ||
                copied.sizeBytes !== doc.sizeBytes ||
                copied.sha256 !== original.sha256
              )
                throw damaged(`the original of “${doc.title}” does not match its checksum`);
              await assertContentMatches(
                {
                  tempPath,
                  sizeBytes: copied.sizeBytes,
                  sha256: copied.sha256,
                  head: await headOf(tempPath),
                },
                extension as SupportedExtension,
              ).catch(() => {
                throw damaged(`the original of “${doc.title}” is not the kind of file its name says`);
              });
              await storage.putFile(storageKey, tempPath);
              storedKeys.push(storageKey);
              counts.files++;
            }
            // Without its original (it was already missing when exported) the text is still worth keeping.
            await repository.insertFile(tx, userId, id, doc, {
              storageKey,
              mimeType: MIME_TYPES[extension],
              sizeBytes: doc.sizeBytes,
            });
            if (doc.status === 'processing' && original && AUDIO_EXTENSIONS.includes(extension))
              await tx.execute(addJobSql(TRANSCRIBE_TASK, { userId, fileId: id }));
            counts.memories++;
          }
          // The imported memories are read for the AI in the background, never on an AI request (decision 522).
          if (counts.memories > 0) await tx.execute(analyzeMemoriesJobSql(userId));
          return counts;
        });
        log.info({ userId, ...result }, 'archive imported');
        return { imported: { memories: result.memories, files: result.files }, skipped: result.skipped };
      } catch (error) {
        // The transaction rolled back: take away the originals it had already moved into storage.
        for (const key of storedKeys)
          await storage
            .delete(key)
            .catch((err) => log.warn({ err }, 'could not remove an imported original'));
        throw error;
      } finally {
        reader.close();
        for (const file of tempFiles) await fs.rm(file, { force: true });
      }
    },
  };
}
