import { TZDate } from '@date-fns/tz';
import type { z } from 'zod';
import { type Database, withTransaction } from '#server/db/client.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { scheduleCallSchema } from '#shared/scheduled-calls.ts';
import {
  BOOKABLE_MONTHS,
  DUE_LISTED_FOR_MINUTES,
  MAX_UPCOMING_CALLS,
  type ScheduledCall,
  scheduledCallMessages,
  timeOfDay,
} from '#shared/scheduled-calls.ts';
import { interviewCalendarFile } from './calendar-file.ts';
import type { createScheduledCallsRepository, ScheduledCallRow } from './scheduled-calls.repository.ts';

type ScheduleCall = z.output<typeof scheduleCallSchema>;

const missing = () => notFound('That interview');

const present = (row: ScheduledCallRow): ScheduledCall => ({
  id: row.id,
  day: row.day,
  time: row.time,
  timeZone: row.timeZone,
  topics: row.topics,
  startsAt: row.startsAt.toISOString(),
});

/** The moment the chosen day and time begin in the person's time zone (daylight saving included). */
export function startOf(call: Pick<ScheduleCall, 'day' | 'time' | 'timeZone'>): Date {
  const [year, month, day] = call.day.split('-').map(Number) as [number, number, number];
  const { hours, minutes } = timeOfDay(call.time);
  return new Date(new TZDate(year, month - 1, day, hours, minutes, call.timeZone).getTime());
}

/** The chosen day is checked in the person's time zone: "today" is their today, not the server's. */
function refuseUnbookable(call: ScheduleCall, startsAt: Date, now: Date) {
  const today = new TZDate(now.getTime(), call.timeZone);
  const todayDay = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  if (call.day < todayDay) throw new AppError('BAD_REQUEST', scheduledCallMessages.dayPassed);
  if (startsAt <= now) throw new AppError('BAD_REQUEST', scheduledCallMessages.timePassed);
  const latest = new TZDate(
    today.getFullYear(),
    today.getMonth() + BOOKABLE_MONTHS + 1,
    0,
    23,
    59,
    call.timeZone,
  );
  if (startsAt.getTime() > latest.getTime())
    throw new AppError('BAD_REQUEST', scheduledCallMessages.tooFarAhead);
}

/**
 * Schedule a Call made real (issue 12, part 5): a booked interview is stored with its time zone, listed until
 * a while after its time has come, cancelled by its owner, and offered as a calendar file.
 */
export function createScheduledCallsService(deps: {
  db: Database;
  calls: ReturnType<typeof createScheduledCallsRepository>;
  appUrl?: string;
  now?: () => Date;
}) {
  const { db, calls } = deps;
  const now = deps.now ?? (() => new Date());
  /** A call stays listed for a while after it starts, so the Dashboard can offer to start it. */
  const listedSince = () => new Date(now().getTime() - DUE_LISTED_FOR_MINUTES * 60_000);

  return {
    async listUpcoming(userId: string) {
      return (await calls.listBookedSince(userId, listedSince())).map(present);
    },

    async schedule(userId: string, call: ScheduleCall) {
      const startsAt = startOf(call);
      refuseUnbookable(call, startsAt, now());
      const row = await withTransaction(db, async (tx) => {
        await calls.lockAccount(userId, tx);
        if ((await calls.countBookedSince(userId, listedSince(), tx)) >= MAX_UPCOMING_CALLS) {
          throw new AppError('CONFLICT', scheduledCallMessages.tooMany);
        }
        return calls.insert({ userId, startsAt, ...call }, tx);
      });
      return present(row);
    },

    async cancel(userId: string, id: string) {
      if (!(await calls.cancel(userId, id))) throw missing();
    },

    async calendarFile(userId: string, id: string) {
      const row = await calls.findBooked(userId, id);
      if (!row) throw missing();
      return interviewCalendarFile(row, { appUrl: deps.appUrl, now: now() });
    },
  };
}
