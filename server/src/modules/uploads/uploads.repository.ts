import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, type Executor, type Transaction, withTransaction } from '#server/db/client.ts';
import {
  bookFiles,
  interviewAnswers,
  memoryFragments,
  recordingChunks,
  uploadedFiles,
} from '#server/db/schema/index.ts';
import { enqueueJob } from '#server/jobs/enqueue-job.ts';
import { CLEAN_COPY_TASK } from '#server/jobs/job-tasks.ts';
import { importLockHeld } from '#server/uploads/import-lock.ts';
import type { MemoryAnalysis } from '#shared/ai.ts';
import type { Transcript, TranscriptSegment } from '#shared/voice.ts';
import type { DnaChange, SaveDna, UploadedFileRow } from '../memory-types.ts';

export type NewUploadedFile = typeof uploadedFiles.$inferInsert;
// Passed as one JSON parameter: drizzle would spread a JS array into separate parameters.
const textArray = (values: string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))::text[]`;

/** Uploaded documents and recordings; every query a person can reach is scoped to the owner. */
export function createUploadsRepository(db: Database) {
  const owned = (userId: string, id: string) =>
    and(eq(uploadedFiles.userId, userId), eq(uploadedFiles.id, id));
  return {
    list(userId: string, executor: Executor = db) {
      return executor
        .select()
        .from(uploadedFiles)
        .where(eq(uploadedFiles.userId, userId))
        .orderBy(desc(uploadedFiles.createdAt), desc(uploadedFiles.id));
    },
    async get(userId: string, id: string, executor: Executor = db) {
      const [row] = await executor.select().from(uploadedFiles).where(owned(userId, id));
      return row;
    },
    /** Inserts the row inside a transaction; `alsoInTransaction` runs before commit (queue a job, move the file). */
    insert(values: NewUploadedFile, alsoInTransaction: (tx: Transaction) => Promise<void>) {
      return withTransaction(db, async (tx) => {
        const [row] = await tx.insert(uploadedFiles).values(values).returning();
        // A document's words are in: their clean copy is made in the background (docs/decisions/908).
        if (row!.status === 'ready') await enqueueJob(tx, CLEAN_COPY_TASK, { userId: row!.userId });
        await alsoInTransaction(tx);
        return row!;
      });
    },
    updateDna: (async (userId, id, change, basedOn, executor = db) => {
      const [row] = await executor
        .update(uploadedFiles)
        .set({ ...change, version: sql`${uploadedFiles.version} + 1`, updatedAt: sql`now()` })
        .where(
          basedOn === undefined
            ? owned(userId, id)
            : and(owned(userId, id), eq(uploadedFiles.version, basedOn)),
        )
        .returning();
      return row;
    }) satisfies SaveDna<UploadedFileRow>,
    /** Deletes the row and returns where its original is stored (to be removed after the commit). */
    async delete(userId: string, id: string, executor: Executor = db) {
      const [row] = await executor
        .delete(uploadedFiles)
        .where(owned(userId, id))
        .returning({ storageKey: uploadedFiles.storageKey });
      return row?.storageKey;
    },
    /**
     * A transcript written down automatically is in: the recording is ready, its transcript not yet checked, so
     * it fills no Memory DNA (the person's own entries are kept) and Clio does not read it (issue 18).
     */
    async markTranscribedUnchecked(
      userId: string,
      id: string,
      transcript: Transcript,
      reading: MemoryAnalysis | null,
      executor: Executor = db,
    ) {
      await executor
        .update(uploadedFiles)
        .set({
          status: 'ready',
          content: transcript.text,
          transcriptSegments: transcript.segments.length > 0 ? transcript.segments : null,
          transcriptChecked: false,
          failureReason: null,
          analysis: reading,
          updatedAt: sql`now()`,
        })
        .where(and(owned(userId, id), eq(uploadedFiles.status, 'processing')));
      // The words written down are hers now: their clean copy is made in the background (docs/decisions/908).
      await enqueueJob(executor, CLEAN_COPY_TASK, { userId });
    },
    /**
     * The person has checked the transcript of the version they read: Memory DNA fields they left empty are
     * filled from it. Undefined when the file is not theirs or has changed since.
     */
    async markTranscriptChecked(
      userId: string,
      id: string,
      analysis: MemoryAnalysis,
      basedOn: number,
      executor: Executor = db,
    ) {
      const [row] = await executor
        .update(uploadedFiles)
        .set({
          transcriptChecked: true,
          whenHappened: sql`coalesce(${uploadedFiles.whenHappened}, ${analysis.whenHappened})`,
          whereHappened: sql`coalesce(${uploadedFiles.whereHappened}, ${analysis.whereHappened})`,
          peopleInvolved: sql`case when cardinality(${uploadedFiles.peopleInvolved}) = 0 then ${textArray(analysis.peopleInvolved)} else ${uploadedFiles.peopleInvolved} end`,
          topics: sql`case when cardinality(${uploadedFiles.topics}) = 0 then ${textArray(analysis.topics)} else ${uploadedFiles.topics} end`,
          version: sql`${uploadedFiles.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(owned(userId, id), eq(uploadedFiles.version, basedOn)))
        .returning();
      return row;
    },
    /**
     * A corrected transcript (decision 723): its words, its sentences with their moments unchanged, what the engine
     * reads from it and, for a checked transcript, its refreshed Memory DNA, all in one UPDATE based on the version
     * the person read. Undefined when the file is not theirs or has changed since.
     */
    async saveCorrectedTranscript(
      userId: string,
      id: string,
      change: {
        content: string;
        transcriptSegments: TranscriptSegment[];
        analysis: MemoryAnalysis | null;
        dna?: Required<DnaChange>;
      },
      basedOn: number,
      executor: Executor = db,
    ) {
      const { dna, ...words } = change;
      const [row] = await executor
        .update(uploadedFiles)
        .set({ ...words, ...dna, version: sql`${uploadedFiles.version} + 1`, updatedAt: sql`now()` })
        .where(and(owned(userId, id), eq(uploadedFiles.version, basedOn), eq(uploadedFiles.status, 'ready')))
        .returning();
      return row;
    },
    async markFailed(userId: string, id: string, reason: string, executor: Executor = db) {
      await executor
        .update(uploadedFiles)
        .set({ status: 'failed', failureReason: reason, updatedAt: sql`now()` })
        .where(and(owned(userId, id), eq(uploadedFiles.status, 'processing')));
    },
    /** Whether an import of the person is running on any instance (it holds their import lock). */
    async importRunning(userId: string, executor: Executor = db): Promise<boolean> {
      const result = await executor.execute<{ held: boolean }>(importLockHeld(userId));
      return result.rows[0]?.held === true;
    },
    /** Which of these storage keys belong to a row (for the start-up sweep; across all owners). */
    /**
     * The names and places already in the person's Memory DNA, newest first, to prime a recogniser that can take
     * them (the OpenAI-compatible endpoint's `prompt`).
     */
    async namesAndPlaces(userId: string, limit = 100, executor: Executor = db): Promise<string[]> {
      const rows = await executor.execute<{ word: string }>(sql`
        select word from (
          select unnest(${memoryFragments.peopleInvolved} || array_remove(array[${memoryFragments.whereHappened}], null)) as word,
                 ${memoryFragments.createdAt} as at
            from ${memoryFragments} where ${memoryFragments.userId} = ${userId}
          union all
          select unnest(${uploadedFiles.peopleInvolved} || array_remove(array[${uploadedFiles.whereHappened}], null)),
                 ${uploadedFiles.createdAt}
            from ${uploadedFiles} where ${uploadedFiles.userId} = ${userId}
        ) known
        order by at desc
        limit ${limit}`);
      return rows.rows.map((row) => row.word);
    },
    async existingKeys(keys: string[], executor: Executor = db): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await executor
        .select({ key: uploadedFiles.storageKey })
        .from(uploadedFiles)
        .where(inArray(uploadedFiles.storageKey, keys));
      // Chunks of a recording still being made are kept too (their recording joins them when it finishes).
      const chunks = await executor
        .select({ key: recordingChunks.storageKey })
        .from(recordingChunks)
        .where(inArray(recordingChunks.storageKey, keys));
      // And the audio of interview answers.
      const answers = await executor
        .select({ key: interviewAnswers.storageKey })
        .from(interviewAnswers)
        .where(inArray(interviewAnswers.storageKey, keys));
      // And the files of made books (docs/decisions/1003).
      const books = await executor
        .select({ key: bookFiles.storageKey })
        .from(bookFiles)
        .where(inArray(bookFiles.storageKey, keys));
      return new Set([...rows, ...chunks, ...answers, ...books].flatMap((row) => (row.key ? [row.key] : [])));
    },
  };
}
