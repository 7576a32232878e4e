/**
 * Import Archive: the ZIP from Export Archive, restored into the signed-in
 * account. The upload is streamed to a temporary file (size limit enforced
 * while streaming); every JSON file is checked; every original is compared
 * with the manifest's size and SHA-256 and with what its extension promises.
 * Everything is stored in one transaction: on any failure nothing is left,
 * neither rows nor originals. See docs/decisions/403-archive-import.md.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { type Database, withTransaction } from '#server/db/client.ts';
import { ANALYZE_MEMORIES_TASK, CLEAN_COPY_TASK, TRANSCRIBE_TASK } from '#server/jobs/job-tasks.ts';
import type { Jobs } from '#server/jobs/jobs-plugin.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { StorageProvider } from '#server/storage/storage-provider.ts';
import { assertContentMatches, readHead } from '#server/uploads/content-check.ts';
import { cleanFileName, STORED_MIME_TYPES, titleOf } from '#server/uploads/file-names.ts';
import { alreadyRunning } from '#server/uploads/import-lock.ts';
import { makeStagingDir } from '#server/uploads/import-staging.ts';
import { receiveToTempFile } from '#server/uploads/receive-to-temp-file.ts';
import {
  ARCHIVE_FORMAT_VERSION,
  archivedFileSchema,
  archivedFragmentSchema,
  archiveManifestSchema,
} from '#shared/archive-format.ts';
import {
  archiveImportMessages,
  byteLimitInWords,
  type ImportArchiveResponse,
} from '#shared/archive-import.ts';
import {
  isAudioExtension,
  MEMORY_TEXT_MAX,
  type StoredExtension,
  storedExtensionOf,
} from '#shared/memories.ts';
import { createArchiveImportRepository } from './archive-import.repository.ts';
import { archiveLimits, damaged, openArchive } from './archive-reader.ts';

/**
 * The name an imported file is stored and downloaded under: the archive's name cleaned like an upload's, without
 * its extension, plus the verified one ("Letter from Mom.hta" with a text original → "Letter from Mom.txt").
 */
export function importedFileName(archivedName: string, extension: StoredExtension): string {
  const base = titleOf(cleanFileName(archivedName)).slice(0, 190).trim();
  return `${base || 'file'}.${extension}`;
}

export function createArchiveImportService(deps: {
  db: Database;
  storage: StorageProvider;
  jobs: Pick<Jobs, 'enqueue'>;
  maxBytes: number;
  log: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  /** Test seams: called after each memory of the archive is stored (not committed yet). */
  hooks?: { afterMemory?(index: number): Promise<void> };
}) {
  const { db, storage, jobs, maxBytes, log } = deps;
  const repository = createArchiveImportRepository(db);
  /** After commit: every original is in storage; one that is not is marked failed, never "ready" without a file. */
  async function checkOriginals(userId: string, staged: Array<{ key: string; fileId: string }>) {
    for (const file of staged) {
      const there = await storage.exists(file.key).catch(() => false);
      if (there) continue;
      log.warn({ userId, fileId: file.fileId }, 'an imported original is missing from storage after commit');
      await repository.markOriginalLost(userId, file.fileId, archiveImportMessages.originalLost);
    }
  }
  const tooLarge = () =>
    new AppError('PAYLOAD_TOO_LARGE', archiveImportMessages.tooLarge(byteLimitInWords(maxBytes)));

  return {
    /** Streams the uploaded archive into a temporary file; refuses (and removes it) above the size limit. */
    async receive(source: Readable): Promise<string> {
      const received = await receiveToTempFile(source, storage.scratchDir, { maxBytes, tooLarge });
      return received.tempPath;
    },

    /** Restores every memory of the archive at `zipPath` that is not in the account yet. */
    async import(userId: string, zipPath: string): Promise<ImportArchiveResponse> {
      // Everything inside may expand to a few times the archive (text is deflated), never more.
      const reader = await openArchive(zipPath, Math.max(4 * maxBytes, 64 * 1024 * 1024));
      let stagingDir: string | undefined;
      // Originals checked and waiting in the staging folder, promoted into storage just before commit.
      const staged: Array<{ key: string; localPath: string; fileId: string }> = [];
      const promoted: string[] = [];
      try {
        const rawManifest = await reader.readJson(
          `${reader.root}manifest.json`,
          'manifest.json',
          archiveLimits.maxManifestBytes,
        );
        const version = (rawManifest as { formatVersion?: unknown })?.formatVersion;
        if (typeof version === 'number' && version > ARCHIVE_FORMAT_VERSION)
          throw new AppError('UNPROCESSABLE', archiveImportMessages.newerFormat);
        const parsedManifest = archiveManifestSchema.safeParse(rawManifest);
        if (!parsedManifest.success) throw new AppError('UNPROCESSABLE', archiveImportMessages.notArchive);
        const manifest = parsedManifest.data;
        const total = manifest.memories.length;

        const result = await withTransaction(db, async (tx) => {
          if (!(await repository.tryLockPerson(userId, tx))) throw alreadyRunning();
          // Made only now, under the lock: the sweep leaves it alone for as long as the lock is held.
          stagingDir = await makeStagingDir(storage.scratchDir, userId);
          const present = await repository.alreadyPresent(
            userId,
            manifest.memories.map((memory) => memory.id),
            tx,
          );
          const counts = { memories: 0, files: 0, skipped: 0 };
          let index = -1;
          for (const memory of manifest.memories) {
            index++;
            if (index > 0) await deps.hooks?.afterMemory?.(index - 1);
            if (present.has(memory.id)) {
              counts.skipped++;
              continue;
            }
            present.add(memory.id);
            // Archive text (titles, names, paths) never reaches a message: a memory is named by its place.
            const label = `memory ${(index + 1).toLocaleString('en')} of ${total.toLocaleString('en')}`;
            const raw = await reader.readJson(`${reader.root}${memory.file}`, label);
            const id = randomUUID();

            if (memory.source === 'fragment') {
              const doc = archivedFragmentSchema.safeParse(raw);
              if (!doc.success || doc.data.id !== memory.id) {
                const text = (raw as { text?: unknown })?.text;
                throw damaged(
                  typeof text === 'string' && text.length > MEMORY_TEXT_MAX
                    ? archiveImportMessages.memoryTooLong(label)
                    : `${label} is not a typed memory Heirloom can read`,
                );
              }
              await repository.insertFragment(userId, id, doc.data, tx);
              counts.memories++;
              continue;
            }

            const parsed = archivedFileSchema.safeParse(raw);
            if (!parsed.success || parsed.data.id !== memory.id)
              throw damaged(`${label} is not an uploaded file Heirloom can read`);
            const doc = parsed.data;
            const original = memory.original && 'file' in memory.original ? memory.original : undefined;
            // With an original, its type is the one its bytes are checked against below; the JSON's name is only
            // a base name (docs/decisions/532).
            const extension = storedExtensionOf(original?.file ?? doc.originalName);
            if (!extension || doc.mimeType !== STORED_MIME_TYPES[extension])
              throw damaged(`the type of ${label} is not one Heirloom accepts`);
            const storageKey = `${userId}/${id}.${extension}`;
            if (original) {
              const localPath = path.join(stagingDir, `${id}.${extension}`);
              const copied = await reader.copyTo(
                `${reader.root}${original.file}`,
                localPath,
                `the original of ${label}`,
              );
              if (
                copied.sizeBytes !== original.sizeBytes ||
                copied.sizeBytes !== doc.sizeBytes ||
                copied.sha256 !== original.sha256
              )
                throw damaged(`the original of ${label} does not match its checksum`);
              await assertContentMatches(
                { tempPath: localPath, sizeBytes: copied.sizeBytes, head: await readHead(localPath) },
                extension,
              ).catch(() => {
                throw damaged(`the original of ${label} is not the kind of file its name says`);
              });
              staged.push({ key: storageKey, localPath, fileId: id });
              counts.files++;
            }
            const audio = isAudioExtension(extension);
            // "processing" only means something while a transcription job will finish it: that needs a recording
            // and its original. Anything else would say "processing" for ever.
            const willTranscribe = doc.status === 'processing' && Boolean(original) && audio;
            const neverFinished = doc.status === 'processing' && !willTranscribe;
            // Without its original (it was already missing when exported) the text is still worth keeping.
            await repository.insertFile(
              userId,
              id,
              doc,
              {
                storageKey,
                mimeType: STORED_MIME_TYPES[extension],
                sizeBytes: doc.sizeBytes,
                originalName: importedFileName(doc.originalName, extension),
                status: neverFinished ? 'failed' : doc.status,
                failureReason: neverFinished
                  ? archiveImportMessages.recordingWithoutOriginal
                  : doc.failureReason,
                recording: audio,
              },
              tx,
            );
            if (willTranscribe) await jobs.enqueue(tx, TRANSCRIBE_TASK, { userId, fileId: id });
            counts.memories++;
          }
          await deps.hooks?.afterMemory?.(index);
          // Last step before commit, so the sweep of stray originals (which skips anything younger than ten
          // minutes) cannot take them: each is moved into storage with a fresh time, then checked.
          for (const file of staged) {
            const now = new Date();
            await fs.utimes(file.localPath, now, now);
            await storage.putFile(file.key, file.localPath);
            promoted.push(file.key);
          }
          for (const file of staged) {
            const there = await storage.exists(file.key).catch(() => false);
            if (!there) throw new Error('an imported original did not reach storage');
          }
          // The imported memories are read for the AI in the background, never on an AI request (decision 522).
          if (counts.memories > 0) await jobs.enqueue(tx, ANALYZE_MEMORIES_TASK, { userId });
          // A memory from an archive made before clean copies existed gets one (docs/decisions/908).
          if (counts.memories + counts.files > 0) await jobs.enqueue(tx, CLEAN_COPY_TASK, { userId });
          return counts;
        });
        await checkOriginals(userId, staged);
        log.info({ userId, ...result }, 'archive imported');
        return { imported: { memories: result.memories, files: result.files }, skipped: result.skipped };
      } catch (error) {
        // The transaction rolled back: take away the originals it had already moved into storage.
        for (const key of promoted)
          await storage
            .delete(key)
            .catch((err) => log.warn({ err }, 'could not remove an imported original'));
        throw error;
      } finally {
        reader.close();
        if (stagingDir) await fs.rm(stagingDir, { recursive: true, force: true });
      }
    },
  };
}
