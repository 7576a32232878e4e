/**
 * Interviews by phone: the Schedule Your Call choices and the agent's dial link. The three sample sessions of
 * the first prototype are gone: real interviews (shared/interviews.ts) take their place (issue 12).
 */

/** The topics a person can choose when booking an interview. */
export const SCHEDULE_TOPICS = [
  'Family',
  'Childhood',
  'Career',
  'Memories',
  'Travel',
  'Education',
  'Marriage',
  'Children',
  'Achievements',
  'Challenges',
  'Friends',
  'Hobbies',
] as const;
export type ScheduleTopic = (typeof SCHEDULE_TOPICS)[number];

/** The times a person can choose when booking an interview. */
export const SCHEDULE_TIMES = [
  '9:00 AM',
  '10:00 AM',
  '11:00 AM',
  '1:00 PM',
  '2:00 PM',
  '3:00 PM',
  '4:00 PM',
] as const;
export type ScheduleTime = (typeof SCHEDULE_TIMES)[number];

interface ScheduleForm {
  date: Date | undefined;
  time: string | undefined;
  topics: string[];
}

/** Book this interview (decision 205) is enabled only with a date, a time and at least one topic. */
export const canScheduleCall = (form: ScheduleForm) =>
  Boolean(form.date && form.time && form.topics.length > 0);

/** Past dates are not selectable (today is). */
export function isPastDay(day: Date, now: Date = new Date()): boolean {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const candidate = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  return candidate < today;
}

/** The dial link for the agent's number: only the digits and a leading plus are kept. */
export function telLink(phoneNumber: string): string {
  const trimmed = phoneNumber.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
