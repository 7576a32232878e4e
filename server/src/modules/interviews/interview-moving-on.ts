/**
 * Moving on from a question: Next asks a follow-up on what was just said when one comes (from the model, or
 * offline), else the family's open questions and then the plan; Skip goes straight to those.
 */
import type { InterviewFollowUp } from '#server/ai/ai-provider.ts';
import { interviewFollowUpOffline, personKey } from '#server/ai/rules/interview-follow-up.ts';
import { parsePerson } from '#server/ai/rules/person.ts';
import { memoryAnalysisSchema } from '#shared/ai.ts';
import type { InterviewActor } from '#shared/interview-sessions.ts';
import { escapeRegExp } from '#shared/proposal.ts';
import {
  alreadyFinished,
  type InterviewSessionCore,
  type InterviewSessionsDeps,
  missing,
  throughLink,
} from './interview-session-core.ts';
import type { InterviewAnswerRow, InterviewSessionRow } from './interview-sessions.repository.ts';
import { nextFromPlan } from './question-plan.ts';

/** Follow-ups are tried on the newest few answers of the interview that have not been followed up yet. */
const FOLLOW_UP_CANDIDATES = 3;
const followedUpKey = (answerId: string) => `follow-up:${answerId}`;

export function createInterviewMovingOn(deps: InterviewSessionsDeps, core: InterviewSessionCore) {
  const { sessions, ai, aiRequests, log } = deps;
  const { act, running, ask, familyQuestions, plan } = core;

  /** A follow-up on the interview's newest answers not yet followed up; null when none gives one. */
  async function followUp(
    actor: InterviewActor,
    session: InterviewSessionRow,
    answers: InterviewAnswerRow[],
    askedKeys: Set<string>,
  ): Promise<(InterviewFollowUp & { key: string; answerId: string; about: string[] }) | null> {
    const candidates = answers
      .filter(
        (answer) =>
          answer.status === 'ready' && answer.text.trim() && !askedKeys.has(followedUpKey(answer.id)),
      )
      .reverse()
      .slice(0, FOLLOW_UP_CANDIDATES);
    for (const answer of candidates) {
      const parsed = memoryAnalysisSchema.safeParse(answer.analysis);
      const input = {
        person: actor.person,
        question: answer.question,
        answer: answer.text,
        analysis: parsed.success ? parsed.data : null,
        askedKeys: [...askedKeys],
        askedQuestions: answers.map((earlier) => earlier.question),
      };
      // The model words it when there is one (within the person's AI requests); offline otherwise, or when
      // the person already has requests in flight.
      const found = await aiRequests
        .run(actor.ownerId, () => ai.interviewFollowUp(input))
        .catch((error: unknown) => {
          log.warn({ err: error }, 'follow-up answered offline');
          return interviewFollowUpOffline(input);
        });
      if (!found) continue;
      const key = found.key ?? followedUpKey(answer.id);
      if (askedKeys.has(key)) continue;
      // The people the question names are asked about now: no later question asks about them again.
      const about = (input.analysis?.peopleInvolved ?? [])
        .map((display) => parsePerson(display).name)
        .filter((name) => name && new RegExp(`\\b${escapeRegExp(name)}\\b`, 'i').test(found.question))
        .map(personKey);
      return { ...found, key, answerId: answer.id, about };
    }
    void session;
    return null;
  }

  /** Moves on: a follow-up when asked for one and there is one, else the next question of the plan. */
  async function moveOn(actor: InterviewActor, id: string, withFollowUp: boolean) {
    // The follow-up may ask a model: worked out before the interview is locked, then checked again under it.
    const before = await sessions.get(actor, id);
    if (!before) throw missing();
    if (before.status !== 'in_progress') throw alreadyFinished();
    const answers = await sessions.answers(before);
    const asked = await sessions.askedKeys(actor.ownerId);
    const found = withFollowUp ? await followUp(actor, before, answers, asked) : null;
    return act(actor, id, async (session, tx) => {
      // Someone pressed twice: the question has moved on already.
      if (session.currentQuestionKey !== before.currentQuestionKey) return session;
      const live = await running(session, tx);
      const askedNow = await sessions.askedKeys(actor.ownerId, tx);
      if (found && !askedNow.has(found.key)) {
        await sessions.markAsked(
          session.userId,
          { key: followedUpKey(found.answerId), text: found.question },
          tx,
        );
        for (const key of found.about)
          await sessions.markAsked(session.userId, { key, text: found.question }, tx);
        return ask(live, { key: found.key, text: found.question }, tx);
      }
      // The family's open questions come before the plan, each asked once (issue 15); never through a link.
      const family = throughLink(actor) ? [] : await familyQuestions(actor.ownerId, tx);
      return ask(live, nextFromPlan([...family, ...plan(session)], askedNow), tx);
    });
  }

  return {
    /** Next question: a follow-up on what was just said when there is one, else the next gap. */
    next: (actor: InterviewActor, id: string) => moveOn(actor, id, true),

    /** Skip: another question, not a follow-up on this one. */
    skip: (actor: InterviewActor, id: string) => moveOn(actor, id, false),
  };
}
