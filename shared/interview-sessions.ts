/**
 * An interview with Clio (issue 12, part 3): Clio asks one question at a time, the person answers by voice or by
 * typing, and the controls move on (Next question, Skip), pause ("Give me a minute"), take back the last answer
 * ("Leave this out") or finish. The same shapes serve the signed-in owner and the storyteller's link.
 */
import { z } from 'zod';
import { interviewSchema } from './interviews.ts';
import { SCHEDULE_TOPICS } from './phone-sessions.ts';
import { recordingChunkParamsSchema, recordingMimeTypeSchema } from './recordings.ts';

/** The longest typed answer: a long letter. */
export const MAX_TYPED_ANSWER_LENGTH = 20_000;

/**
 * Who is talking to Clio: the account the answers belong to, the storyteller link they came through (none for
 * the signed-in owner), and the name the interview is stored under (the account's first name, or "Mum").
 */
export interface InterviewActor {
  ownerId: string;
  storytellerLinkId?: string;
  person: string;
}

export const interviewSessionMessages = {
  noAnswers:
    'This interview had no answers, so it was not kept. You can start a new one whenever you like from your Dashboard.',
  finishedKept: 'Your interview is saved. You will find it in My Memories.',
  alreadyFinished: 'This interview is already finished. You can start a new one from your Dashboard.',
  nothingToLeaveOut: 'There is no answer to leave out yet.',
  noQuestion: 'Clio has no question to answer right now. Choose Finish to save your interview.',
  emptyAnswer: 'Please type your answer before saving it, or choose Skip.',
  answerTooLong: `An answer can be up to ${MAX_TYPED_ANSWER_LENGTH.toLocaleString('en-US')} characters. Please shorten it or split it over two questions.`,
  unknownTopic: 'Please choose topics from the list.',
  callNotBooked: 'This interview is no longer booked. You can start one without it.',
  paused:
    'Your interview is paused. When you are ready, choose Carry on, and Clio will ask the question again.',
} as const;

export const interviewQuestionSchema = z.object({
  /** What makes a question the same question, so it is never asked twice in an account. */
  key: z.string(),
  text: z.string(),
  /** Where it came from, to say why Clio asks it. */
  source: z.enum(['topic', 'chapter', 'moment', 'person', 'follow-up', 'general']),
});
export type InterviewQuestion = z.infer<typeof interviewQuestionSchema>;

export const startInterviewSchema = z.object({
  topics: z
    .array(z.enum(SCHEDULE_TOPICS, { message: interviewSessionMessages.unknownTopic }))
    .max(SCHEDULE_TOPICS.length)
    .default([])
    .transform((topics) => [...new Set(topics)]),
  /** A booked interview whose time has come: its topics are used, and it is marked started. */
  scheduledCallId: z.uuid({ error: 'That booked interview id is not valid.' }).optional(),
  /** The question the person chose to answer (Today's question): Clio asks it first. */
  openingQuestion: z
    .string()
    .trim()
    .min(1, { error: 'Say which question to begin with.' })
    .max(500, { error: 'That question is too long to ask: keep it under 500 characters.' })
    .optional(),
});
export type StartInterview = z.input<typeof startInterviewSchema>;

export const typedAnswerSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, interviewSessionMessages.emptyAnswer)
    .max(MAX_TYPED_ANSWER_LENGTH, interviewSessionMessages.answerTooLong),
});

export const startAnswerRecordingSchema = z.object({ mimeType: recordingMimeTypeSchema });

export const sessionAnswerSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  question: z.string(),
  /** What was typed, or the transcript once it is ready ('' while the audio is being transcribed). */
  text: z.string(),
  status: z.enum(['processing', 'ready', 'failed']),
  hasAudio: z.boolean(),
});

/** Where an interview is now: what the screen shows. */
export const interviewSessionSchema = z.object({
  id: z.string(),
  person: z.string(),
  topics: z.array(z.string()),
  status: z.enum(['in_progress', 'finished']),
  /** "Give me a minute": the clock and the recorder are stopped. */
  paused: z.boolean(),
  /** Seconds talked and typed so far, less the pauses. */
  durationSeconds: z.number().int(),
  /** The question being asked; null when Clio has nothing more to ask. */
  question: interviewQuestionSchema.nullable(),
  /** Whether the current question has an answer yet (then "Next question" follows up on it). */
  answered: z.boolean(),
  answers: z.array(sessionAnswerSchema),
  startedAt: z.string(),
});
export type InterviewSession = z.infer<typeof interviewSessionSchema>;

export const finishInterviewResultSchema = z.object({
  /** False when the interview had no answers: then nothing is kept. */
  kept: z.boolean(),
  message: z.string(),
  interview: interviewSchema.nullable(),
});
export type FinishInterviewResult = z.infer<typeof finishInterviewResultSchema>;

export const interviewSessionParamsSchema = z.object({
  id: z.uuid({ error: 'That interview id is not valid.' }),
});
export const answerRecordingParamsSchema = z.object({
  id: z.uuid({ error: 'That interview id is not valid.' }),
  recordingId: z.uuid({ error: 'That recording id is not valid.' }),
});
export const interviewAnswerParamsSchema = z.object({
  id: z.uuid({ error: 'That interview id is not valid.' }),
  answerId: z.uuid({ error: 'That answer id is not valid.' }),
});
export const answerChunkParamsSchema = z.object({
  id: z.uuid({ error: 'That interview id is not valid.' }),
  recordingId: z.uuid({ error: 'That recording id is not valid.' }),
  seq: recordingChunkParamsSchema.shape.seq,
});
