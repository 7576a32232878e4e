/**
 * What every phase of an interview (start, answer, move on, finish) shares: how an interview is shown, how it is
 * locked to change it, its clock, and how a question is put. Kept in one place so each phase's file holds only
 * its own steps, and a change to, say, how an interview is shown is made once for all of them.
 */
import type { AiProvider } from '#server/ai/ai-provider.ts';
import type { AiRequestLimit } from '#server/ai/ai-request-limit.ts';
import { type Database, type Transaction, withTransaction } from '#server/db/client.ts';
import type { Jobs } from '#server/jobs/jobs-plugin.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { StorageProvider } from '#server/storage/storage-provider.ts';
import {
  type InterviewActor,
  type InterviewQuestion,
  type InterviewSession,
  interviewQuestionSchema,
  interviewSessionMessages,
} from '#shared/interview-sessions.ts';
import type { MemoriesRepository } from '../memories/memories.repository.ts';
import type { createRecordingsService } from '../uploads/recordings.service.ts';
import type {
  InterviewAnswerRow,
  InterviewSessionRow,
  InterviewSessionsRepository,
} from './interview-sessions.repository.ts';
import type { createScheduledCallsRepository } from './scheduled-calls.repository.ts';

/** What the interview service is built from; each phase takes the parts it uses. */
export interface InterviewSessionsDeps {
  db: Database;
  sessions: InterviewSessionsRepository;
  memories: Pick<MemoriesRepository, 'listForAi'>;
  calls: Pick<ReturnType<typeof createScheduledCallsRepository>, 'findBooked' | 'markStarted'>;
  recordings: ReturnType<typeof createRecordingsService>;
  storage: StorageProvider;
  jobs: Pick<Jobs, 'enqueue'>;
  ai: AiProvider;
  aiRequests: AiRequestLimit;
  log: { warn(obj: object, msg?: string): void; info(obj: object, msg?: string): void };
  now?: () => Date;
}

export const missing = () => notFound('That interview');
export const alreadyFinished = () => new AppError('CONFLICT', interviewSessionMessages.alreadyFinished);

/** An interview held through a storyteller link, by someone who may have no account (decision 1521). */
export const throughLink = (actor: InterviewActor) => Boolean(actor.storytellerLinkId);

/** Where a question came from, read from its key's prefix (the plan names its keys this way). */
const sourceOf = (key: string): InterviewQuestion['source'] =>
  key.startsWith('topic:')
    ? 'topic'
    : key.startsWith('chapter-need:')
      ? 'chapter'
      : key.startsWith('moment:')
        ? 'moment'
        : key.startsWith('general:') || key.startsWith('family:')
          ? 'general'
          : key.startsWith('person:')
            ? 'person'
            : 'follow-up';

export type InterviewSessionCore = ReturnType<typeof createInterviewSessionCore>;

export function createInterviewSessionCore(deps: InterviewSessionsDeps) {
  const { db, sessions } = deps;
  const now = deps.now ?? (() => new Date());

  const secondsSince = (since: Date | null) =>
    since ? Math.max(0, Math.round((now().getTime() - since.getTime()) / 1000)) : 0;

  function present(session: InterviewSessionRow, answers: InterviewAnswerRow[]): InterviewSession {
    const question =
      session.currentQuestion && session.currentQuestionKey
        ? {
            key: session.currentQuestionKey,
            text: session.currentQuestion,
            source: sourceOf(session.currentQuestionKey),
          }
        : null;
    return {
      id: session.id,
      person: session.person,
      topics: session.topics,
      status: session.status,
      paused: session.status === 'in_progress' && session.activeSince === null,
      durationSeconds: session.durationSeconds + secondsSince(session.activeSince),
      question,
      answered: question !== null && answers.some((answer) => answer.questionKey === question.key),
      answers: answers.map((answer) => ({
        id: answer.id,
        position: answer.position,
        question: answer.question,
        text: answer.text,
        status: answer.status,
        hasAudio: answer.storageKey !== null,
      })),
      startedAt: session.startedAt.toISOString(),
    };
  }

  const plan = (session: InterviewSessionRow) =>
    interviewQuestionSchema.array().catch([]).parse(session.questionPlan);

  /** Runs `work` on the actor's interview in progress, locked, in one transaction; answers where it is now. */
  async function act(
    actor: InterviewActor,
    id: string,
    work: (session: InterviewSessionRow, tx: Transaction) => Promise<InterviewSessionRow | undefined>,
  ): Promise<InterviewSession> {
    return withTransaction(db, async (tx) => {
      const session = await sessions.get(actor, id, tx, true);
      if (!session) throw missing();
      if (session.status !== 'in_progress') throw alreadyFinished();
      const changed = (await work(session, tx)) ?? session;
      return present(changed, await sessions.answers(changed, tx));
    });
  }

  /** Starts the clock again if the person was pausing (answering is coming back). */
  const running = (session: InterviewSessionRow, tx: Transaction) =>
    session.activeSince ? session : sessions.update(session, { activeSince: now(), pausedAt: null }, tx);

  /** The family's open questions, as questions of the interview (source 'general': asked as they were put). */
  async function familyQuestions(ownerId: string, tx: Transaction): Promise<InterviewQuestion[]> {
    return (await sessions.openFamilyQuestions(ownerId, tx)).map((question) => ({
      ...question,
      source: 'general' as const,
    }));
  }

  /** Makes `question` the one being asked (null: nothing left), and notes it as asked in the account. */
  async function ask(
    session: InterviewSessionRow,
    question: Pick<InterviewQuestion, 'key' | 'text'> | null,
    tx: Transaction,
  ) {
    if (question) await sessions.markAsked(session.userId, question, tx);
    return sessions.update(
      session,
      { currentQuestion: question?.text ?? null, currentQuestionKey: question?.key ?? null },
      tx,
    );
  }

  return { now, secondsSince, present, plan, act, running, familyQuestions, ask };
}
