import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased, so a repeat in another case is recognised. */
    email: text('email').notNull(),
    role: text('role', { enum: ['self', 'family'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('waitlist_entries_email_unique').on(table.email),
    check('waitlist_entries_role_check', sql`${table.role} in ('self', 'family')`),
  ],
);
