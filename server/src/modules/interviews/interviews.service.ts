import { notFound } from '#server/lib/app-error.ts';
import type { StorageProvider } from '#server/storage/storage-provider.ts';
import type { Interview } from '#shared/interviews.ts';
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
  answers: answers.map((answer) => ({
    id: answer.id,
    question: answer.question,
    text: answer.text,
    status: answer.status,
    hasAudio: answer.storageKey !== null,
  })),
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
