import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AiProvider } from '#server/ai/ai-provider.ts';
import { extractDocument } from '#server/extract/extract-document.ts';
import { ExtractionError } from '#server/extract/extraction-errors.ts';
import { addJobSql } from '#server/jobs/job-queue.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { StorageProvider } from '#server/storage/storage-provider.ts';
import {
  AUDIO_EXTENSIONS,
  type SupportedExtension,
  supportedExtensionOf,
  type UploadedFile,
  uploadMessages,
} from '#shared/memories.ts';
import { sweepStagingDirs } from '../archive-import/import-staging.ts';
import type { DnaChange } from '../memories/memories.repository.ts';
import { analyzeOrEmpty, readForStorage } from '../memories/memory-analysis.ts';
import { staleMemory } from '../memories/stale-memory.ts';
import { assertContentMatches, receiveToTempFile, TEMP_SUFFIX } from './upload-pipeline.ts';
import type { createUploadsRepository, UploadedFileRow } from './uploads.repository.ts';

export const TRANSCRIBE_TASK = 'transcribe-recording';

export const MIME_TYPES: Record<SupportedExtension, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  epub: 'application/epub+zip',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
};

export function toUploadedFile(row: UploadedFileRow): UploadedFile {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    topics: row.topics,
    whenHappened: row.whenHappened,
    whereHappened: row.whereHappened,
    peopleInvolved: row.peopleInvolved,
    createdAt: row.createdAt.toISOString(),
    originalName: row.originalName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    status: row.status,
    failureReason: row.failureReason,
    version: row.version,
  };
}

/** The name as the person sees it: no folders, no control characters, not absurdly long. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (cleaned.length <= 200) return cleaned;
  const extension = path.extname(cleaned);
  return cleaned.slice(0, 200 - extension.length) + extension;
}

/** The memory's name: the file name without its extension. */
export function titleOf(fileName: string): string {
  const title = fileName.slice(0, fileName.length - path.extname(fileName).length).trim();
  return title || fileName;
}

const missing = () => notFound('That file');

export function createUploadsService(deps: {
  repository: ReturnType<typeof createUploadsRepository>;
  storage: StorageProvider;
  ai: AiProvider;
  log: { warn(obj: object, msg?: string): void; info(obj: object, msg?: string): void };
}) {
  const { repository, storage, ai, log } = deps;

  return {
    async list(userId: string) {
      return (await repository.list(userId)).map(toUploadedFile);
    },

    async get(userId: string, id: string) {
      const row = await repository.get(userId, id);
      if (!row) throw missing();
      return row;
    },

    /**
     * Receives one file: extension allow-list, streamed to a temporary file
     * (size limit enforced while streaming), content must match the extension,
     * documents are read in the sandbox, recordings are queued for
     * transcription. Only then is the original moved into storage and the row
     * committed; on any failure neither exists.
     */
    async upload(
      userId: string,
      file: { filename: string; stream: Readable },
      /** Called once the whole file is in (the pace of a slow upload is no longer watched). */
      onReceived = () => {},
    ): Promise<UploadedFile> {
      const originalName = cleanFileName(file.filename);
      const extension = supportedExtensionOf(originalName);
      if (!extension) {
        file.stream.resume();
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', uploadMessages.invalidType);
      }
      const received = await receiveToTempFile(file.stream, storage.scratchDir);
      onReceived();
      let storedKey: string | undefined;
      try {
        await assertContentMatches(received, extension);
        const id = randomUUID();
        const key = `${userId}/${id}.${extension}`;
        const audio = AUDIO_EXTENSIONS.includes(extension);
        let content = '';
        let analysis: Awaited<ReturnType<typeof analyzeOrEmpty>> | undefined;
        let reading: Awaited<ReturnType<typeof readForStorage>> = null;
        if (!audio) {
          try {
            content = await extractDocument(received.tempPath, extension as 'pdf' | 'docx' | 'epub' | 'txt');
          } catch (error) {
            if (error instanceof ExtractionError) throw new AppError('UNPROCESSABLE', error.message);
            throw error;
          }
          [analysis, reading] = await Promise.all([
            analyzeOrEmpty(ai, content, log),
            readForStorage(ai, content, log),
          ]);
        }
        const row = await repository.insert(
          {
            id,
            userId,
            title: titleOf(originalName),
            content,
            ...(analysis ?? {}),
            analysis: reading,
            originalName,
            mimeType: MIME_TYPES[extension],
            sizeBytes: received.sizeBytes,
            storageKey: key,
            status: audio ? 'processing' : 'ready',
          },
          async (tx) => {
            if (audio) await tx.execute(addJobSql(TRANSCRIBE_TASK, { userId, fileId: id }));
            // Last step before commit: a crash after the move leaves a file without a row, which the start-up sweep removes.
            await storage.putFile(key, received.tempPath);
            storedKey = key;
          },
        );
        log.info({ fileId: id, sizeBytes: received.sizeBytes, sha256: received.sha256 }, 'file uploaded');
        return toUploadedFile(row);
      } catch (error) {
        // The transaction failed after the move: take the original away again.
        if (storedKey) await storage.delete(storedKey).catch(() => {});
        throw error;
      } finally {
        await fs.rm(received.tempPath, { force: true });
      }
    },

    /** `basedOn`: the version the person edited; absent = last write (docs/decisions/541). */
    async updateDna(userId: string, id: string, change: DnaChange, basedOn?: number) {
      const row = await repository.updateDna(userId, id, change, basedOn);
      if (row) return toUploadedFile(row);
      const current = await repository.get(userId, id);
      if (!current) throw missing();
      throw staleMemory(toUploadedFile(current));
    },

    /** Deletes the record, then its original (a leftover original is swept at the next start). */
    async delete(userId: string, id: string) {
      const storageKey = await repository.delete(userId, id);
      if (!storageKey) throw missing();
      await storage
        .delete(storageKey)
        .catch((error) => log.warn({ err: error }, 'could not remove an original'));
    },

    /**
     * Start-up sweep: temporary uploads nobody has written to for an hour, and
     * originals whose row never committed (older than ten minutes, so uploads
     * committing on another instance right now are left alone).
     */
    async sweep(now = Date.now()) {
      let removed = 0;
      const names = await fs.readdir(storage.scratchDir).catch(() => [] as string[]);
      for (const name of names) {
        if (!name.endsWith(TEMP_SUFFIX)) continue;
        const file = path.join(storage.scratchDir, name);
        const stats = await fs.stat(file).catch(() => undefined);
        if (stats && now - stats.mtimeMs > 60 * 60 * 1000) {
          await fs.rm(file, { force: true });
          removed++;
        }
      }
      // Originals of imports still running sit in staging folders, never in storage (decision 531).
      removed += await sweepStagingDirs(storage.scratchDir, (userId) => repository.importRunning(userId));
      let batch: string[] = [];
      const flush = async () => {
        const known = await repository.existingKeys(batch);
        for (const key of batch) {
          if (!known.has(key)) {
            await storage.delete(key);
            removed++;
          }
        }
        batch = [];
      };
      for await (const object of storage.list()) {
        if (now - object.modifiedAt.getTime() < 10 * 60 * 1000) continue;
        batch.push(object.key);
        if (batch.length >= 500) await flush();
      }
      await flush();
      if (removed > 0) log.info({ removed }, 'removed files left behind by interrupted uploads');
      return removed;
    },
  };
}
