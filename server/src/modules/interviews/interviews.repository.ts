import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { withTransaction } from '#server/db/client.ts';
import { interviewAnswers, interviewSessions } from '#server/db/schema/index.ts';
import type { MemoryAnalysis } from '#shared/ai.ts';
import type { TranscriptSegment } from '#shared/voice.ts';

export type InterviewSessionRow = typeof interviewSessions.$inferSelect;
export type InterviewAnswerRow = typeof interviewAnswers.$inferSelect;

/** Every query names the account it reads, so one person's interviews are never another's. */
/** The answer, its interview and its owner must all match. */
const answerOfWhere = (userId: string, interviewId: string, answerId: string) =>
  and(
    eq(interviewAnswers.id, answerId),
    eq(interviewAnswers.sessionId, interviewId),
    eq(interviewAnswers.userId, userId),
  );

/** A ready answer (its words written down) of one of this account's interviews, at the version she read. */
const readyAnswerWhere = (userId: string, interviewId: string, answerId: string, basedOn?: number) =>
  and(
    answerOfWhere(userId, interviewId, answerId),
    eq(interviewAnswers.status, 'ready'),
    basedOn === undefined ? undefined : eq(interviewAnswers.version, basedOn),
  );

/** One answer of one of this account's interviews. */
export async function findAnswerOf(
  executor: Executor,
  userId: string,
  interviewId: string,
  answerId: string,
) {
  const [row] = await executor
    .select()
    .from(interviewAnswers)
    .where(answerOfWhere(userId, interviewId, answerId));
  return row;
}

export function createInterviewsRepository(db: Database) {
  return {
    /** Finished interviews, newest first, with their answers in order. */
    async listFinished(userId: string, executor: Executor = db) {
      const sessions = await executor
        .select()
        .from(interviewSessions)
        .where(and(eq(interviewSessions.userId, userId), eq(interviewSessions.status, 'finished')))
        .orderBy(desc(interviewSessions.startedAt));
      if (sessions.length === 0) return [];
      const answers = await executor
        .select()
        .from(interviewAnswers)
        .where(
          and(
            eq(interviewAnswers.userId, userId),
            inArray(
              interviewAnswers.sessionId,
              sessions.map((session) => session.id),
            ),
          ),
        )
        .orderBy(asc(interviewAnswers.position));
      return sessions.map((session) => ({
        session,
        answers: answers.filter((answer) => answer.sessionId === session.id),
      }));
    },

    /** One answer of one of this account's interviews. */
    answerOf(userId: string, interviewId: string, answerId: string, executor: Executor = db) {
      return findAnswerOf(executor, userId, interviewId, answerId);
    },

    /** Marks a ready answer's words as checked by the person; undefined when there is no such answer. */
    async markWordsChecked(userId: string, interviewId: string, answerId: string, executor: Executor = db) {
      const [row] = await executor
        .update(interviewAnswers)
        .set({ wordsChecked: true })
        .where(readyAnswerWhere(userId, interviewId, answerId))
        .returning();
      return row;
    },

    /**
     * A spoken answer with corrected words (decision 723): its text, its sentences with their moments unchanged and
     * what the engine reads from it, in one UPDATE based on the version the person read. Undefined when the answer
     * is not theirs, not ready, or has changed since.
     */
    async saveCorrectedAnswer(
      userId: string,
      interviewId: string,
      answerId: string,
      change: { text: string; transcriptSegments: TranscriptSegment[]; analysis: MemoryAnalysis },
      basedOn: number,
      executor: Executor = db,
    ) {
      const [row] = await executor
        .update(interviewAnswers)
        .set({ ...change, version: sql`${interviewAnswers.version} + 1` })
        .where(readyAnswerWhere(userId, interviewId, answerId, basedOn))
        .returning();
      return row;
    },

    /**
     * The year she gives a ready answer ("Your life in order", decision 913), in one UPDATE based on the version she
     * read; the version moves on, so a correction of its words from an older copy is refused too. Undefined when
     * the answer is not theirs, not ready, or has changed since.
     */
    async saveAnswerYear(
      userId: string,
      interviewId: string,
      answerId: string,
      year: string,
      basedOn: number,
      executor: Executor = db,
    ) {
      const [row] = await executor
        .update(interviewAnswers)
        .set({ whenHappened: year, version: sql`${interviewAnswers.version} + 1` })
        .where(readyAnswerWhere(userId, interviewId, answerId, basedOn))
        .returning();
      return row;
    },

    /** Deletes an interview of this account with its answers; answers their audio's storage keys, or null. */
    async delete(userId: string, id: string): Promise<string[] | null> {
      return withTransaction(db, async (tx) => {
        const keys = await tx
          .select({ key: interviewAnswers.storageKey })
          .from(interviewAnswers)
          .where(
            and(
              eq(interviewAnswers.sessionId, id),
              eq(interviewAnswers.userId, userId),
              isNotNull(interviewAnswers.storageKey),
            ),
          );
        const deleted = await tx
          .delete(interviewSessions)
          .where(and(eq(interviewSessions.id, id), eq(interviewSessions.userId, userId)))
          .returning({ id: interviewSessions.id });
        return deleted.length > 0 ? keys.map((row) => row.key!) : null;
      });
    },
  };
}
