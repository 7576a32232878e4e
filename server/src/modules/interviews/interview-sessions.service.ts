import type { Readable } from 'node:stream';
import type { AiProvider, InterviewFollowUp } from '#server/ai/ai-provider.ts';
import type { AiRequestLimit } from '#server/ai/ai-request-limit.ts';
import { interviewFollowUpOffline, personKey } from '#server/ai/rules/interview-follow-up.ts';
import { parsePerson } from '#server/ai/rules/person.ts';
import { type Database, type Transaction, withTransaction } from '#server/db/client.ts';
import { TRANSCRIBE_TASK } from '#server/jobs/job-tasks.ts';
import type { Jobs } from '#server/jobs/jobs-plugin.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { StorageProvider } from '#server/storage/storage-provider.ts';
import { memoryAnalysisSchema } from '#shared/ai.ts';
import {
  type FinishInterviewResult,
  type InterviewActor,
  type InterviewQuestion,
  type InterviewSession,
  interviewQuestionSchema,
  interviewSessionMessages,
  type StartInterview,
  startInterviewSchema,
} from '#shared/interview-sessions.ts';
import { escapeRegExp } from '#shared/proposal.ts';
import type { RecordingContainer } from '#shared/recordings.ts';
import { thinChapters } from '../manuscript/chapter-needs.service.ts';
import type { MemoriesRepository } from '../memories/memories.repository.ts';
import { analyzeOrEmpty } from '../memories/memory-analysis.ts';
import type { RecordingRow } from '../uploads/recordings.repository.ts';
import type { createRecordingsService, RecordingKeeper } from '../uploads/recordings.service.ts';
import type {
  InterviewAnswerRow,
  InterviewSessionRow,
  InterviewSessionsRepository,
} from './interview-sessions.repository.ts';
import { toInterview } from './interviews.service.ts';
import { nextFromPlan, peopleWithoutAStory, planQuestions } from './question-plan.ts';

/** How many of the person's thin chapters an interview asks about (each with a few of its next questions). */
const THIN_CHAPTERS_ASKED = 2;

import type { createScheduledCallsRepository } from './scheduled-calls.repository.ts';

const missing = () => notFound('That interview');
const alreadyFinished = () => new AppError('CONFLICT', interviewSessionMessages.alreadyFinished);

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

/** Follow-ups are tried on the newest few answers of the interview that have not been followed up yet. */
const FOLLOW_UP_CANDIDATES = 3;
const followedUpKey = (answerId: string) => `follow-up:${answerId}`;

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

export type InterviewSessionsService = ReturnType<typeof createInterviewSessionsService>;

/**
 * An interview with Clio (issue 12, part 3). Every method takes an actor: the signed-in owner, or the
 * storyteller's link acting for the owner; each reaches only the interviews it started. Clio asks one question
 * at a time, from the plan of the person's gaps made at the start or as a follow-up on what was just said, and
 * no question is asked twice in an account (asked_questions). The clock runs from the start to Finish, less the
 * pauses. Finishing keeps the interview as one row of My Memories; one without answers is not kept.
 */
export function createInterviewSessionsService(deps: {
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
}) {
  const { db, sessions, memories, calls, recordings, storage, jobs, ai, aiRequests, log } = deps;
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
  /** An interview held through a storyteller link, by someone who may have no account (decision 1521). */
  const throughLink = (actor: InterviewActor) => Boolean(actor.storytellerLinkId);

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

  const answerRecording = (id: string) => ({
    purpose: 'interview-answer' as const,
    belongs: (recording: RecordingRow) => answerContext(recording)?.sessionId === id,
  });

  return {
    async start(actor: InterviewActor, input: StartInterview): Promise<InterviewSession> {
      const { topics, scheduledCallId, openingQuestion } = startInterviewSchema.parse(input);
      let chosen = topics;
      if (scheduledCallId) {
        const call = await calls.findBooked(actor.ownerId, scheduledCallId);
        if (!call) throw new AppError('NOT_FOUND', interviewSessionMessages.callNotBooked);
        chosen = [...new Set([...(call.topics as typeof topics), ...topics])];
      }
      // Through a storyteller link (no account) only the topics and what is said in this interview shape the
      // questions: nothing from the owner's memories, memoir or family (decision 1521).
      const viaLink = throughLink(actor);
      const written = viaLink ? [] : await memories.listForAi(actor.ownerId);
      const moments = viaLink
        ? []
        : await aiRequests
            .run(actor.ownerId, () => ai.missingMoments(actor.ownerId, written))
            .catch((error: unknown) => {
              log.warn({ err: error }, 'the interview starts without missing moments');
              return [];
            });
      // The memoir's thinnest chapters turn into questions too; without their checklists it starts all the same.
      const chapters = viaLink
        ? []
        : await aiRequests
            .run(actor.ownerId, () => thinChapters(db, ai, actor.ownerId, null, THIN_CHAPTERS_ASKED))
            .catch((error: unknown) => {
              log.warn({ err: error }, 'the interview starts without chapter questions');
              return [];
            });
      const planned = planQuestions({
        topics: chosen,
        people: peopleWithoutAStory(written, actor.person),
        missingMoments: moments,
        chapters: chapters.map((chapter) => ({ chapterId: chapter.id, questions: chapter.needs.questions })),
      });
      // The question the person chose is asked first, even if Clio asked it before: the person asked for it
      // (issue 12: never repeated "unless the person asks"). Clio's own plan leaves it out.
      const opening = openingQuestion ? openingQuestionOf(openingQuestion) : null;
      const questionPlan = opening ? planned.filter((question) => question.text !== opening.text) : planned;
      return withTransaction(db, async (tx) => {
        if (scheduledCallId && !(await calls.markStarted(actor.ownerId, scheduledCallId, tx)))
          throw new AppError('NOT_FOUND', interviewSessionMessages.callNotBooked);
        const session = await sessions.insert(
          {
            userId: actor.ownerId,
            person: actor.person,
            topics: chosen,
            storytellerLinkId: actor.storytellerLinkId ?? null,
            scheduledCallId: scheduledCallId ?? null,
            questionPlan,
          },
          tx,
        );
        const family = viaLink ? [] : await familyQuestions(actor.ownerId, tx);
        const first =
          opening ?? nextFromPlan([...family, ...questionPlan], await sessions.askedKeys(actor.ownerId, tx));
        return present(await ask(session, first, tx), []);
      });
    },

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

    /** Next question: a follow-up on what was just said when there is one, else the next gap. */
    next: (actor: InterviewActor, id: string) => moveOn(actor, id, true),

    /** Skip: another question, not a follow-up on this one. */
    skip: (actor: InterviewActor, id: string) => moveOn(actor, id, false),

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

function openingQuestionOf(text: string): InterviewQuestion {
  return { key: `chosen:${text.toLowerCase().replace(/\s+/g, ' ')}`, text, source: 'general' };
}
