/** Storyteller links' endpoints (issue 12, part 4), as contract descriptors (docs/decisions/601). */
import { z } from 'zod';
import { defineEndpoint, noContent } from './api-contract.ts';
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
import {
  createdStorytellerLinkSchema,
  createStorytellerLinkSchema,
  storytellerLinkParamsSchema,
  storytellerLinkSchema,
} from './storyteller-links.ts';

/** The owner's side: make, list and revoke links (signed in). */
export const storytellerLinksApi = {
  /** Every link the owner made, newest first, with what each recorded. */
  list: defineEndpoint({
    method: 'GET',
    path: '/api/storyteller-links',
    response: z.array(storytellerLinkSchema),
  }),
  /** Makes a new link; its address is in this answer and never again. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/storyteller-links',
    body: createStorytellerLinkSchema,
    response: createdStorytellerLinkSchema,
    status: 201,
    errors: ['BAD_REQUEST', 'CONFLICT'],
  }),
  /** The link stops working at once. */
  revoke: defineEndpoint({
    method: 'POST',
    path: '/api/storyteller-links/:id/revoke',
    params: storytellerLinkParamsSchema,
    response: noContent,
    status: 204,
    errors: ['NOT_FOUND'],
  }),
};

/** Every token route's path starts here; the link's token travels in a cookie scoped to this path. */
export const STORYTELLER_API_PREFIX = '/api/storyteller/';
/** The cookie the storyteller's page is given when the link is opened. */
export const STORYTELLER_COOKIE = 'heirloom.storyteller';

/** What the storyteller's page starts from: the owner's first name, and the interview in progress, if any. */
export const storytellerWelcomeSchema = z.object({
  /** The first name of the person who made the link ("Sarah asked Clio to hear your stories"); null if unknown. */
  ownerFirstName: z.string().nullable(),
  session: interviewSessionSchema.nullable(),
});

/** A storyteller chooses topics, never one of the owner's booked interviews: anything else is refused. */
export const startStorytellerInterviewSchema = z.strictObject({ topics: startInterviewSchema.shape.topics });

const tokenAction = (path: `/api/storyteller/interview-sessions/:id/${string}`) =>
  defineEndpoint({
    method: 'POST',
    path,
    params: interviewSessionParamsSchema,
    response: interviewSessionSchema,
    errors: ['UNAUTHORIZED', 'NOT_FOUND', 'CONFLICT'],
  });

/**
 * The token routes (docs/decisions/721): the storyteller's interview, and nothing else. The same shapes as the
 * owner's interview (interview-sessions-api.ts), for the interviews made through this link only; no route reads an
 * interview by its id, lists anything or starts one of the owner's booked interviews.
 */
export const storytellerInterviewApi = {
  /** The owner's first name and this link's interview in progress, if any: what the page opens with. */
  welcome: defineEndpoint({
    method: 'GET',
    path: '/api/storyteller/interview',
    response: storytellerWelcomeSchema,
    errors: ['UNAUTHORIZED'],
  }),
  start: defineEndpoint({
    method: 'POST',
    path: '/api/storyteller/interview-sessions',
    body: startStorytellerInterviewSchema,
    response: interviewSessionSchema,
    status: 201,
    errors: ['UNAUTHORIZED', 'BAD_REQUEST'],
  }),
  answerByText: defineEndpoint({
    method: 'POST',
    path: '/api/storyteller/interview-sessions/:id/answers',
    params: interviewSessionParamsSchema,
    body: typedAnswerSchema,
    response: interviewSessionSchema,
    status: 201,
    errors: ['UNAUTHORIZED', 'BAD_REQUEST', 'NOT_FOUND', 'CONFLICT'],
  }),
  startRecording: defineEndpoint({
    method: 'POST',
    path: '/api/storyteller/interview-sessions/:id/recordings',
    params: interviewSessionParamsSchema,
    body: startAnswerRecordingSchema,
    response: recordingSchema,
    status: 201,
    errors: ['UNAUTHORIZED', 'BAD_REQUEST', 'NOT_FOUND', 'CONFLICT'],
  }),
  finishRecording: defineEndpoint({
    method: 'POST',
    path: '/api/storyteller/interview-sessions/:id/recordings/:recordingId/finish',
    params: answerRecordingParamsSchema,
    body: finishRecordingSchema,
    response: interviewSessionSchema,
    status: 201,
    errors: ['UNAUTHORIZED', 'BAD_REQUEST', 'NOT_FOUND', 'CONFLICT', 'UNPROCESSABLE'],
  }),
  next: tokenAction('/api/storyteller/interview-sessions/:id/next'),
  skip: tokenAction('/api/storyteller/interview-sessions/:id/skip'),
  pause: tokenAction('/api/storyteller/interview-sessions/:id/pause'),
  resume: tokenAction('/api/storyteller/interview-sessions/:id/resume'),
  leaveOut: tokenAction('/api/storyteller/interview-sessions/:id/leave-out'),
  finish: defineEndpoint({
    method: 'POST',
    path: '/api/storyteller/interview-sessions/:id/finish',
    params: interviewSessionParamsSchema,
    response: finishInterviewResultSchema,
    errors: ['UNAUTHORIZED', 'NOT_FOUND', 'CONFLICT'],
  }),
};

/** One chunk of a spoken answer, as the raw body (application/octet-stream). */
export const STORYTELLER_RECORDING_CHUNK_PATH =
  '/api/storyteller/interview-sessions/:id/recordings/:recordingId/chunks/:seq';
export const storytellerRecordingChunkUrl = (id: string, recordingId: string, seq: number) =>
  `/api/storyteller/interview-sessions/${encodeURIComponent(id)}/recordings/${encodeURIComponent(recordingId)}/chunks/${seq}`;
