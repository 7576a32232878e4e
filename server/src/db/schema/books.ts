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
import { releaseColumns, shareStateCheck } from './release-columns.ts';
import { memoirProjects } from './studio.ts';
import { users } from './users.ts';

/**
 * A memoir project's book (issue 14, docs/decisions/1003): one row per project. `attempt` names the make under
 * way or last made; `status` is where that make stands. The finished book's files are in `book_files` under
 * the attempt that made them (`ready_attempt`), so a new make never disturbs the book the family can download.
 */
export const books = pgTable(
  'books',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => memoirProjects.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['making', 'ready', 'failed'] }).notNull(),
    attempt: uuid('attempt').notNull(),
    /** The attempt whose files are the book to download; null before the first book is finished. */
    readyAttempt: uuid('ready_attempt'),
    step: text('step').notNull().default(''),
    stepsDone: integer('steps_done').notNull().default(0),
    stepsTotal: integer('steps_total').notNull().default(0),
    failure: text('failure'),
    storyteller: text('storyteller').notNull(),
    dedication: text('dedication').notNull().default(''),
    recordingCodes: boolean('recording_codes').notNull(),
    bleed: boolean('bleed').notNull(),
    /** Where the printed codes lead: the server's address when the make was asked for. */
    appUrl: text('app_url').notNull(),
    ...releaseColumns(),
    /**
     * Every memory the finished book was made from (MemoryRef[]), kept with it: the family may download it only
     * while they may see all of them (docs/decisions/1510).
     */
    sourceRefs: jsonb('source_refs').notNull().default(sql`'[]'::jsonb`),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    madeAt: timestamp('made_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    shareStateCheck('books', table.shareState),
    uniqueIndex('books_project_unique').on(table.projectId),
    index('books_user_idx').on(table.userId),
    check('books_status_check', sql`${table.status} in ('making', 'ready', 'failed')`),
  ],
);

/** The files of a made book: the downloads (cover included) and the preview pictures (`preview-1` …). */
export const bookFiles = pgTable(
  'book_files',
  {
    bookId: uuid('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    attempt: uuid('attempt').notNull(),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bookId, table.attempt, table.kind] }),
    uniqueIndex('book_files_storage_key_unique').on(table.storageKey),
  ],
);
