/** Interviews' endpoints (issue 12), as contract descriptors (docs/decisions/601). */
import { z } from 'zod';
import { defineEndpoint, noContent } from './api-contract.ts';
import { interviewAnswerParamsSchema } from './interview-sessions.ts';
import { interviewAnswerSchema, interviewParamsSchema, interviewSchema } from './interviews.ts';
import { answerYearSchema } from './life-order.ts';
import { correctTranscriptSentenceSchema } from './voice.ts';

export const interviewsApi = {
  /** The person's finished interviews, newest first, each with its answers in the order they were given. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/interviews',
    response: z.array(interviewSchema),
  }),
  /** Deletes an interview with its answers and their audio. */
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/interviews/:id',
    params: interviewParamsSchema,
    response: noContent,
    status: 204,
    errors: ['NOT_FOUND'],
  }),
  /**
   * "I have checked these words": the storyteller has read (or listened to) a spoken answer's automatic words,
   * so the family may read them and Memory DNA may come from them (decision 811).
   */
  checkAnswerWords: defineEndpoint({
    method: 'POST',
    path: '/api/interviews/:id/answers/:answerId/transcript-check',
    params: interviewAnswerParamsSchema,
    response: interviewAnswerSchema,
    errors: ['NOT_FOUND', 'UNPROCESSABLE'],
  }),
  /**
   * Listen and fix (decision 723): one sentence of a spoken answer corrected in the person's words, checked or not;
   * the recording and the sentence's moment stay, and the answer's Memory DNA is read again from its words.
   */
  correctAnswerSentence: defineEndpoint({
    method: 'POST',
    path: '/api/interviews/:id/answers/:answerId/transcript-corrections',
    params: interviewAnswerParamsSchema,
    body: correctTranscriptSentenceSchema,
    response: interviewAnswerSchema,
    errors: ['BAD_REQUEST', 'NOT_FOUND', 'STALE_MEMORY', 'UNPROCESSABLE'],
  }),
  /**
   * "Your life in order" (decision 913): the year she gives an answer, in place of the one read from its words.
   * Based on the answer's version: a fix from an older copy answers 409 STALE_MEMORY with the current answer.
   */
  setAnswerYear: defineEndpoint({
    method: 'PUT',
    path: '/api/interviews/:id/answers/:answerId/year',
    params: interviewAnswerParamsSchema,
    body: answerYearSchema,
    response: interviewAnswerSchema,
    errors: ['BAD_REQUEST', 'NOT_FOUND', 'STALE_MEMORY', 'UNPROCESSABLE'],
  }),
};
