/**
 * Finishing an interview: it is kept as one finished interview of My Memories; one without answers is not kept,
 * and the person is told so.
 */
import { withTransaction } from '#server/db/client.ts';
import {
  type FinishInterviewResult,
  type InterviewActor,
  interviewSessionMessages,
} from '#shared/interview-sessions.ts';
import {
  alreadyFinished,
  type InterviewSessionCore,
  type InterviewSessionsDeps,
  missing,
} from './interview-session-core.ts';
import { toInterview } from './interviews.service.ts';

export function createInterviewFinish(deps: InterviewSessionsDeps, core: InterviewSessionCore) {
  const { db, sessions } = deps;
  const { now, secondsSince } = core;

  return {
    /** Finish: kept as one finished interview; with no answers, not kept, and the person is told so. */
    async finish(actor: InterviewActor, id: string): Promise<FinishInterviewResult> {
      return withTransaction(db, async (tx) => {
        const session = await sessions.get(actor, id, tx, true);
        if (!session) throw missing();
        if (session.status !== 'in_progress') throw alreadyFinished();
        const answers = await sessions.answers(session, tx);
        if (answers.length === 0) {
          await sessions.delete(session, tx);
          return { kept: false, message: interviewSessionMessages.noAnswers, interview: null };
        }
        const finished = await sessions.update(
          session,
          {
            status: 'finished',
            finishedAt: now(),
            durationSeconds: session.durationSeconds + secondsSince(session.activeSince),
            activeSince: null,
            pausedAt: null,
            currentQuestion: null,
            currentQuestionKey: null,
          },
          tx,
        );
        return {
          kept: true,
          message: interviewSessionMessages.finishedKept,
          interview: toInterview(finished, answers),
        };
      });
    },
  };
}
