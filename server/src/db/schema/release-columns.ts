import { sql } from 'drizzle-orm';
import { check, date, text } from 'drizzle-orm/pg-core';

/**
 * Whether the family sees an item (issue 15, docs/decisions/1510): every memory, chapter and book starts
 * private; 'released' shows it from `opens_on` (null: at once); 'left-out' keeps it out of every shared view,
 * draft and book.
 */
export const releaseColumns = () => ({
  shareState: text('share_state', { enum: ['private', 'released', 'left-out'] })
    .notNull()
    .default('private'),
  opensOn: date('opens_on', { mode: 'string' }),
});

export const shareStateCheck = (table: string, shareState: unknown) =>
  check(`${table}_share_state_check`, sql`${shareState} in ('private', 'released', 'left-out')`);
