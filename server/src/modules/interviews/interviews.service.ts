import { z } from 'zod';
import type { AiProvider } from '#server/ai/ai-provider.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { StorageProvider } from '#server/storage/storage-provider.ts';
import type { Interview, InterviewAnswer } from '#shared/interviews.ts';
import { transcriptSegmentSchema } from '#shared/voice.ts';
import { analyzeOrEmpty } from '../memories/memory-analysis.ts';
import { staleMemory } from '../memories/stale-memory.ts';
import { correctTranscript, noSentencesToCorrect } from '../memories/transcript-correction.ts';
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
  ...timedSentencesOf(answer.transcriptSegments),
  version: answer.version,
});

function timedSentencesOf(stored: unknown) {
  const segments = z.array(transcriptSegmentSchema).safeParse(stored);
  return segments.success && segments.data.length > 0 ? { transcriptSegments: segments.data } : {};
}

/** Interviews with Clio (issue 12): the finished ones as My Memories rows, and deleting one with its audio. */
export function createInterviewsService(deps: {
  interviews: ReturnType<typeof createInterviewsRepository>;
  storage: StorageProvider;
  ai: AiProvider;
  log: { warn(obj: object, msg?: string): void };
}) {
  const { interviews, storage, ai, log } = deps;
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

    /**
     * Listen and fix for a spoken answer (decision 723), the storyteller's in the app or on her link alike: one
     * sentence takes the person's words, keeping its moment and the recogniser's words beside it. The answer's Memory
     * DNA is read again from the corrected words (an answer has no Memory DNA a person set; it is all suggestion).
     * Checked or not stays as it was. A stale version answers 409 with the current answer.
     */
    async correctAnswerSentence(
      userId: string,
      interviewId: string,
      answerId: string,
      { version, sentence, text }: { version: number; sentence: number; text: string },
    ) {
      const current = await interviews.answerOf(userId, interviewId, answerId);
      if (!current) throw notFound('That answer');
      if (current.status !== 'ready')
        throw new AppError(
          'UNPROCESSABLE',
          'This answer is still being written down. Please correct its words once they are ready.',
        );
      if (current.version !== version) throw staleMemory(toInterviewAnswer(current));
      const segments = timedSentencesOf(current.transcriptSegments).transcriptSegments;
      if (!segments) throw noSentencesToCorrect();
      const corrected = correctTranscript(segments, sentence, text);
      const analysis = await analyzeOrEmpty(ai, userId, corrected.text, log);
      const row = await interviews.saveCorrectedAnswer(
        userId,
        interviewId,
        answerId,
        { ...corrected, analysis },
        version,
      );
      if (row) return toInterviewAnswer(row);
      const now = await interviews.answerOf(userId, interviewId, answerId);
      if (!now) throw notFound('That answer');
      throw staleMemory(toInterviewAnswer(now));
    },

    /**
     * The year she gives one of her answers from "Your life in order" (decision 913): stored beside the year read
     * from its words, which it replaces wherever the answer is dated. Based on the version she read: a fix from an
     * older copy answers 409 with the current answer and changes nothing.
     */
    async setAnswerYear(
      userId: string,
      interviewId: string,
      answerId: string,
      { year, version }: { year: string; version: number },
    ) {
      const current = await interviews.answerOf(userId, interviewId, answerId);
      if (!current) throw notFound('That answer');
      if (current.status !== 'ready')
        throw new AppError(
          'UNPROCESSABLE',
          'This answer is still being written down. Please give its year once its words are ready.',
        );
      if (current.version !== version) throw staleMemory(toInterviewAnswer(current));
      const row = await interviews.saveAnswerYear(userId, interviewId, answerId, year, version);
      if (row) return toInterviewAnswer(row);
      const now = await interviews.answerOf(userId, interviewId, answerId);
      if (!now) throw notFound('That answer');
      throw staleMemory(toInterviewAnswer(now));
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
