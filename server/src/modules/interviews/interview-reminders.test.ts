import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '#server/mail/mailer.ts';
import { startSmtpTestServer } from '../../../test/smtp-test-server.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';
import { createInterviewReminders, whenInTimeZone } from './interview-reminders.ts';

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ env: { ...smtp.env, PUBLIC_URL: 'https://stories.example.org' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const HOUR = 60 * 60 * 1000;
const silentLog = { warn: () => {} };

async function book(person: Person, startsAt: Date, status = 'scheduled', timeZone = 'America/New_York') {
  const { rows } = await t.pool.query(
    `insert into scheduled_calls (user_id, starts_at, day, time, time_zone, topics, status)
     values ($1, $2, '2026-12-01', '9:00 AM', $3, $4, $5) returning id`,
    [person.user.id, startsAt, timeZone, ['Childhood', 'Family'], status],
  );
  return rows[0].id as string;
}

const reminders = () =>
  createInterviewReminders({
    db: t.db,
    mailer: createSmtpMailer({ smtpUrl: smtp.env.SMTP_URL, from: smtp.env.MAIL_FROM }),
    appUrl: 'https://stories.example.org',
    log: silentLog,
  });

describe('interview reminders', () => {
  it('mails one reminder a day ahead, with the time in the person’s time zone and the .ics, never twice', async () => {
    const person = await t.signUp();
    const now = new Date();
    const startsAt = new Date(now.getTime() + 3 * HOUR);
    const id = await book(person, startsAt);
    await book(person, new Date(now.getTime() + 3 * 24 * HOUR)); // too far ahead yet
    await book(person, new Date(now.getTime() + 2 * HOUR), 'cancelled');
    await book(person, new Date(now.getTime() + 5 * 60 * 1000)); // too late to help

    expect(await reminders().sendDue(now)).toBe(1);
    const mail = await smtp.nextTo(person.email);
    const when = whenInTimeZone(startsAt, 'America/New_York');
    expect(mail.subject).toBe(`Reminder: your Heirloom interview on ${when}`);
    expect(mail.text).toContain(`${when} (America/New York time)`);
    expect(mail.text).toContain('Clio will ask you about childhood and family.');
    expect(mail.text).toContain('https://stories.example.org');
    expect(mail.html).toContain('Open Heirloom');
    const calendar = mail.attachments.find((file) => file.filename === 'heirloom-interview.ics');
    expect(calendar?.content.toString()).toContain(`UID:${id}@heirloom`);

    expect(await reminders().sendDue(now)).toBe(0);
    expect(await reminders().sendDue(new Date(now.getTime() + HOUR))).toBe(0);
    await expect(smtp.nextTo(person.email, 300)).rejects.toThrow(/no e-mail arrived/);
    const stored = await t.pool.query('select reminder_sent_at from scheduled_calls where id = $1', [id]);
    expect(stored.rows[0].reminder_sent_at).not.toBeNull();
  });

  it('sends nothing for a cancelled interview, and nothing when e-mail is not configured', async () => {
    const person = await t.signUp();
    const now = new Date();
    const id = await book(person, new Date(now.getTime() + 4 * HOUR));
    await t.pool.query(`update scheduled_calls set status = 'cancelled' where id = $1`, [id]);
    expect(await reminders().sendDue(now)).toBe(0);

    const other = await t.signUp();
    await book(other, new Date(now.getTime() + 4 * HOUR));
    const unconfigured = createInterviewReminders({
      db: t.db,
      mailer: { configured: false, send: async () => {} },
      log: silentLog,
    });
    expect(await unconfigured.sendDue(now)).toBe(0);
    await expect(smtp.nextTo(other.email, 300)).rejects.toThrow(/no e-mail arrived/);
  });

  it('sends nothing to an account whose address is only a placeholder', async () => {
    const person = await t.signUp();
    await t.pool.query(`update users set email = $2 where id = $1`, [
      person.user.id,
      `${crypto.randomUUID()}@users.invalid`,
    ]);
    const id = await book(person, new Date(Date.now() + 6 * HOUR));
    await reminders().sendDue();
    const stored = await t.pool.query('select reminder_sent_at from scheduled_calls where id = $1', [id]);
    expect(stored.rows[0].reminder_sent_at).toBeNull();
  });

  it('tries again on the next run when the mail server was not reachable', async () => {
    const person = await t.signUp();
    const now = new Date();
    const id = await book(person, new Date(now.getTime() + 5 * HOUR), 'scheduled', 'Europe/London');
    const failing = createInterviewReminders({
      db: t.db,
      mailer: createSmtpMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'h@example.org' }),
      log: silentLog,
    });
    expect(await failing.sendDue(now)).toBe(0);
    const stored = await t.pool.query('select reminder_sent_at from scheduled_calls where id = $1', [id]);
    expect(stored.rows[0].reminder_sent_at).toBeNull();
    expect(await reminders().sendDue(now)).toBeGreaterThanOrEqual(1);
    expect((await smtp.nextTo(person.email)).text).toContain('(Europe/London time)');
  });
});
