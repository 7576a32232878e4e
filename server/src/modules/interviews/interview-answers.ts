/**
 * Answering a question: typed, or spoken (a recording streamed in chunks, kept as the answer, transcribed by a
 * job); leaving the last answer out; and keeping what arrived of spoken answers nobody finished.
 */
import type { Readable } from 'node:stream';
import { withTransaction } from '#server/db/client.ts';
import { TRANSCRIBE_TASK } from '#server/jobs/job-tasks.ts';
import { AppError } from '#server/lib/app-error.ts';
import {
  type InterviewActor,
  type InterviewSession,
  interviewSessionMessages,
} from '#shared/interview-sessions.ts';
import type { RecordingContainer } from '#shared/recordings.ts';
import { analyzeOrEmpty } from '../memories/memory-analysis.ts';
import type { RecordingRow } from '../uploads/recordings.repository.ts';
import type { RecordingKeeper } from '../uploads/recordings.service.ts';
import { type InterviewSessionCore, type InterviewSessionsDeps, missing } from './interview-session-core.ts';

/** What a spoken answer's recording carries: which interview and which question it answers. */
interface AnswerContext {
  sessionId: string;
  questionKey: string;
  question: string;
}
const answerContext = (recording: RecordingRow): AnswerContext | null => {
  const context = recording.context as Partial<AnswerContext> | null;
  return context?.sessionId && context.questionKey && context.question ? (context as AnswerContext) : null;
};

/** Only a recording made for this interview's answers is taken in for it. */
const answerRecording = (id: string) => ({
  purpose: 'interview-answer' as const,
  belongs: (recording: RecordingRow) => answerContext(recording)?.sessionId === id,
});

export function createInterviewAnswers(deps: InterviewSessionsDeps, core: InterviewSessionCore) {
  const { db, sessions, recordings, storage, jobs, ai, log } = deps;
  const { present, act, running } = core;

  /** Makes a finished recording the answer to the question it was recorded for, and queues its transcript. */
  const keepAsAnswer =
    (actor: InterviewActor): RecordingKeeper<InterviewSession | null> =>
    async ({ recording, key, sizeBytes, claim, store }) => {
      const context = answerContext(recording);
      return withTransaction(db, async (tx) => {
        const session = context ? await sessions.get(actor, context.sessionId, tx, true) : undefined;
        if (!session || !context) {
          // The interview is gone (left with no answers, or deleted): the recording is closed, nothing is kept.
          await claim(tx, null);
          return null;
        }
        const answer = await sessions.insertAnswer(
          session,
          {
            question: context.question,
            questionKey: context.questionKey,
            text: '',
            status: 'processing',
            analysis: null,
            storageKey: key,
            mimeType: recording.mimeType,
            sizeBytes,
          },
          tx,
        );
        await claim(tx, null);
        await jobs.enqueue(tx, TRANSCRIBE_TASK, { userId: session.userId, answerId: answer.id });
        await store();
        return present(session, await sessions.answers(session, tx));
      });
    };

  return {
    async answerByText(actor: InterviewActor, id: string, text: string): Promise<InterviewSession> {
      const typed = text.trim();
      if (!typed) throw new AppError('BAD_REQUEST', interviewSessionMessages.emptyAnswer);
      // Memory DNA first (it may ask a model), so a follow-up can come from it; the answer is kept without it
      // if that fails.
      const analysis = await analyzeOrEmpty(ai, actor.ownerId, typed, log);
      return act(actor, id, async (session, tx) => {
        if (!session.currentQuestion || !session.currentQuestionKey)
          throw new AppError('CONFLICT', interviewSessionMessages.noQuestion);
        const live = await running(session, tx);
        await sessions.insertAnswer(
          live,
          {
            question: session.currentQuestion,
            questionKey: session.currentQuestionKey,
            text: typed,
            status: 'ready',
            analysis,
            storageKey: null,
            mimeType: null,
            sizeBytes: null,
          },
          tx,
        );
        return live;
      });
    },

    /** Starts recording a spoken answer to the question being asked now. */
    async startRecording(actor: InterviewActor, id: string, mimeType: RecordingContainer) {
      let context: AnswerContext | undefined;
      await act(actor, id, async (session, tx) => {
        if (!session.currentQuestion || !session.currentQuestionKey)
          throw new AppError('CONFLICT', interviewSessionMessages.noQuestion);
        context = {
          sessionId: session.id,
          questionKey: session.currentQuestionKey,
          question: session.currentQuestion,
        };
        return running(session, tx);
      });
      return recordings.start(actor.ownerId, mimeType, {
        purpose: 'interview-answer',
        context: { ...context },
        storytellerLinkId: actor.storytellerLinkId ?? null,
      });
    },

    /** One chunk of a spoken answer (the raw body, streamed to storage). */
    async receiveChunk(
      actor: InterviewActor,
      id: string,
      recordingId: string,
      seq: number,
      body: Readable | undefined,
    ) {
      const session = await sessions.get(actor, id);
      if (!session) {
        body?.resume();
        throw missing();
      }
      await recordings.receiveChunk(actor.ownerId, recordingId, seq, body, answerRecording(id));
    },

    /** The recording becomes the answer; its transcript follows from the transcription job. */
    async finishRecording(
      actor: InterviewActor,
      id: string,
      recordingId: string,
      durationMs: number,
    ): Promise<InterviewSession> {
      const session = await sessions.get(actor, id);
      if (!session) throw missing();
      const kept = await recordings.finishWith(
        actor.ownerId,
        recordingId,
        durationMs,
        answerRecording(id),
        keepAsAnswer(actor),
      );
      if (!kept) throw missing();
      return kept;
    },

    /** "Leave this out": the last answer goes, with its audio. */
    async leaveOut(actor: InterviewActor, id: string): Promise<InterviewSession> {
      let audio: string | null = null;
      const state = await act(actor, id, async (session, tx) => {
        const removed = await sessions.deleteLastAnswer(session, tx);
        if (!removed) throw new AppError('CONFLICT', interviewSessionMessages.nothingToLeaveOut);
        audio = removed.storageKey;
        return session;
      });
      if (audio) {
        await storage
          .delete(audio)
          .catch((error) => log.warn({ err: error }, 'could not remove a left-out answer’s audio'));
      }
      return state;
    },

    /** Keeps what arrived of spoken answers nobody finished (a closed tab, a lost connection). */
    sweepAbandoned(quietMs: number) {
      // The recording names its owner and the link it came through: the same actor reaches the interview.
      return recordings.sweepAbandoned(quietMs, 'interview-answer', (kept) =>
        keepAsAnswer({
          ownerId: kept.recording.userId,
          storytellerLinkId: kept.recording.storytellerLinkId ?? undefined,
          person: '',
        })(kept),
      );
    },
  };
}
