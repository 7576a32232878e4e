import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cleanCopyChoiceCheck, cleanCopyColumns } from './clean-copy-columns.ts';
import { releaseColumns, shareStateCheck } from './release-columns.ts';
import { users } from './users.ts';

/** PostgreSQL's full-text document type, for the search columns below (drizzle has no built-in one). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A memory's words as PostgreSQL's English full-text search reads them (stemmed: "fished" is "fish"), kept by
 * the database beside the row, so a search reads it instead of analysing every text again (decision 1620).
 * The name weighs most, then the text, then when and where. A very long text is read in its first 200,000
 * characters: a tsvector holds at most 1 MB, and a longer document must still be stored.
 * The DNA lists (topics, people) cannot be part of it: turning an array into text is not immutable in
 * PostgreSQL, so the search reads those short lists as it goes.
 */
const searchVector = (name: string, body: string) =>
  tsvector('search_vector')
    .notNull()
    .generatedAlwaysAs(
      sql.raw(
        `setweight(to_tsvector('english', ${name}), 'A') || ` +
          `setweight(to_tsvector('english', left(${body}, 200000)), 'B') || ` +
          `setweight(to_tsvector('english', coalesce(when_happened, '') || ' ' || coalesce(where_happened, '')), 'C')`,
      ),
    );

/** A typed memory (a "memory fragment"): a name, its words, and its Memory DNA. */
export const memoryFragments = pgTable(
  'memory_fragments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    text: text('text').notNull(),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    whenHappened: text('when_happened'),
    whereHappened: text('where_happened'),
    peopleInvolved: text('people_involved').array().notNull().default(sql`'{}'::text[]`),
    /**
     * What the offline engine read from the text, computed once when the text is
     * written or imported (never on an AI request); null until then.
     */
    analysis: jsonb('analysis'),
    /** Goes up by one on every save; a save made from an older version answers 409. */
    version: integer('version').notNull().default(1),
    ...releaseColumns(),
    ...cleanCopyColumns(),
    /**
     * The question this memory was written, recorded or told in answer to (Today's question, a next-chapter idea),
     * as it was shown; null for a memory told of its own accord. A question is answered once an answer is saved,
     * whatever its words turn out to be (decision 203).
     */
    answersQuestion: text('answers_question'),
    /**
     * The family member who added this memory to the owner's collection (a contributor or editor, decision
     * 1513); null for the owner's own. When their account is deleted, what the storyteller released, edited or
     * put in a chapter stays hers (its author kept in words, `added_by_name`), and only untouched private
     * additions go with them (decision 1517); the link itself is then cleared.
     */
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Who added it, in words, when the link to their account could not be kept: a memory imported from an
     * archive that says a family member added it (decision 1516), or one whose author deleted their account
     * (decision 1517). Null otherwise.
     */
    addedByName: text('added_by_name'),
    addedByEmail: text('added_by_email'),
    /**
     * The words a family member added, as they wrote them (decision 1519): what they see of it until the family
     * can see it, so the storyteller's later private edits stay hers. Null for the owner's own memories.
     */
    contributedName: text('contributed_name'),
    contributedText: text('contributed_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: searchVector('name', 'text'),
  },
  (table) => [
    shareStateCheck('memory_fragments', table.shareState),
    cleanCopyChoiceCheck('memory_fragments', table.cleanCopyChoice),
    index('memory_fragments_user_created_idx').on(table.userId, table.createdAt),
    // What one member added to one owner's collection: their list, their cap, and the cascade on deletion.
    index('memory_fragments_added_by_idx').on(table.addedBy, table.userId),
    index('memory_fragments_search_idx').using('gin', table.searchVector),
  ],
);

export const UPLOAD_STATUSES = ['processing', 'ready', 'failed'] as const;
export const FILE_ORIGINS = ['upload', 'recording'] as const;

/** An uploaded document or recording with its words and Memory DNA; the original is kept in storage. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Shown as the memory's name: the file name without its extension, editable later. */
    title: text('title').notNull(),
    /** Extracted text of a document, or the transcript of a recording (empty while processing). */
    content: text('content').notNull().default(''),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    whenHappened: text('when_happened'),
    whereHappened: text('where_happened'),
    peopleInvolved: text('people_involved').array().notNull().default(sql`'{}'::text[]`),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Where the original lives in storage (never a path taken from the client). */
    storageKey: text('storage_key').notNull(),
    status: text('status', { enum: UPLOAD_STATUSES }).notNull().default('ready'),
    failureReason: text('failure_reason'),
    /** How the original arrived: a file chosen with Upload File, or a recording made in the browser. */
    origin: text('origin', { enum: FILE_ORIGINS }).notNull().default('upload'),
    /**
     * The question this memory was written, recorded or told in answer to (Today's question, a next-chapter idea),
     * as it was shown; null for a memory told of its own accord. A question is answered once an answer is saved,
     * whatever its words turn out to be (decision 203).
     */
    answersQuestion: text('answers_question'),
    /** A recording's transcript as sentences with where each starts and ends in the audio (TranscriptSegment[]). */
    transcriptSegments: jsonb('transcript_segments'),
    /**
     * False while a transcript written down automatically has not been checked by the person: it then feeds
     * neither Memory DNA nor Clio (issue 18). Documents and typed text are checked by nature.
     */
    transcriptChecked: boolean('transcript_checked').notNull().default(true),
    /**
     * What the offline engine read from the text, computed once when the text is
     * written or imported (never on an AI request); null until then.
     */
    analysis: jsonb('analysis'),
    /** Goes up by one on every save; a save made from an older version answers 409. */
    version: integer('version').notNull().default(1),
    ...releaseColumns(),
    ...cleanCopyColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: searchVector('title', 'content'),
  },
  (table) => [
    shareStateCheck('uploaded_files', table.shareState),
    cleanCopyChoiceCheck('uploaded_files', table.cleanCopyChoice),
    index('uploaded_files_user_created_idx').on(table.userId, table.createdAt),
    index('uploaded_files_search_idx').using('gin', table.searchVector),
    check('uploaded_files_status_check', sql`${table.status} in ('processing', 'ready', 'failed')`),
  ],
);
