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
  archivedInterviewSchema,
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
import { MAX_RECORDING_BYTES, RECORDING_CONTAINERS } from '#shared/recordings.ts';
import { createArchiveImportRepository } from './archive-import.repository.ts';
import { type ArchiveReader, archiveLimits, damaged, openArchive } from './archive-reader.ts';

/** An original or a recording checked into the staging folder, waiting to be moved into storage. */
interface Staged {
  key: string;
  localPath: string;
  /** The imported file's id, or the interview answer's. */
  id: string;
  kind: 'file' | 'answer';
}

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
  /**
   * After commit: every original and recording is in storage; an original that is not is marked failed, never
   * "ready" without a file, and an answer keeps its words without the recording.
   */
  async function checkOriginals(userId: string, staged: Staged[]) {
    for (const file of staged) {
      const there = await storage.exists(file.key).catch(() => false);
      if (there) continue;
      log.warn({ userId, id: file.id }, 'an imported original is missing from storage after commit');
      if (file.kind === 'answer')
        await repository.markRecordingLost(userId, file.id, archiveImportMessages.answerRecordingMissing);
      else await repository.markOriginalLost(userId, file.id, archiveImportMessages.originalLost);
    }
  }

  /**
   * Copies one original out of the archive into the staging folder and checks it against the manifest's size and
   * SHA-256 and against what its extension promises; `label` names it in the message if it is refused.
   */
  async function stageOriginal(
    reader: ArchiveReader,
    entry: { file: string; sizeBytes: number; sha256: string },
    localPath: string,
    extension: StoredExtension,
    label: string,
    expectedBytes: number | undefined,
    maxBytes?: number,
  ) {
    const copied = await reader.copyTo(`${reader.root}${entry.file}`, localPath, label, maxBytes);
    if (
      copied.sizeBytes !== entry.sizeBytes ||
      (expectedBytes !== undefined && copied.sizeBytes !== expectedBytes) ||
      copied.sha256 !== entry.sha256
    )
      throw damaged(`${label} does not match its checksum`);
    await assertContentMatches(
      { tempPath: localPath, sizeBytes: copied.sizeBytes, head: await readHead(localPath) },
      extension,
    ).catch(() => {
      throw damaged(`${label} is not the kind of file its name says`);
    });
    return copied.sizeBytes;
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
      const staged: Staged[] = [];
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
              await stageOriginal(
                reader,
                original,
                localPath,
                extension,
                `the original of ${label}`,
                doc.sizeBytes,
              );
              staged.push({ key: storageKey, localPath, id, kind: 'file' });
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

          // Her interviews, each with its answers and their recordings (docs/decisions/1529); none in an archive
          // written before format 3. An interview counts as one memory, as My Memories lists it, and each recording
          // as one file.
          const interviewsHere = await repository.interviewsPresent(
            userId,
            manifest.interviews.map((interview) => interview.id),
            tx,
          );
          const interviewTotal = manifest.interviews.length;
          for (const [number, entry] of manifest.interviews.entries()) {
            if (interviewsHere.has(entry.id)) {
              counts.skipped++;
              continue;
            }
            interviewsHere.add(entry.id);
            const label = `interview ${(number + 1).toLocaleString('en')} of ${interviewTotal.toLocaleString('en')}`;
            const parsed = archivedInterviewSchema.safeParse(
              await reader.readJson(`${reader.root}${entry.file}`, label),
            );
            if (!parsed.success || parsed.data.id !== entry.id)
              throw damaged(`${label} is not an interview Heirloom can read`);
            const doc = parsed.data;
            const answers = [];
            const transcribe: string[] = [];
            for (const [place, answer] of doc.answers.entries()) {
              const answerId = randomUUID();
              const what = `the recording of answer ${place + 1} of ${label}`;
              const listed = entry.recordings.find((recording) => recording.answerId === answer.id);
              if (Boolean(listed) !== Boolean(answer.recording?.file)) throw damaged(`${what} is missing`);
              let recording = null;
              if (listed && answer.recording) {
                const extension = RECORDING_CONTAINERS[answer.recording.mimeType];
                if (storedExtensionOf(listed.file) !== extension)
                  throw damaged(`the type of ${what} is not one Heirloom accepts`);
                const localPath = path.join(stagingDir, `${answerId}.${extension}`);
                const sizeBytes = await stageOriginal(
                  reader,
                  listed,
                  localPath,
                  extension,
                  what,
                  undefined,
                  MAX_RECORDING_BYTES,
                );
                const storageKey = `${userId}/${answerId}.${extension}`;
                staged.push({ key: storageKey, localPath, id: answerId, kind: 'answer' });
                counts.files++;
                recording = { storageKey, mimeType: answer.recording.mimeType, sizeBytes };
              }
              // Words still to be written down come only from a recording that is here (as for a file above).
              const willTranscribe = answer.status === 'processing' && recording !== null;
              const neverFinished = answer.status === 'processing' && !willTranscribe;
              if (willTranscribe) transcribe.push(answerId);
              answers.push({
                id: answerId,
                doc: answer,
                recording,
                status: neverFinished ? ('failed' as const) : answer.status,
                failureReason: neverFinished
                  ? archiveImportMessages.answerRecordingMissing
                  : answer.failureReason,
              });
            }
            await repository.insertInterview(userId, randomUUID(), doc, answers, tx);
            for (const answerId of transcribe) await jobs.enqueue(tx, TRANSCRIBE_TASK, { userId, answerId });
            counts.memories++;
          }
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
