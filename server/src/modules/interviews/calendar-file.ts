import ICAL from 'ical.js';
import { INTERVIEW_MINUTES, scheduledCallTitle } from '#shared/scheduled-calls.ts';

/** How long before the interview a calendar reminds the person. */
const REMINDER_MINUTES = 30;

/**
 * A booked interview as an iCalendar file (RFC 5545) for "Add to calendar". The times are written in UTC, which
 * every calendar shows in the reader's own time zone, so no VTIMEZONE has to travel with it. ical.js writes the
 * escaping and line folding the format needs (docs/decisions/711).
 */
export function interviewCalendarFile(
  call: { id: string; startsAt: Date; topics: readonly string[] },
  options: { appUrl?: string; now?: Date },
): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Heirloom//Interviews//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');

  const component = new ICAL.Component('vevent');
  const event = new ICAL.Event(component);
  event.uid = `${call.id}@heirloom`;
  event.summary = scheduledCallTitle(call.topics);
  const topics = call.topics.join(' and ').toLowerCase();
  const where = options.appUrl ? `Open Heirloom at ${options.appUrl}` : 'Open Heirloom';
  event.description = `Clio will ask you about ${topics}. ${where} and start the interview from your Dashboard.`;
  event.startDate = ICAL.Time.fromJSDate(call.startsAt, true);
  event.endDate = ICAL.Time.fromJSDate(new Date(call.startsAt.getTime() + INTERVIEW_MINUTES * 60_000), true);
  component.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(options.now ?? new Date(), true));
  if (options.appUrl) component.updatePropertyWithValue('url', options.appUrl);

  const reminder = new ICAL.Component('valarm');
  reminder.updatePropertyWithValue('action', 'DISPLAY');
  reminder.updatePropertyWithValue(
    'description',
    `${scheduledCallTitle(call.topics)} in ${REMINDER_MINUTES} minutes`,
  );
  reminder.updatePropertyWithValue('trigger', ICAL.Duration.fromSeconds(-REMINDER_MINUTES * 60));
  component.addSubcomponent(reminder);

  calendar.addSubcomponent(component);
  return calendar.toString();
}
