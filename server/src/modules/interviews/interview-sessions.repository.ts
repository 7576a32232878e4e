import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { askedQuestions, interviewAnswers, interviewSessions } from '#server/db/schema/index.ts';
import { enqueueJob } from '#server/jobs/enqueue-job.ts';
import { CLEAN_COPY_TASK } from '#server/jobs/job-tasks.ts';
import type { MemoryAnalysis } from '#shared/ai.ts';
import type { InterviewActor, InterviewQuestion } from '#shared/interview-sessions.ts';
import type { Transcript } from '#shared/voice.ts';
import { findAnswerOf, type InterviewAnswerRow, type InterviewSessionRow } from './interviews.repository.ts';

/**
 * An actor reaches only its own interviews: the owner those started signed in, a storyteller link those it
 * started. Another account's id, or another link's, is simply not found.
 */
const reachable = (actor: InterviewActor, id: string) =>
  and(
    eq(interviewSessions.id, id),
    eq(interviewSessions.userId, actor.ownerId),
    actor.storytellerLinkId
      ? eq(interviewSessions.storytellerLinkId, actor.storytellerLinkId)
      : isNull(interviewSessions.storytellerLinkId),
  );

/** Interviews being held, their answers and the questions asked in an account; every query names its owner. */
export function createInterviewSessionsRepository(db: Database) {
  return {
    async insert(
      values: Pick<
        typeof interviewSessions.$inferInsert,
        'userId' | 'person' | 'topics' | 'storytellerLinkId' | 'scheduledCallId' | 'questionPlan'
      >,
      executor: Executor = db,
    ) {
      const [row] = await executor
        .insert(interviewSessions)
        .values({ ...values, activeSince: sql`now()` })
        .returning();
      return row!;
    },

    /** The actor's interview; with `lock`, held until the transaction ends so actions on it take turns. */
    async get(actor: InterviewActor, id: string, executor: Executor = db, lock = false) {
      const query = executor.select().from(interviewSessions).where(reachable(actor, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The actor's newest interview still in progress. */
    async latestInProgress(actor: InterviewActor, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(interviewSessions)
        .where(
          and(
            eq(interviewSessions.userId, actor.ownerId),
            eq(interviewSessions.status, 'in_progress'),
            actor.storytellerLinkId
              ? eq(interviewSessions.storytellerLinkId, actor.storytellerLinkId)
              : isNull(interviewSessions.storytellerLinkId),
          ),
        )
        .orderBy(desc(interviewSessions.startedAt))
        .limit(1);
      return row;
    },

    async update(
      session: InterviewSessionRow,
      values: Partial<
        Pick<
          InterviewSessionRow,
          | 'currentQuestion'
          | 'currentQuestionKey'
          | 'activeSince'
          | 'pausedAt'
          | 'durationSeconds'
          | 'status'
          | 'finishedAt'
        >
      >,
      executor: Executor = db,
    ) {
      const [row] = await executor
        .update(interviewSessions)
        .set(values)
        .where(and(eq(interviewSessions.id, session.id), eq(interviewSessions.userId, session.userId)))
        .returning();
      return row!;
    },

    async delete(session: InterviewSessionRow, executor: Executor = db) {
      await executor
        .delete(interviewSessions)
        .where(and(eq(interviewSessions.id, session.id), eq(interviewSessions.userId, session.userId)));
    },

    answers(session: InterviewSessionRow, executor: Executor = db) {
      return executor
        .select()
        .from(interviewAnswers)
        .where(and(eq(interviewAnswers.sessionId, session.id), eq(interviewAnswers.userId, session.userId)))
        .orderBy(asc(interviewAnswers.position));
    },

    async insertAnswer(
      session: InterviewSessionRow,
      values: Pick<
        typeof interviewAnswers.$inferInsert,
        'question' | 'questionKey' | 'text' | 'status' | 'analysis' | 'storageKey' | 'mimeType' | 'sizeBytes'
      >,
      executor: Executor = db,
    ) {
      const [row] = await executor
        .insert(interviewAnswers)
        .values({
          ...values,
          // Spoken words are written down automatically and wait for the storyteller's check (decision 811).
          wordsChecked: values.storageKey === null || values.storageKey === undefined,
          sessionId: session.id,
          userId: session.userId,
          position: sql`(select coalesce(max(${interviewAnswers.position}) + 1, 0) from ${interviewAnswers} where ${interviewAnswers.sessionId} = ${session.id})`,
        })
        .returning();
      // A typed answer's words are in: their clean copy is made in the background (docs/decisions/908).
      if (row!.status === 'ready') await enqueueJob(executor, CLEAN_COPY_TASK, { userId: session.userId });
      // A family member's question answered in the interview: this answer becomes its answer (issue 15).
      const familyQuestionId = familyQuestionIdOf(values.questionKey);
      if (familyQuestionId)
        await executor.execute(sql`update family_questions set answer_id = ${row!.id}, answered_at = now()
          where id = ${familyQuestionId} and owner_id = ${session.userId}
            and num_nonnulls(fragment_id, file_id, answer_id) = 0`);
      return row!;
    },

    /** The owner's open family questions (unanswered, not dismissed), oldest first, as interview questions. */
    async openFamilyQuestions(userId: string, executor: Executor = db) {
      const { rows } = await executor.execute(sql`select q.id, q.text,
          coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) as "askerName"
        from family_questions q join users u on u.id = q.asker_id
        where q.owner_id = ${userId} and q.dismissed_at is null
          and num_nonnulls(q.fragment_id, q.file_id, q.answer_id) = 0
        order by q.asked_at, q.id limit 20`);
      return (rows as Array<{ id: string; text: string; askerName: string }>).map((row) => ({
        key: `${FAMILY_QUESTION_PREFIX}${row.id}`,
        text: `${row.askerName} asks: ${row.text}`,
      }));
    },

    /** Removes the interview's last answer; answers it (with its audio's key), or undefined when there is none. */
    async deleteLastAnswer(session: InterviewSessionRow, executor: Executor = db) {
      const [last] = await executor
        .select()
        .from(interviewAnswers)
        .where(and(eq(interviewAnswers.sessionId, session.id), eq(interviewAnswers.userId, session.userId)))
        .orderBy(desc(interviewAnswers.position))
        .limit(1);
      if (!last) return undefined;
      await executor.delete(interviewAnswers).where(eq(interviewAnswers.id, last.id));
      return last;
    },

    /** The keys of every question asked in the account. */
    async askedKeys(userId: string, executor: Executor = db) {
      const rows = await executor
        .select({ key: askedQuestions.questionKey })
        .from(askedQuestions)
        .where(eq(askedQuestions.userId, userId));
      return new Set(rows.map((row) => row.key));
    },

    /** Notes a question as asked in the account (asking it again changes nothing). */
    async markAsked(
      userId: string,
      question: Pick<InterviewQuestion, 'key' | 'text'>,
      executor: Executor = db,
    ) {
      await executor
        .insert(askedQuestions)
        .values({ userId, questionKey: question.key, question: question.text })
        .onConflictDoNothing();
    },

    /** One answer of the account, for the transcription job. */
    async getAnswer(userId: string, answerId: string, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(interviewAnswers)
        .where(and(eq(interviewAnswers.id, answerId), eq(interviewAnswers.userId, userId)));
      return row;
    },

    /** An answer of one of the owner's interviews, for its audio (`interviewId` must be the answer's). */
    getAnswerOf(userId: string, interviewId: string, answerId: string, executor: Executor = db) {
      return findAnswerOf(executor, userId, interviewId, answerId);
    },

    async markAnswerTranscribed(
      userId: string,
      answerId: string,
      transcript: Transcript,
      analysis: MemoryAnalysis,
      executor: Executor = db,
    ) {
      await executor
        .update(interviewAnswers)
        .set({
          status: 'ready',
          text: transcript.text,
          transcriptSegments: transcript.segments.length > 0 ? transcript.segments : null,
          analysis,
          failureReason: null,
        })
        .where(
          and(
            eq(interviewAnswers.id, answerId),
            eq(interviewAnswers.userId, userId),
            eq(interviewAnswers.status, 'processing'),
          ),
        );
      // The words written down are hers now: their clean copy is made in the background (docs/decisions/908).
      await enqueueJob(executor, CLEAN_COPY_TASK, { userId });
    },

    async markAnswerFailed(userId: string, answerId: string, reason: string, executor: Executor = db) {
      await executor
        .update(interviewAnswers)
        .set({ status: 'failed', failureReason: reason })
        .where(
          and(
            eq(interviewAnswers.id, answerId),
            eq(interviewAnswers.userId, userId),
            eq(interviewAnswers.status, 'processing'),
          ),
        );
    },
  };
}

export type InterviewSessionsRepository = ReturnType<typeof createInterviewSessionsRepository>;
export type { InterviewAnswerRow, InterviewSessionRow };

/** An interview question that is a family member's question carries this before its id. */
export const FAMILY_QUESTION_PREFIX = 'family:';
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function familyQuestionIdOf(questionKey: string) {
  const id = questionKey.startsWith(FAMILY_QUESTION_PREFIX)
    ? questionKey.slice(FAMILY_QUESTION_PREFIX.length)
    : '';
  return UUID_SHAPE.test(id) ? id : null;
}
