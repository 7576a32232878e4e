import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { memoryFragments, uploadedFiles } from './memories.ts';
import { users } from './users.ts';
import { interviewAnswers } from './voice.ts';

/**
 * The family circle (issue 15, docs/decisions/1510). The release state of memories, chapters and books lives
 * on their own rows (`share_state`, `opens_on`, see releaseColumns); these tables hold who shares with whom and
 * what the family sends back.
 */

export const FAMILY_ROLE_VALUES = ['reader', 'contributor', 'editor'] as const;

/**
 * A person the owner shares with: invited by e-mail (only the hash of the invitation's token is kept), active
 * once an account accepted it (`member_id`). Deleting either account takes the row with it.
 */
export const familyMembers = pgTable(
  'family_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the invitation went to, trimmed and lower-cased. */
    email: text('email').notNull(),
    role: text('role', { enum: FAMILY_ROLE_VALUES }).notNull(),
    /** The account that accepted; null while invited. */
    memberId: uuid('member_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the invitation's token, hex; null once accepted. */
    tokenHash: text('token_hash'),
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('family_members_owner_email_unique').on(table.ownerId, table.email),
    uniqueIndex('family_members_owner_member_unique').on(table.ownerId, table.memberId),
    uniqueIndex('family_members_token_unique').on(table.tokenHash),
    index('family_members_member_idx').on(table.memberId),
    check('family_members_role_check', sql`${table.role} in ('reader', 'contributor', 'editor')`),
  ],
);

/**
 * A question a family member asked the storyteller. It is answered by one memory (one column per kind, as
 * chapter_memories does); deleting that memory leaves the question open again.
 */
export const familyQuestions = pgTable(
  'family_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    askerId: uuid('asker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    fragmentId: uuid('fragment_id').references(() => memoryFragments.id, { onDelete: 'set null' }),
    fileId: uuid('file_id').references(() => uploadedFiles.id, { onDelete: 'set null' }),
    answerId: uuid('answer_id').references(() => interviewAnswers.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (table) => [
    index('family_questions_owner_idx').on(table.ownerId, table.askedAt),
    index('family_questions_asker_idx').on(table.askerId),
    check(
      'family_questions_one_answer_check',
      sql`num_nonnulls(${table.fragmentId}, ${table.fileId}, ${table.answerId}) <= 1`,
    ),
  ],
);

/** A family member's own account of one of the owner's memories: kept apart, shown beside it. */
export const familyPerspectives = pgTable(
  'family_perspectives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fragmentId: uuid('fragment_id').references(() => memoryFragments.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    answerId: uuid('answer_id').references(() => interviewAnswers.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('family_perspectives_owner_idx').on(table.ownerId, table.createdAt),
    index('family_perspectives_author_idx').on(table.authorId),
    check(
      'family_perspectives_one_memory_check',
      sql`num_nonnulls(${table.fragmentId}, ${table.fileId}, ${table.answerId}) = 1`,
    ),
  ],
);

/** A plain sentence for a member about a share that ended (the storyteller deleted their account). */
export const familyNotices = pgTable(
  'family_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('family_notices_member_idx').on(table.memberId, table.createdAt)],
);
