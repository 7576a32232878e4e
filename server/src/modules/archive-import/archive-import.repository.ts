import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '#server/db/client.ts';
import {
  askedQuestions,
  importedMemories,
  interviewAnswers,
  interviewSessions,
  memoryFragments,
  uploadedFiles,
} from '#server/db/schema/index.ts';
import { importLockKey } from '#server/uploads/import-lock.ts';
import {
  type ArchivedCleanCopy,
  type ArchivedFile,
  type ArchivedFragment,
  type ArchivedInterview,
  type ArchivedInterviewAnswer,
  importedReleaseOf,
  importedTranscriptCheckedOf,
} from '#shared/archive-format.ts';
import { RECORDING_EXTENSIONS } from '#shared/memories.ts';

const memoryColumns = (doc: ArchivedFragment | ArchivedFile) => ({
  topics: doc.topics,
  whenHappened: doc.whenHappened,
  whereHappened: doc.whereHappened,
  peopleInvolved: doc.peopleInvolved,
  createdAt: new Date(doc.createdAt),
  updatedAt: new Date(doc.updatedAt),
  // The question it answers stays answered in the new account (decision 203).
  answersQuestion: doc.answersQuestion?.trim() || null,
  // Left out stays left out; nothing arrives shared (decision 1515).
  ...importedReleaseOf(doc),
  ...importedCleanCopyOf(doc.cleanCopy, 'text' in doc ? doc.text : doc.content),
});

/**
 * Her clean copy and choice as the archive has them (docs/decisions/910). The clean copy is marked as made from
 * the imported words; an archive without one gets it made after the import (the job the import queues).
 */
const importedCleanCopyOf = (cleanCopy: ArchivedCleanCopy | undefined, words: string) =>
  cleanCopy
    ? {
        cleanCopy: cleanCopy.text,
        cleanCopyOf: cleanCopy.text === null ? null : createHash('md5').update(words, 'utf8').digest('hex'),
        cleanCopyChoice: cleanCopy.choice,
        cleanCopyEdit: cleanCopy.edited,
      }
    : {};

/** Every query takes the person's id; the writes run inside the import's one transaction. */
export function createArchiveImportRepository(db: Database) {
  return {
    /**
     * One import at a time per person, so two imports of one archive cannot both add it. A try, never a wait:
     * false when another import of the person holds the lock (docs/decisions/531).
     */
    async tryLockPerson(userId: string, tx: Transaction): Promise<boolean> {
      const result = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${importLockKey(userId)}) as locked`,
      );
      return result.rows[0]?.locked === true;
    },

    /**
     * Which of `ids` are already in the person's account: their own memories
     * (an archive of this very account) or memories imported from them before.
     */
    async alreadyPresent(userId: string, ids: string[], tx: Executor = db): Promise<Set<string>> {
      const present = new Set<string>();
      for (let start = 0; start < ids.length; start += 5000) {
        const chunk = ids.slice(start, start + 5000);
        // One after another: a transaction is one connection, which runs one query at a time.
        const fragments = await tx
          .select({ id: memoryFragments.id })
          .from(memoryFragments)
          .where(and(eq(memoryFragments.userId, userId), inArray(memoryFragments.id, chunk)));
        const files = await tx
          .select({ id: uploadedFiles.id })
          .from(uploadedFiles)
          .where(and(eq(uploadedFiles.userId, userId), inArray(uploadedFiles.id, chunk)));
        const imported = await tx
          .select({ id: importedMemories.originId })
          .from(importedMemories)
          .where(and(eq(importedMemories.userId, userId), inArray(importedMemories.originId, chunk)));
        for (const row of [...fragments, ...files, ...imported]) present.add(row.id);
      }
      return present;
    },

    async insertFragment(userId: string, id: string, doc: ArchivedFragment, tx: Executor = db) {
      await tx.insert(memoryFragments).values({
        id,
        userId,
        name: doc.name,
        text: doc.text,
        ...memoryColumns(doc),
        // The account of whoever added it is not in the archive: the memory is the owner's, and who added it
        // is kept in words (decision 1516).
        addedByName: doc.addedBy?.name ?? null,
        addedByEmail: doc.addedBy?.email ?? null,
      });
      await tx.insert(importedMemories).values({ userId, originId: doc.id, fragmentId: id });
    },

    async insertFile(
      userId: string,
      id: string,
      doc: ArchivedFile,
      stored: {
        storageKey: string;
        mimeType: string;
        sizeBytes: number;
        originalName: string;
        status: ArchivedFile['status'];
        failureReason: string | null;
        /** Its original is a recording, whose text is an automatic transcript until a person checks it. */
        recording: boolean;
      },
      tx: Executor = db,
    ) {
      const { recording, ...file } = stored;
      await tx.insert(uploadedFiles).values({
        id,
        userId,
        title: doc.title,
        content: doc.content,
        ...memoryColumns(doc),
        ...file,
        transcriptSegments: doc.transcriptSegments?.length ? doc.transcriptSegments : null,
        origin: (RECORDING_EXTENSIONS as readonly string[]).includes(file.storageKey.split('.').pop() ?? '')
          ? 'recording'
          : 'upload',
        // Never checked unless the archive says a person checked it (decision 1516).
        transcriptChecked: importedTranscriptCheckedOf(doc, recording),
      });
      await tx.insert(importedMemories).values({ userId, originId: doc.id, fileId: id });
    },

    /**
     * Which of the archive's interviews (by their id there) are already in the person's account: their own (an
     * archive of this very account) or imported from it before (docs/decisions/1529).
     */
    async interviewsPresent(userId: string, ids: string[], tx: Executor = db): Promise<Set<string>> {
      const present = new Set<string>();
      for (let start = 0; start < ids.length; start += 5000) {
        const chunk = ids.slice(start, start + 5000);
        const own = await tx
          .select({ id: interviewSessions.id })
          .from(interviewSessions)
          .where(and(eq(interviewSessions.userId, userId), inArray(interviewSessions.id, chunk)));
        const imported = await tx
          .select({ id: importedMemories.originId })
          .from(importedMemories)
          .where(and(eq(importedMemories.userId, userId), inArray(importedMemories.originId, chunk)));
        for (const row of [...own, ...imported]) present.add(row.id);
      }
      return present;
    },

    /**
     * One interview and its answers, in the order the archive gives them (docs/decisions/1529). It arrives finished
     * (its question plan is not in the archive, so it cannot go on) and not tied to any storyteller link or
     * booked call of this account; its release state as decision 1515 says.
     */
    async insertInterview(
      userId: string,
      id: string,
      doc: ArchivedInterview,
      answers: Array<{
        id: string;
        doc: ArchivedInterviewAnswer;
        /** The recording now in this account, when the archive had it. */
        recording: { storageKey: string; mimeType: string; sizeBytes: number } | null;
        status: ArchivedInterviewAnswer['status'];
        failureReason: string | null;
      }>,
      tx: Executor = db,
    ) {
      const lastAnswer = answers.at(-1)?.doc.createdAt;
      await tx.insert(interviewSessions).values({
        id,
        userId,
        person: doc.person,
        topics: doc.topics,
        status: 'finished',
        durationSeconds: doc.durationSeconds,
        startedAt: new Date(doc.startedAt),
        finishedAt: new Date(doc.finishedAt ?? lastAnswer ?? doc.startedAt),
        ...importedReleaseOf(doc),
      });
      for (const [position, answer] of answers.entries()) {
        await tx.insert(interviewAnswers).values({
          id: answer.id,
          sessionId: id,
          userId,
          position,
          question: answer.doc.question,
          questionKey: answer.doc.questionKey,
          text: answer.doc.text,
          storageKey: answer.recording?.storageKey ?? null,
          mimeType: answer.recording?.mimeType ?? null,
          sizeBytes: answer.recording?.sizeBytes ?? null,
          status: answer.status,
          failureReason: answer.failureReason,
          transcriptSegments: answer.doc.transcriptSegments?.length ? answer.doc.transcriptSegments : null,
          // As the archive says: a spoken answer nobody checked comes back unchecked (decisions 811, 1516).
          wordsChecked: answer.doc.transcriptChecked,
          analysis: answer.doc.readFromWords,
          whenHappened: answer.doc.whenHappened,
          ...importedCleanCopyOf(answer.doc.cleanCopy, answer.doc.text),
          createdAt: new Date(answer.doc.createdAt),
        });
      }
      // Asked once, never again in this account either (unless she asks for it).
      for (const answer of answers)
        await tx
          .insert(askedQuestions)
          .values({ userId, questionKey: answer.doc.questionKey, question: answer.doc.question })
          .onConflictDoNothing();
      await tx.insert(importedMemories).values({ userId, originId: doc.id, sessionId: id });
    },

    /**
     * After commit: an imported answer whose recording did not reach storage keeps its words without it; one that
     * was waiting for its words says why they will not come.
     */
    async markRecordingLost(userId: string, answerId: string, reason: string, executor: Executor = db) {
      await executor
        .update(interviewAnswers)
        .set({
          storageKey: null,
          mimeType: null,
          sizeBytes: null,
          failureReason: sql`case when ${interviewAnswers.status} = 'processing' then ${reason} else ${interviewAnswers.failureReason} end`,
          status: sql`case when ${interviewAnswers.status} = 'processing' then 'failed' else ${interviewAnswers.status} end`,
        })
        .where(and(eq(interviewAnswers.userId, userId), eq(interviewAnswers.id, answerId)));
    },

    /** After commit: an imported file whose original did not reach storage says so instead of failing on download. */
    async markOriginalLost(userId: string, id: string, reason: string, executor: Executor = db) {
      await executor
        .update(uploadedFiles)
        .set({ status: 'failed', failureReason: reason, updatedAt: sql`now()` })
        .where(and(eq(uploadedFiles.userId, userId), eq(uploadedFiles.id, id)));
    },
  };
}
