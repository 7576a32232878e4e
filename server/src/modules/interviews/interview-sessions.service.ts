import type { InterviewActor, InterviewSession } from '#shared/interview-sessions.ts';
import { createInterviewAnswers } from './interview-answers.ts';
import { createInterviewFinish } from './interview-finish.ts';
import { createInterviewMovingOn } from './interview-moving-on.ts';
import { createInterviewSessionCore, type InterviewSessionsDeps, missing } from './interview-session-core.ts';
import { createInterviewStart } from './interview-start.ts';

export type InterviewSessionsService = ReturnType<typeof createInterviewSessionsService>;

/**
 * An interview with Clio (issue 12, part 3). Every method takes an actor: the signed-in owner, or the
 * storyteller's link acting for the owner; each reaches only the interviews it started. Clio asks one question
 * at a time, from the plan of the person's gaps made at the start or as a follow-up on what was just said, and
 * no question is asked twice in an account (asked_questions). The clock runs from the start to Finish, less the
 * pauses. Finishing keeps the interview as one row of My Memories; one without answers is not kept.
 *
 * Each phase lives in its own file (start, answers, moving on, finish) over a shared core
 * (interview-session-core.ts); this composes them into the one service the routes and jobs use.
 */
export function createInterviewSessionsService(deps: InterviewSessionsDeps) {
  const { sessions } = deps;
  const core = createInterviewSessionCore(deps);
  const { present, act, running, now, secondsSince } = core;

  return {
    ...createInterviewStart(deps, core),

    async get(actor: InterviewActor, id: string): Promise<InterviewSession> {
      const session = await sessions.get(actor, id);
      if (!session) throw missing();
      return present(session, await sessions.answers(session));
    },

    /** The actor's interview in progress, to come back to; null when there is none. */
    async current(actor: InterviewActor): Promise<InterviewSession | null> {
      const session = await sessions.latestInProgress(actor);
      return session ? present(session, await sessions.answers(session)) : null;
    },

    ...createInterviewAnswers(deps, core),
    ...createInterviewMovingOn(deps, core),

    /** "Give me a minute": the clock stops. */
    pause(actor: InterviewActor, id: string) {
      return act(actor, id, async (session, tx) => {
        if (!session.activeSince) return session;
        return sessions.update(
          session,
          {
            durationSeconds: session.durationSeconds + secondsSince(session.activeSince),
            activeSince: null,
            pausedAt: now(),
          },
          tx,
        );
      });
    },

    resume(actor: InterviewActor, id: string) {
      return act(actor, id, async (session, tx) => running(session, tx));
    },

    ...createInterviewFinish(deps, core),
  };
}
