import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cleanCopyChoiceCheck, cleanCopyColumns } from './clean-copy-columns.ts';
import { uploadedFiles } from './memories.ts';
import { releaseColumns, shareStateCheck } from './release-columns.ts';
import { users } from './users.ts';

/**
 * Voice first (issue 12): recordings made in the browser, interviews with Clio, the storyteller's link and
 * scheduled interviews. Every row belongs to one account (`user_id`) and goes with it.
 */

export const RECORDING_PURPOSES = ['memory', 'interview-answer'] as const;
export const RECORDING_STATUSES = ['recording', 'finished', 'failed'] as const;

/**
 * A recording being made in the browser. The browser sends it in numbered chunks while it records, so a
 * dropped connection or a closed tab loses at most the last chunk; `finish` (or the sweep, for a recording
 * nobody finished) joins the chunks that arrived into one original.
 */
export const recordings = pgTable(
  'recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: RECORDING_PURPOSES }).notNull(),
    /** The container the browser records in: audio/webm, audio/ogg or audio/mp4 (without codec parameters). */
    mimeType: text('mime_type').notNull(),
    status: text('status', { enum: RECORDING_STATUSES }).notNull().default('recording'),
    receivedBytes: bigint('received_bytes', { mode: 'number' }).notNull().default(0),
    /** How long the browser says it recorded, once finished. */
    durationMs: integer('duration_ms'),
    /**
     * What the recording belongs to, for the module that takes it once it is finished (an interview answer:
     * its session and question). Validated by that module when the recording starts.
     */
    context: jsonb('context'),
    /** Set when the recording was made through a storyteller link rather than by the signed-in owner. */
    storytellerLinkId: uuid('storyteller_link_id'),
    /** The joined original, once finished. */
    storageKey: text('storage_key'),
    /** A recorded memory: the uploaded file it became. */
    uploadedFileId: uuid('uploaded_file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastChunkAt: timestamp('last_chunk_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('recordings_user_idx').on(table.userId, table.createdAt),
    index('recordings_unfinished_idx').on(table.lastChunkAt).where(sql`${table.status} = 'recording'`),
    check('recordings_purpose_check', sql`${table.purpose} in ('memory', 'interview-answer')`),
    check('recordings_status_check', sql`${table.status} in ('recording', 'finished', 'failed')`),
  ],
);

/** One chunk of a recording as it arrived; sending the same number again replaces it (a retried request). */
export const recordingChunks = pgTable(
  'recording_chunks',
  {
    recordingId: uuid('recording_id')
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.recordingId, table.seq] })],
);

export const INTERVIEW_STATUSES = ['in_progress', 'finished'] as const;

/** An interview with Clio: the phone session of the spec, made real. */
export const interviewSessions = pgTable(
  'interview_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who told the stories: the account's first name, or the storyteller link's name ("Mum"). */
    person: text('person').notNull(),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: INTERVIEW_STATUSES }).notNull().default('in_progress'),
    storytellerLinkId: uuid('storyteller_link_id'),
    scheduledCallId: uuid('scheduled_call_id'),
    /** Seconds of talking and typing, from the start to Finish, less the pauses. */
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** The question Clio is asking now (shown and read aloud); null when she has nothing left to ask. */
    currentQuestion: text('current_question'),
    currentQuestionKey: text('current_question_key'),
    /** The questions from the person's gaps, worked out when the interview starts (InterviewQuestion[]). */
    questionPlan: jsonb('question_plan').notNull().default(sql`'[]'::jsonb`),
    /** Since when the clock has been running; null while paused ("Give me a minute") or finished. */
    activeSince: timestamp('active_since', { withTimezone: true }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    ...releaseColumns(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    shareStateCheck('interview_sessions', table.shareState),
    index('interview_sessions_user_idx').on(table.userId, table.startedAt),
    check('interview_sessions_status_check', sql`${table.status} in ('in_progress', 'finished')`),
  ],
);

export const ANSWER_STATUSES = ['processing', 'ready', 'failed'] as const;

/** One answer in an interview: the question as it was asked, and what was said or typed. */
export const interviewAnswers = pgTable(
  'interview_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => interviewSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    questionKey: text('question_key').notNull(),
    /** Typed text, or the transcript of the audio once it is ready. */
    text: text('text').notNull().default(''),
    /** The original audio, when answered by voice. */
    storageKey: text('storage_key'),
    mimeType: text('mime_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    status: text('status', { enum: ANSWER_STATUSES }).notNull().default('ready'),
    failureReason: text('failure_reason'),
    /** Sentences of the transcript with where they start and end in the audio (TranscriptSegment[]). */
    transcriptSegments: jsonb('transcript_segments'),
    /**
     * False while the words of a spoken answer, written down automatically, have not been checked by the
     * storyteller: the family then hears the answer but does not read it, and no Memory DNA comes from it
     * (decision 811). Typed answers are the person's own words, checked by nature.
     */
    wordsChecked: boolean('words_checked').notNull().default(true),
    analysis: jsonb('analysis'),
    /**
     * The year she gave the answer herself ("Your life in order", decision 913), in place of the one read from its
     * words; null until she fixes one. Hers, not drawn from the words, so it counts whether or not they are checked.
     */
    whenHappened: text('when_happened'),
    /**
     * Goes up by one when the person corrects the answer's words or fixes its year; a correction or a fix made from
     * an older one answers 409.
     */
    version: integer('version').notNull().default(1),
    ...cleanCopyColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    cleanCopyChoiceCheck('interview_answers', table.cleanCopyChoice),
    index('interview_answers_session_idx').on(table.sessionId, table.position),
    index('interview_answers_user_idx').on(table.userId),
    check('interview_answers_status_check', sql`${table.status} in ('processing', 'ready', 'failed')`),
  ],
);

/** Every question Clio has asked in an account, so none is asked twice unless the person asks for it. */
export const askedQuestions = pgTable(
  'asked_questions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionKey: text('question_key').notNull(),
    question: text('question').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.questionKey] })],
);

/**
 * A link the owner gives the storyteller ("Mum"): it can add interview answers to the owner's account and
 * nothing else. Only a hash of its token is stored.
 */
export const storytellerLinks = pgTable(
  'storyteller_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who the link is for, as the owner calls them ("Mum"). */
    label: text('label').notNull(),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('storyteller_links_token_unique').on(table.tokenHash),
    index('storyteller_links_user_idx').on(table.userId),
  ],
);

export const SCHEDULED_CALL_STATUSES = ['scheduled', 'cancelled', 'started'] as const;

/** An interview the person booked with Schedule a Call: a day, a time and the topics to talk about. */
export const scheduledCalls = pgTable(
  'scheduled_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The moment the call starts, from the chosen day, time and time zone. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** yyyy-mm-dd, as chosen in the calendar. */
    day: text('day').notNull(),
    /** One of the spec's times, e.g. "9:00 AM". */
    time: text('time').notNull(),
    /** IANA time zone of the person's browser, e.g. "Europe/London". */
    timeZone: text('time_zone').notNull(),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: SCHEDULED_CALL_STATUSES }).notNull().default('scheduled'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('scheduled_calls_user_idx').on(table.userId, table.startsAt),
    check('scheduled_calls_status_check', sql`${table.status} in ('scheduled', 'cancelled', 'started')`),
  ],
);
