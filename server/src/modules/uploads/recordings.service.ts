import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Transaction } from '#server/db/client.ts';
import { TRANSCRIBE_TASK } from '#server/jobs/job-tasks.ts';
import type { Jobs } from '#server/jobs/jobs-plugin.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { StorageProvider } from '#server/storage/storage-provider.ts';
import { receiveToTempFile, TEMP_SUFFIX } from '#server/uploads/receive-to-temp-file.ts';
import { uploadPaceMessages } from '#server/uploads/upload-pace.ts';
import type { UploadedFile } from '#shared/memories.ts';
import {
  MAX_CHUNK_BYTES,
  MAX_RECORDING_BYTES,
  RECORDING_CONTAINERS,
  type RecordingContainer,
  recordingMessages,
} from '#shared/recordings.ts';
import {
  MAX_LINK_RECORDING_BYTES_PER_DAY,
  MAX_OPEN_LINK_RECORDINGS,
  OPEN_LINK_RECORDING_SILENT_MS,
  storytellerLinkMessages,
} from '#shared/storyteller-links.ts';
import { toUploadedFile } from '../presenters.ts';
import type { createRecordingsRepository, RecordingRow } from './recordings.repository.ts';
import type { createUploadsRepository } from './uploads.repository.ts';

const missing = () => notFound('That recording');

/**
 * What a purpose makes of a joined recording. It writes its rows in one transaction, and inside it calls
 * `claim` (the recording is finished, with its original's key) and `store` (the original goes into storage).
 */
export type RecordingKeeper<T> = (kept: {
  recording: RecordingRow;
  durationMs: number | null;
  /** A fresh id the kept thing may take (a recorded memory's uploaded file does). */
  fileId: string;
  /** Where the original is stored. */
  key: string;
  sizeBytes: number;
  claim: (tx: Transaction, uploadedFileId: string | null) => Promise<void>;
  store: () => Promise<void>;
}) => Promise<T>;
const finished = () => new AppError('CONFLICT', recordingMessages.finished);

/** How a container's bytes begin: a joined recording that does not is not kept. */
const MAGIC: Record<RecordingContainer, (head: Buffer) => boolean> = {
  'audio/webm': (head) => head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
  'audio/ogg': (head) => head.subarray(0, 4).toString('latin1') === 'OggS',
  'audio/mp4': (head) => head.subarray(4, 8).toString('latin1') === 'ftyp',
};

/** "Recorded memory, 24 November 2026": the title a recording gets until the person renames it. */
function recordingTitle(at: Date) {
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(at);
  return `Recorded memory, ${day}`;
}

/**
 * Record a Memory on the server (issue 12, docs/decisions/701). Chunks are streamed into storage as they arrive,
 * each under its own key, with the chunk and the whole recording limited while they stream. Finishing joins the
 * chunks that arrived, in order, into one original, which becomes an uploaded file of origin "recording" and goes
 * to the same transcription job as an upload. A recording nobody finished is joined by the sweep.
 */
export function createRecordingsService(deps: {
  recordings: ReturnType<typeof createRecordingsRepository>;
  uploads: ReturnType<typeof createUploadsRepository>;
  storage: StorageProvider;
  jobs: Pick<Jobs, 'enqueue'>;
  log: { warn(obj: object, msg?: string): void; info(obj: object, msg?: string): void };
}) {
  const { recordings, uploads, storage, jobs, log } = deps;

  /** Joins the chunks into one temporary file, in order; null when none arrived. */
  async function joinChunks(recording: RecordingRow) {
    const chunks = await recordings.chunks(recording.id);
    if (chunks.length === 0) return null;
    const tempPath = path.join(storage.scratchDir, `${randomUUID()}${TEMP_SUFFIX}`);
    try {
      // One pass through every chunk, in order, into one file; only a few kilobytes are in memory at a time.
      await pipeline(async function* () {
        for (const chunk of chunks) yield* await storage.read(chunk.storageKey);
      }, createWriteStream(tempPath));
      const handle = await fs.open(tempPath);
      const head = Buffer.alloc(16);
      await handle.read(head, 0, 16, 0);
      await handle.close();
      const sizeBytes = chunks.reduce((sum, chunk) => sum + chunk.sizeBytes, 0);
      return { tempPath, sizeBytes, head, chunkKeys: chunks.map((chunk) => chunk.storageKey) };
    } catch (error) {
      await fs.rm(tempPath, { force: true });
      throw error;
    }
  }

  /**
   * Keeps the joined recording as what its purpose makes of it (a memory, an interview answer), all or nothing:
   * the keeper writes its rows, claims the recording and stores the original in one transaction. When nothing
   * usable arrived, a recording being finished stays open (its chunks may still be on their way) and the answer
   * is null; the sweep closes such a recording for good.
   */
  async function keep<T>(
    recording: RecordingRow,
    durationMs: number | null,
    { closeIfEmpty }: { closeIfEmpty: boolean },
    keeper: RecordingKeeper<T>,
  ): Promise<T | null> {
    const joined = await joinChunks(recording);
    const container = recording.mimeType as RecordingContainer;
    if (!joined || !MAGIC[container](joined.head)) {
      if (joined) await fs.rm(joined.tempPath, { force: true });
      if (!closeIfEmpty) return null;
      // Nothing usable arrived and nobody is recording any more: the recording is closed, and its chunks go.
      const chunkKeys = joined?.chunkKeys ?? [];
      const claimed = await recordings.closeEmpty(recording.id, durationMs);
      if (claimed) for (const key of chunkKeys) await storage.delete(key).catch(() => {});
      return null;
    }
    const fileId = randomUUID();
    const extension = RECORDING_CONTAINERS[container];
    const key = `${recording.userId}/${fileId}.${extension}`;
    let storedKey: string | undefined;
    try {
      const kept = await keeper({
        recording,
        durationMs,
        fileId,
        key,
        sizeBytes: joined.sizeBytes,
        // Claimed inside the keeper's transaction: a second finish, or the sweep, finds nothing left to do.
        claim: async (tx, uploadedFileId) => {
          if (!(await recordings.claim(recording.id, tx))) throw finished();
          await recordings.setResult(recording.id, { durationMs, storageKey: key, uploadedFileId }, tx);
        },
        store: async () => {
          await storage.putFile(key, joined.tempPath);
          storedKey = key;
        },
      });
      for (const chunkKey of joined.chunkKeys) await storage.delete(chunkKey).catch(() => {});
      log.info({ recordingId: recording.id, sizeBytes: joined.sizeBytes }, 'recording kept');
      return kept;
    } catch (error) {
      if (storedKey) await storage.delete(storedKey).catch(() => {});
      throw error;
    } finally {
      await fs.rm(joined.tempPath, { force: true });
    }
  }

  /** A recorded memory becomes an uploaded file of origin "recording", transcribed like an upload. */
  const keepAsMemory: RecordingKeeper<UploadedFile> = (kept) => keptAnswering(undefined)(kept);
  const keptAnswering =
    (answersQuestion: string | undefined): RecordingKeeper<UploadedFile> =>
    async ({ recording, durationMs: _, fileId, key, sizeBytes, claim, store }) => {
      const extension = RECORDING_CONTAINERS[recording.mimeType as RecordingContainer];
      const row = await uploads.insert(
        {
          id: fileId,
          userId: recording.userId,
          title: recordingTitle(recording.createdAt),
          content: '',
          originalName: `${recordingTitle(recording.createdAt)}.${extension}`,
          mimeType: recording.mimeType,
          sizeBytes,
          storageKey: key,
          status: 'processing',
          origin: 'recording',
          answersQuestion: answersQuestion ?? null,
        },
        async (tx) => {
          await claim(tx, fileId);
          await jobs.enqueue(tx, TRANSCRIBE_TASK, { userId: recording.userId, fileId });
          await store();
        },
      );
      return toUploadedFile(row);
    };

  /** An open recording of this owner for this purpose (and whatever else `belongs` asks of it). */
  async function openRecording(
    userId: string,
    id: string,
    purpose: RecordingRow['purpose'],
    belongs: (recording: RecordingRow) => boolean = () => true,
  ) {
    const recording = await recordings.get(userId, id);
    if (!recording || recording.purpose !== purpose || !belongs(recording)) throw missing();
    if (recording.status !== 'recording') throw finished();
    return recording;
  }

  return {
    async start(
      userId: string,
      mimeType: RecordingContainer,
      options?: Parameters<typeof recordings.start>[2],
    ) {
      const linkId = options?.storytellerLinkId;
      if (!linkId) return { id: (await recordings.start(userId, mimeType, options)).id };
      // Through a storyteller link, which anyone holding it can use: its recordings are limited (decision 1522).
      const started = await recordings.startThroughLink(
        userId,
        mimeType,
        { purpose: options.purpose ?? 'memory', context: options.context ?? {}, storytellerLinkId: linkId },
        {
          openAtOnce: MAX_OPEN_LINK_RECORDINGS,
          silentAfterMs: OPEN_LINK_RECORDING_SILENT_MS,
          bytesPerDay: MAX_LINK_RECORDING_BYTES_PER_DAY,
        },
      );
      if ('refused' in started)
        throw new AppError(
          'RATE_LIMITED',
          started.refused === 'open'
            ? storytellerLinkMessages.recordingsOpen
            : storytellerLinkMessages.recordedEnoughToday,
        );
      return { id: started.row.id };
    },

    /** Streams one chunk into storage; the chunk and the recording's total are limited while it streams. */
    async receiveChunk(
      userId: string,
      id: string,
      seq: number,
      body: Readable | undefined,
      expected: { purpose: RecordingRow['purpose']; belongs?: (recording: RecordingRow) => boolean } = {
        purpose: 'memory',
      },
    ) {
      const recording = await openRecording(userId, id, expected.purpose, expected.belongs).catch((error) => {
        body?.resume();
        throw error;
      });
      if (!body) throw new AppError('UNSUPPORTED_MEDIA_TYPE', recordingMessages.notAudio);
      const room = MAX_RECORDING_BYTES - recording.receivedBytes;
      const tooLarge = () =>
        new AppError(
          'PAYLOAD_TOO_LARGE',
          room < MAX_CHUNK_BYTES ? recordingMessages.tooLarge : recordingMessages.chunkTooLarge,
        );
      // The limit stops writing at once; what is left of the request is read and dropped, so the answer can be
      // sent (a chunk is a few megabytes at most).
      const counted = new PassThrough();
      // A body cut off half-way (a stalled piece closed by the pace watch, a dropped connection) ends the copy
      // with an error, so its temporary file is removed; `pipe` alone would leave the copy waiting for ever.
      body.once('error', (error) => counted.destroy(error));
      body.once('close', () => {
        if (!body.readableEnded) counted.destroy(new AppError('BAD_REQUEST', uploadPaceMessages.tooSlow));
      });
      body.pipe(counted);
      // The first piece carries the container's header: one that does not begin as its recording said is refused
      // before anything is stored (an HLS playlist or a page claiming to be WebM audio is no recording).
      const container = recording.mimeType as RecordingContainer;
      const received = await receiveToTempFile(counted, storage.scratchDir, {
        maxBytes: Math.max(0, Math.min(MAX_CHUNK_BYTES, room)),
        tooLarge,
      }).catch((error: unknown) => {
        body.unpipe(counted);
        body.resume();
        throw error;
      });
      if (seq === 0 && !MAGIC[container](received.head)) {
        await fs.rm(received.tempPath, { force: true });
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', recordingMessages.notThisAudio);
      }
      // Each copy of a chunk has its own key, so a retry never overwrites a copy the recording still lists.
      const key = `${userId}/${randomUUID()}.chunk`;
      try {
        await storage.putFile(key, received.tempPath);
      } finally {
        await fs.rm(received.tempPath, { force: true });
      }
      const replaced = await recordings
        .addChunk(userId, id, { seq, sizeBytes: received.sizeBytes, storageKey: key })
        .catch(async (error: unknown) => {
          await storage.delete(key).catch(() => {});
          throw error;
        });
      if (replaced === undefined) {
        await storage.delete(key).catch(() => {});
        throw finished();
      }
      if (replaced) await storage.delete(replaced).catch(() => {});
    },

    /** `answersQuestion`: the question the recording answers, marked answered with it (decision 203). */
    async finish(userId: string, id: string, durationMs: number, answersQuestion?: string) {
      return this.finishWith(userId, id, durationMs, { purpose: 'memory' }, keptAnswering(answersQuestion));
    },

    /** Finishes a recording of another purpose, kept by that purpose's module (an interview answer). */
    async finishWith<T>(
      userId: string,
      id: string,
      durationMs: number,
      expected: { purpose: RecordingRow['purpose']; belongs?: (recording: RecordingRow) => boolean },
      keeper: RecordingKeeper<T>,
    ): Promise<T> {
      const recording = await openRecording(userId, id, expected.purpose, expected.belongs);
      const kept = await keep(recording, durationMs, { closeIfEmpty: false }, keeper);
      if (kept === null) throw new AppError('UNPROCESSABLE', recordingMessages.empty);
      return kept;
    },

    /** Keeps what arrived of recordings nobody finished (a closed tab, a lost connection). */
    async sweepAbandoned<T = UploadedFile>(
      quietMs = 10 * 60 * 1000,
      purpose: RecordingRow['purpose'] = 'memory',
      keeper: RecordingKeeper<T> = keepAsMemory as RecordingKeeper<unknown> as RecordingKeeper<T>,
    ) {
      let kept = 0;
      for (const recording of await recordings.abandoned(quietMs, purpose)) {
        try {
          if ((await keep(recording, null, { closeIfEmpty: true }, keeper)) !== null) kept++;
        } catch (error) {
          log.warn({ err: error, recordingId: recording.id }, 'could not keep an abandoned recording');
        }
      }
      if (kept > 0) log.info({ kept }, 'kept recordings nobody finished');
      return kept;
    },
  };
}
