import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { memoryFragments, uploadedFiles } from './memories.ts';
import { memoirChapters } from './studio.ts';
import { interviewAnswers } from './voice.ts';

/**
 * What a chapter holds, in `position` order: each row points at exactly one memory of one kind
 * (a typed memory, an uploaded file or recording, or an interview answer). Every reference is a
 * foreign key that cascades, so deleting a memory or a chapter takes its places with it. A memory
 * may sit in several chapters, once in each.
 */
export const chapterMemories = pgTable(
  'chapter_memories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => memoirChapters.id, { onDelete: 'cascade' }),
    fragmentId: uuid('fragment_id').references(() => memoryFragments.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    answerId: uuid('answer_id').references(() => interviewAnswers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chapter_memories_chapter_position_idx').on(table.chapterId, table.position),
    uniqueIndex('chapter_memories_fragment_unique').on(table.chapterId, table.fragmentId),
    uniqueIndex('chapter_memories_file_unique').on(table.chapterId, table.fileId),
    uniqueIndex('chapter_memories_answer_unique').on(table.chapterId, table.answerId),
    index('chapter_memories_fragment_idx').on(table.fragmentId),
    index('chapter_memories_file_idx').on(table.fileId),
    index('chapter_memories_answer_idx').on(table.answerId),
    check(
      'chapter_memories_one_memory_check',
      sql`num_nonnulls(${table.fragmentId}, ${table.fileId}, ${table.answerId}) = 1`,
    ),
  ],
);

/**
 * Every saved copy of a chapter's text: version 1, 2, 3 … per chapter, never overwritten. The
 * newest is the chapter's draft; an older one is restored by saving it again as the next version.
 * `paragraphs` holds ChapterDraftParagraph[] (the text and the memories each paragraph came from).
 */
export const chapterDrafts = pgTable(
  'chapter_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => memoirChapters.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** How this version came about: drafted from the memories (offline or with the AI endpoint), edited, or restored. */
    origin: text('origin', { enum: ['offline', 'ai', 'edited', 'restored'] }).notNull(),
    paragraphs: jsonb('paragraphs').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chapter_drafts_chapter_version_unique').on(table.chapterId, table.version),
    check('chapter_drafts_origin_check', sql`${table.origin} in ('offline', 'ai', 'edited', 'restored')`),
  ],
);
