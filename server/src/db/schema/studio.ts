import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
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
import type { ChapterProposal } from '#shared/chapter-actions.ts';
import { releaseColumns, shareStateCheck } from './release-columns.ts';
import { users } from './users.ts';

/** A memoir project with its intent (motivation, audience, tone, starting point) from the onboarding chat. */
export const memoirProjects = pgTable(
  'memoir_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    motivation: text('motivation').notNull(),
    audience: text('audience').notNull(),
    tone: text('tone').notNull(),
    startingPoint: text('starting_point').notNull(),
    status: text('status', { enum: ['draft', 'in_progress', 'completed'] })
      .notNull()
      .default('draft'),
    /** Goes up by one whenever the list or order of chapters changes; a reorder from an older one answers 409. */
    chaptersVersion: integer('chapters_version').notNull().default(1),
    /** False while the chapters follow her life's years; true once she moved one herself (docs/decisions/911). */
    chapterOrderSet: boolean('chapter_order_set').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('memoir_projects_user_created_idx').on(table.userId, table.createdAt),
    check('memoir_projects_status_check', sql`${table.status} in ('draft', 'in_progress', 'completed')`),
  ],
);

/** A project's chapters, shown in `position` order. */
export const memoirChapters = pgTable(
  'memoir_chapters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => memoirProjects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    /** Goes up by one whenever the chapter's list of memories changes; a reorder from an older one answers 409. */
    memoriesVersion: integer('memories_version').notNull().default(1),
    /** False while the memories follow their years; true once she moved one herself (docs/decisions/911). */
    memoryOrderSet: boolean('memory_order_set').notNull().default(false),
    ...releaseColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    shareStateCheck('memoir_chapters', table.shareState),
    index('memoir_chapters_project_position_idx').on(table.projectId, table.position),
  ],
);

/** A project's themes; one theme appears once per project, whatever its letter case. */
export const memoirThemes = pgTable(
  'memoir_themes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => memoirProjects.id, { onDelete: 'cascade' }),
    theme: text('theme').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('memoir_themes_project_theme_unique').on(table.projectId, sql`lower(${table.theme})`),
  ],
);

/**
 * The chat with Clio. `seq` orders it: a question and its answer are stored in
 * one transaction and so share the same `now()`.
 */
export const memoirChatMessages = pgTable(
  'memoir_chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => memoirProjects.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    message: text('message').notNull(),
    /** Clio's open proposal about a chapter, read back with shared/chapter-actions.ts (docs/decisions/907). */
    proposal: jsonb('proposal').$type<ChapterProposal>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('memoir_chat_messages_project_seq_idx').on(table.projectId, table.seq),
    check('memoir_chat_messages_role_check', sql`${table.role} in ('user', 'assistant')`),
  ],
);
