import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';

/**
 * The storyteller's calendar day, yyyy-mm-dd: a dated release opens when this day reaches its `opens_on`
 * (decision 1523). Made only here, from a Date and a time zone, so release-rules.ts may write it into SQL as a
 * literal (its text is checked below and can hold nothing but digits and dashes).
 */
export type StorytellerDay = string & { readonly storytellerDay: unique symbol };

/** Where no device has told us the storyteller's zone. */
const ZONE_UNKNOWN = 'UTC';

/** The day it is at `now` in `timeZone` (an IANA name). */
export function dayIn(timeZone: string, now: Date): StorytellerDay {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day))
    throw new Error(`No calendar day for ${now.toISOString()} in ${timeZone}.`);
  return day as StorytellerDay;
}

/** The owner's day at `now`, in the zone their device last reported with a dated release. */
export async function storytellerDay(db: Executor, ownerId: string, now: Date): Promise<StorytellerDay> {
  const { rows } = await db.execute(sql`select time_zone as "timeZone" from users where id = ${ownerId}`);
  const timeZone = (rows[0] as { timeZone: string | null } | undefined)?.timeZone ?? ZONE_UNKNOWN;
  return dayIn(timeZone, now);
}
