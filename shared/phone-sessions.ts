/**
 * The phone-interview sessions of spec §3: a fixed sample list of three, held in the
 * client (not from the server), plus the Schedule Your Call choices.
 */

export interface PhoneSession {
  /** Stable id, so the sessions can sit beside stored memories in one list. */
  id: string;
  /** yyyy-mm-dd */
  date: string;
  /** Who the agent spoke with. */
  person: string;
  topics: string[];
}

export const PHONE_SESSIONS: readonly PhoneSession[] = [
  { id: 'phone-session-1', date: '2024-03-12', person: 'Margaret', topics: ['Childhood', 'Family'] },
  { id: 'phone-session-2', date: '2024-04-02', person: 'Margaret', topics: ['Career', 'Education'] },
  { id: 'phone-session-3', date: '2024-04-23', person: 'Margaret', topics: ['Marriage', 'Travel'] },
];

/** The name a phone session has in the memory list. */
export const phoneSessionName = (session: PhoneSession) => `Phone interview: ${session.topics.join(' & ')}`;

/** The fixed text a phone session is shown with (spec §3: about a 45-minute interview). */
export const phoneSessionText = (session: PhoneSession) =>
  `A 45-minute phone interview with ${session.person} about ${session.topics.join(' and ').toLowerCase()}. ` +
  'The recording and its notes are kept with the interview agent.';

/** Spec §3: schedule topic choices. */
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

/** Spec §3: schedule times. */
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

export interface ScheduleForm {
  date: Date | undefined;
  time: string | undefined;
  topics: string[];
}

/** Spec §5: the Schedule Call button is enabled only with a date, a time and at least one topic. */
export const canScheduleCall = (form: ScheduleForm) =>
  Boolean(form.date && form.time && form.topics.length > 0);

/** Spec §5: past dates are not selectable (today is). */
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
