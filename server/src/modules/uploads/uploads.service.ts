import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AiProvider } from '#server/ai/ai-provider.ts';
import { extractDocument } from '#server/extract/extract-document.ts';
import { ExtractionError } from '#server/extract/extraction-errors.ts';
import { TRANSCRIBE_TASK } from '#server/jobs/job-tasks.ts';
import type { Jobs } from '#server/jobs/jobs-plugin.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { StorageProvider } from '#server/storage/storage-provider.ts';
import { assertContentMatches } from '#server/uploads/content-check.ts';
import { cleanFileName, MIME_TYPES, titleOf } from '#server/uploads/file-names.ts';
import { sweepStagingDirs } from '#server/uploads/import-staging.ts';
import { receiveToTempFile, TEMP_SUFFIX } from '#server/uploads/receive-to-temp-file.ts';
import {
  AUDIO_EXTENSIONS,
  MAX_UPLOAD_BYTES,
  type NarrativeDnaUpdate,
  narrativeDnaChange,
  supportedExtensionOf,
  type UploadedFile,
  uploadMessages,
} from '#shared/memories.ts';
import { analyzeOrEmpty, readForStorage } from '../memories/memory-analysis.ts';
import { staleMemory } from '../memories/stale-memory.ts';
import { correctTranscript, noSentencesToCorrect } from '../memories/transcript-correction.ts';
import type { UploadedFileRow } from '../memory-types.ts';
import { toUploadedFile, transcriptSegmentsOf } from '../presenters.ts';
import { refreshedSuggestions } from './refreshed-suggestions.ts';
import type { createUploadsRepository } from './uploads.repository.ts';

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge);
const missing = () => notFound('That file');

export function createUploadsService(deps: {
  repository: ReturnType<typeof createUploadsRepository>;
  storage: StorageProvider;
  ai: AiProvider;
  jobs: Pick<Jobs, 'enqueue'>;
  log: { warn(obj: object, msg?: string): void; info(obj: object, msg?: string): void };
}) {
  const { repository, storage, ai, jobs, log } = deps;

  /** What the words before and after a correction each suggest, and the Memory DNA that follows (decision 723). */
  const suggestionsAfterCorrection = async (current: UploadedFileRow, corrected: string) => {
    const [before, after] = await Promise.all([
      analyzeOrEmpty(ai, current.userId, current.content, log),
      analyzeOrEmpty(ai, current.userId, corrected, log),
    ]);
    return refreshedSuggestions(current, before, after);
  };

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
      const received = await receiveToTempFile(file.stream, storage.scratchDir, {
        maxBytes: MAX_UPLOAD_BYTES,
        tooLarge,
      });
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
            analyzeOrEmpty(ai, userId, content, log),
            readForStorage(ai, userId, content, log),
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
            if (audio) await jobs.enqueue(tx, TRANSCRIBE_TASK, { userId, fileId: id });
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
    /** Saves the Memory DNA the person sent; `version` is the copy it was based on (decision 543). */
    async updateDna(userId: string, id: string, dna: NarrativeDnaUpdate) {
      const change = narrativeDnaChange(dna);
      const basedOn = dna.version;
      const row = await repository.updateDna(userId, id, change, basedOn);
      if (row) return toUploadedFile(row);
      const current = await repository.get(userId, id);
      if (!current) throw missing();
      throw staleMemory(toUploadedFile(current));
    },

    /**
     * "I have checked this transcript": from now on it feeds Memory DNA (empty fields are filled from it) and
     * Clio. Refused while the recording is still being written down; a stale version answers 409.
     */
    async checkTranscript(userId: string, id: string, { version }: { version: number }) {
      const current = await repository.get(userId, id);
      if (!current) throw missing();
      if (current.status !== 'ready')
        throw new AppError(
          'UNPROCESSABLE',
          'This recording is still being written down. Please check its transcript once it is ready.',
        );
      if (current.version !== version) throw staleMemory(toUploadedFile(current));
      const analysis = await analyzeOrEmpty(ai, userId, current.content, log);
      const row = await repository.markTranscriptChecked(userId, id, analysis, version);
      if (row) return toUploadedFile(row);
      const now = await repository.get(userId, id);
      if (!now) throw missing();
      throw staleMemory(toUploadedFile(now));
    },

    /**
     * Listen and fix (decision 723): one sentence of a recording's transcript takes the words the person wrote,
     * checked transcript or not. The sentence keeps its moment in the recording and the recogniser's words beside
     * it; the whole text is the sentences joined, as when it was written down. A checked transcript's Memory DNA
     * suggestions are read again from the corrected words (what she set herself is kept); an unchecked one still
     * suggests nothing until she checks it. A stale version answers 409 with the current copy.
     */
    async correctTranscriptSentence(
      userId: string,
      id: string,
      { version, sentence, text }: { version: number; sentence: number; text: string },
    ) {
      const current = await repository.get(userId, id);
      if (!current) throw missing();
      if (current.status !== 'ready')
        throw new AppError(
          'UNPROCESSABLE',
          'This recording is still being written down. Please correct its words once they are ready.',
        );
      if (current.version !== version) throw staleMemory(toUploadedFile(current));
      const segments = transcriptSegmentsOf(current).transcriptSegments;
      if (!segments) throw noSentencesToCorrect();
      const { transcriptSegments, text: content } = correctTranscript(segments, sentence, text);
      const [analysis, dna] = await Promise.all([
        readForStorage(ai, userId, content, log),
        current.transcriptChecked ? suggestionsAfterCorrection(current, content) : undefined,
      ]);
      const row = await repository.saveCorrectedTranscript(
        userId,
        id,
        { content, transcriptSegments, analysis, dna },
        version,
      );
      if (row) return toUploadedFile(row);
      const now = await repository.get(userId, id);
      if (!now) throw missing();
      throw staleMemory(toUploadedFile(now));
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
        const importing = new Map<string, boolean>();
        for (const key of batch) {
          if (known.has(key)) continue;
          // An import moves all its originals into storage before its one commit; into a bucket over a slow
          // line that can take longer than ten minutes, so the owner's running import keeps them (decision 1601).
          const owner = key.slice(0, key.indexOf('/'));
          if (!importing.has(owner)) importing.set(owner, await repository.importRunning(owner));
          if (importing.get(owner)) continue;
          await storage.delete(key);
          removed++;
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
