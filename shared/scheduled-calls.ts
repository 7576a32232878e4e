/**
 * Schedule a Call made real (issue 12, part 5): the Schedule Your Call panel's day, time and topics are stored
 * with the person's time zone, listed under "Upcoming interviews" and offered as a calendar file.
 */
import { z } from 'zod';
import { SCHEDULE_TIMES, SCHEDULE_TOPICS } from './phone-sessions.ts';

/** How long an interview is planned for in a calendar (an interview is about 45 minutes). */
export const INTERVIEW_MINUTES = 45;
/** A booked interview stays listed this long after its start, so "it is time" can be offered. */
export const DUE_LISTED_FOR_MINUTES = 120;
/** How far ahead an interview can be booked: the calendar shows this many months. */
export const BOOKABLE_MONTHS = 24;
/** The most interviews one account can have booked at once. */
export const MAX_UPCOMING_CALLS = 20;

export const scheduledCallMessages = {
  timePassed: 'That time has already passed today. Please choose a later time or another day.',
  dayPassed: 'That day has already passed. Please choose today or a later day.',
  tooFarAhead: `Interviews can be booked up to ${BOOKABLE_MONTHS} months ahead. Please choose an earlier day.`,
  unknownTimeZone:
    'Your device did not say which time zone you are in. Please reload the page and try again.',
  tooMany: `You already have ${MAX_UPCOMING_CALLS} interviews booked. Please cancel one before booking another.`,
  noTopic: 'Please choose at least one topic.',
  notScheduled: 'This interview is no longer booked.',
} as const;

/** True for a time zone this runtime knows by its IANA name, e.g. "Europe/London". */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** "9:00 AM" → 9:00, "1:00 PM" → 13:00. */
export function timeOfDay(time: (typeof SCHEDULE_TIMES)[number]): { hours: number; minutes: number } {
  const [, hour, minute, half] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time)!;
  return { hours: (Number(hour) % 12) + (half === 'PM' ? 12 : 0), minutes: Number(minute) };
}

const isRealDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, date));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === date;
};

export const scheduleCallSchema = z.object({
  /** The day chosen in the calendar, yyyy-mm-dd. */
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a day in the calendar.')
    .refine(isRealDay, 'Please choose a day in the calendar.'),
  time: z.enum(SCHEDULE_TIMES, { message: 'Please choose one of the times shown.' }),
  timeZone: z.string().max(64).refine(isKnownTimeZone, scheduledCallMessages.unknownTimeZone),
  topics: z
    .array(z.enum(SCHEDULE_TOPICS, { message: 'Please choose topics from the list.' }))
    .min(1, scheduledCallMessages.noTopic)
    .max(SCHEDULE_TOPICS.length)
    .transform((topics) => [...new Set(topics)]),
});
export type ScheduleCallInput = z.input<typeof scheduleCallSchema>;

export const scheduledCallSchema = z.object({
  id: z.string(),
  day: z.string(),
  time: z.string(),
  timeZone: z.string(),
  topics: z.array(z.string()),
  /** The moment it starts, as an ISO instant. */
  startsAt: z.string(),
});
export type ScheduledCall = z.infer<typeof scheduledCallSchema>;

export const scheduledCallParamsSchema = z.object({ id: z.uuid() });

/** What the calendar event is called: "Heirloom interview: Childhood & Family". */
export const scheduledCallTitle = (topics: readonly string[]) => `Heirloom interview: ${topics.join(' & ')}`;

/** True from the booked time until it stops being listed: the Dashboard offers to start it then. */
export function isDue(call: Pick<ScheduledCall, 'startsAt'>, now: Date = new Date()): boolean {
  return new Date(call.startsAt).getTime() <= now.getTime();
}
