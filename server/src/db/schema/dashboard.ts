import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const DASHBOARD_INSIGHT_KINDS = ['next-chapter', 'missing-moments'] as const;
export type DashboardInsightKind = (typeof DASHBOARD_INSIGHT_KINDS)[number];

/**
 * The last AI answer for each dashboard panel, per person, with the fingerprint
 * of the memories it was computed from. A different fingerprint means the
 * memories changed and the answer is computed again (docs/decisions/201).
 */
export const dashboardInsights = pgTable(
  'dashboard_insights',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DASHBOARD_INSIGHT_KINDS }).notNull(),
    memoriesFingerprint: text('memories_fingerprint').notNull(),
    payload: jsonb('payload').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
