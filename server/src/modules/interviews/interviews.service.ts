import { AppError, notFound } from '#server/lib/app-error.ts';
import type { StorageProvider } from '#server/storage/storage-provider.ts';
import type { Interview, InterviewAnswer } from '#shared/interviews.ts';
import type {
  createInterviewsRepository,
  InterviewAnswerRow,
  InterviewSessionRow,
} from './interviews.repository.ts';

/** A finished interview as My Memories shows it. */
export const toInterview = (session: InterviewSessionRow, answers: InterviewAnswerRow[]): Interview => ({
  id: session.id,
  person: session.person,
  topics: session.topics,
  durationSeconds: session.durationSeconds,
  startedAt: session.startedAt.toISOString(),
  answers: answers.map(toInterviewAnswer),
});

const toInterviewAnswer = (answer: InterviewAnswerRow): InterviewAnswer => ({
  id: answer.id,
  question: answer.question,
  text: answer.text,
  status: answer.status,
  hasAudio: answer.storageKey !== null,
  wordsChecked: answer.wordsChecked,
});

/** Interviews with Clio (issue 12): the finished ones as My Memories rows, and deleting one with its audio. */
export function createInterviewsService(deps: {
  interviews: ReturnType<typeof createInterviewsRepository>;
  storage: StorageProvider;
  log: { warn(obj: object, msg?: string): void };
}) {
  const { interviews, storage, log } = deps;
  return {
    async list(userId: string) {
      return (await interviews.listFinished(userId)).map(({ session, answers }) =>
        toInterview(session, answers),
      );
    },

    /**
     * "I have checked these words" for one spoken answer of the person's own interview: another person's answer,
     * or an answer of another interview, is not found. Refused while the words are still being written down.
     */
    async checkAnswerWords(userId: string, interviewId: string, answerId: string) {
      const current = await interviews.answerOf(userId, interviewId, answerId);
      if (!current) throw notFound('That answer');
      if (current.status !== 'ready')
        throw new AppError(
          'UNPROCESSABLE',
          'This answer is still being written down. Please check its words once they are ready.',
        );
      const row = await interviews.markWordsChecked(userId, interviewId, answerId);
      if (!row) throw notFound('That answer');
      return toInterviewAnswer(row);
    },

    /** Deletes the rows, then the audio (an original left behind is removed by the start-up sweep). */
    async delete(userId: string, id: string) {
      const audio = await interviews.delete(userId, id);
      if (!audio) throw notFound('That interview');
      for (const key of audio) {
        await storage
          .delete(key)
          .catch((error) => log.warn({ err: error }, 'could not remove an answer’s audio'));
      }
    },
  };
}
