/**
 * An interview with Clio's endpoints for the signed-in owner (issue 12, part 3), as contract descriptors
 * (docs/decisions/601). Every one answers where the interview is now, so the screen draws from one shape.
 */
import { z } from 'zod';
import { defineEndpoint } from './api-contract.ts';
import {
  answerRecordingParamsSchema,
  finishInterviewResultSchema,
  interviewSessionParamsSchema,
  interviewSessionSchema,
  startAnswerRecordingSchema,
  startInterviewSchema,
  typedAnswerSchema,
} from './interview-sessions.ts';
import { finishRecordingSchema, recordingSchema } from './recordings.ts';

const sessionAction = (path: `/api/interview-sessions/:id/${string}`) =>
  defineEndpoint({
    method: 'POST',
    path,
    params: interviewSessionParamsSchema,
    response: interviewSessionSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  });

export const interviewSessionsApi = {
  /** Starts an interview (with the topics chosen, or a booked interview's) and asks the first question. */
  start: defineEndpoint({
    method: 'POST',
    path: '/api/interview-sessions',
    body: startInterviewSchema,
    response: interviewSessionSchema,
    status: 201,
    errors: ['BAD_REQUEST', 'NOT_FOUND'],
  }),
  /** Where an interview is now. */
  get: defineEndpoint({
    method: 'GET',
    path: '/api/interview-sessions/:id',
    params: interviewSessionParamsSchema,
    response: interviewSessionSchema,
    errors: ['NOT_FOUND'],
  }),
  /** The person's interview still in progress, if any (to come back to after "Give me a minute"). */
  current: defineEndpoint({
    method: 'GET',
    path: '/api/interview-sessions/current',
    response: z.object({ session: interviewSessionSchema.nullable() }),
  }),
  /** Answers the current question in writing. */
  answerByText: defineEndpoint({
    method: 'POST',
    path: '/api/interview-sessions/:id/answers',
    params: interviewSessionParamsSchema,
    body: typedAnswerSchema,
    response: interviewSessionSchema,
    status: 201,
    errors: ['BAD_REQUEST', 'NOT_FOUND', 'CONFLICT'],
  }),
  /**
   * Starts recording a spoken answer to the current question. Its chunks go to RECORDING_CHUNK_PATH below
   * (the raw body, outside the JSON contract), then `finishRecording` makes it the answer.
   */
  startRecording: defineEndpoint({
    method: 'POST',
    path: '/api/interview-sessions/:id/recordings',
    params: interviewSessionParamsSchema,
    body: startAnswerRecordingSchema,
    response: recordingSchema,
    status: 201,
    errors: ['BAD_REQUEST', 'NOT_FOUND', 'CONFLICT'],
  }),
  finishRecording: defineEndpoint({
    method: 'POST',
    path: '/api/interview-sessions/:id/recordings/:recordingId/finish',
    params: answerRecordingParamsSchema,
    body: finishRecordingSchema,
    response: interviewSessionSchema,
    status: 201,
    errors: ['BAD_REQUEST', 'NOT_FOUND', 'CONFLICT', 'UNPROCESSABLE'],
  }),
  /** Next question: a follow-up on what was just said, or the next of the person's gaps. */
  next: sessionAction('/api/interview-sessions/:id/next'),
  /** Skip: this question is left, and another asked. */
  skip: sessionAction('/api/interview-sessions/:id/skip'),
  /** "Give me a minute": the clock stops until `resume`. */
  pause: sessionAction('/api/interview-sessions/:id/pause'),
  resume: sessionAction('/api/interview-sessions/:id/resume'),
  /** "Leave this out": the last answer goes, with its audio. */
  leaveOut: sessionAction('/api/interview-sessions/:id/leave-out'),
  /** Finish: kept as a finished interview, or, with no answers, not kept at all. */
  finish: defineEndpoint({
    method: 'POST',
    path: '/api/interview-sessions/:id/finish',
    params: interviewSessionParamsSchema,
    response: finishInterviewResultSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
};

/** One chunk of a spoken answer, as the raw body (application/octet-stream). */
export const INTERVIEW_RECORDING_CHUNK_PATH =
  '/api/interview-sessions/:id/recordings/:recordingId/chunks/:seq';

/** The audio of one answer of the person's interview, for Memory Details (a file, outside the contract). */
export const INTERVIEW_ANSWER_AUDIO_PATH = '/api/interviews/:id/answers/:answerId/audio';
export const interviewAnswerAudioUrl = (interviewId: string, answerId: string) =>
  `/api/interviews/${interviewId}/answers/${answerId}/audio`;
