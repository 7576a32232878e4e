/**
 * E-mail reminders of booked interviews (docs/decisions/1503): one reminder per
 * interview, sent once it is less than a day away, to the account's address,
 * with the time in the person's own time zone and the .ics attached. A chore
 * that runs every few minutes finds them; an interview is claimed (its
 * `reminder_sent_at` set) before its mail is sent, so no instance sends one twice.
 */
import { TZDate } from '@date-fns/tz';
// The one function, not the package's index: the index loads all of date-fns's three hundred modules, two
// seconds of every server start.
import { format } from 'date-fns/format';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { composeMail } from '#server/mail/mail-message.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { interviewCalendarFile } from './calendar-file.ts';

/** A reminder goes out once the interview is less than this far away. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;
/** Closer than this, a reminder would arrive too late to help: none is sent. */
export const REMINDER_TOO_LATE_MS = 10 * 60 * 1000;
/** How often the chore looks for interviews to remind of. */
export const REMINDER_CHECK_EVERY_MS = 5 * 60 * 1000;
/** Reminders one run sends at most; the rest wait for the next run. */
const REMINDERS_PER_RUN = 50;

interface DueReminder {
  id: string;
  starts_at: Date | string;
  time_zone: string;
  topics: string[];
  email: string;
  first_name: string | null;
}

/** "Tuesday 1 December 2026 at 9:00 AM", as the clock reads in `timeZone`. */
export function whenInTimeZone(startsAt: Date, timeZone: string) {
  return format(new TZDate(startsAt, timeZone), "EEEE d MMMM yyyy 'at' h:mm a");
}

export function createInterviewReminders(deps: {
  db: Database;
  mailer: Mailer;
  /** Where people open Heirloom (PUBLIC_URL); without it the mail names no address. */
  appUrl?: string;
  log: { warn(obj: object, msg?: string): void };
}) {
  const { db, mailer, appUrl, log } = deps;

  /**
   * Claims the interviews due a reminder: booked (not cancelled or started),
   * never reminded, starting within a day but not in the next few minutes. The
   * update marks them in the same statement that finds them, and SKIP LOCKED
   * keeps two instances from taking the same row.
   */
  async function claimDue(now: Date): Promise<DueReminder[]> {
    const { rows } = await db.execute(sql`
      with due as (
        select id from scheduled_calls
        where status = 'scheduled' and reminder_sent_at is null
          and starts_at > ${new Date(now.getTime() + REMINDER_TOO_LATE_MS)}
          and starts_at <= ${new Date(now.getTime() + REMINDER_LEAD_MS)}
        order by starts_at
        limit ${REMINDERS_PER_RUN}
        for update skip locked
      )
      update scheduled_calls c set reminder_sent_at = ${now}
      from due, users u
      where c.id = due.id and u.id = c.user_id
        -- An account made by the provider without an address has a placeholder that no mail can reach.
        and u.email not like '%@users.invalid'
      returning c.id, c.starts_at, c.time_zone, c.topics, u.email, u.first_name`);
    return rows as unknown as DueReminder[];
  }

  function reminderOf(call: DueReminder) {
    const startsAt = new Date(call.starts_at);
    const when = whenInTimeZone(startsAt, call.time_zone);
    const topics = call.topics.join(' and ').toLowerCase();
    return composeMail({
      to: call.email,
      subject: `Reminder: your Heirloom interview on ${when}`,
      paragraphs: [
        call.first_name ? `Hello ${call.first_name},` : 'Hello,',
        `This is a reminder of the interview you booked for ${when} (${call.time_zone.replace(/_/g, ' ')} time).`,
        `Clio will ask you about ${topics}. When it is time, open Heirloom and start the interview from your Dashboard. It takes about 45 minutes, and you can pause whenever you like.`,
      ],
      ...(appUrl ? { link: { href: appUrl, label: 'Open Heirloom' } } : {}),
      after: [
        'The attached calendar file adds the interview to your calendar.',
        'If the time no longer suits you, you can cancel it on your Dashboard and book another.',
      ],
      attachments: [
        {
          filename: 'heirloom-interview.ics',
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: interviewCalendarFile({ id: call.id, startsAt, topics: call.topics }, { appUrl }),
        },
      ],
    });
  }

  return {
    /** Sends the reminders due at `now`; answers how many went out. Does nothing when e-mail is not configured. */
    async sendDue(now = new Date()) {
      if (!mailer.configured) return 0;
      let sent = 0;
      for (const call of await claimDue(now)) {
        try {
          await mailer.send(reminderOf(call));
          sent++;
        } catch (error) {
          log.warn({ err: error }, 'could not send an interview reminder; trying again on the next run');
          // Unclaimed, so the next run tries again while the interview is still ahead.
          await db.execute(sql`update scheduled_calls set reminder_sent_at = null where id = ${call.id}`);
        }
      }
      return sent;
    },
  };
}
