/**
 * Starting an interview: Clio plans her questions from the person's gaps (topics, people without a story,
 * missing moments, thin chapters) and asks the first.
 */
import { withTransaction } from '#server/db/client.ts';
import { AppError } from '#server/lib/app-error.ts';
import {
  type InterviewActor,
  type InterviewQuestion,
  type InterviewSession,
  interviewSessionMessages,
  type StartInterview,
  startInterviewSchema,
} from '#shared/interview-sessions.ts';
import { thinChapters } from '../manuscript/chapter-needs.service.ts';
import {
  type InterviewSessionCore,
  type InterviewSessionsDeps,
  throughLink,
} from './interview-session-core.ts';
import { nextFromPlan, peopleWithoutAStory, planQuestions } from './question-plan.ts';

/** How many of the person's thin chapters an interview asks about (each with a few of its next questions). */
const THIN_CHAPTERS_ASKED = 2;

export function createInterviewStart(deps: InterviewSessionsDeps, core: InterviewSessionCore) {
  const { db, sessions, memories, calls, ai, aiRequests, log } = deps;
  const { present, familyQuestions, ask } = core;

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
  };
}

function openingQuestionOf(text: string): InterviewQuestion {
  return { key: `chosen:${text.toLowerCase().replace(/\s+/g, ' ')}`, text, source: 'general' };
}
