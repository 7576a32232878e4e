import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { memoryFragments, uploadedFiles } from './memories.ts';
import { users } from './users.ts';
import { interviewSessions } from './voice.ts';

/**
 * Which memory of an imported archive became which memory here, so importing
 * the same archive again adds nothing twice (docs/decisions/403); an interview
 * counts as one memory here, its answers with it (docs/decisions/1529). Deleting the
 * imported memory deletes this row too: importing again then restores it.
 */
export const importedMemories = pgTable(
  'imported_memories',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The memory's id in the archive (the account it was exported from). */
    originId: uuid('origin_id').notNull(),
    fragmentId: uuid('fragment_id').references(() => memoryFragments.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => interviewSessions.id, { onDelete: 'cascade' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.originId] }),
    check(
      'imported_memories_one_target',
      sql`num_nonnulls(${table.fragmentId}, ${table.fileId}, ${table.sessionId}) = 1`,
    ),
  ],
);
