import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPCOMING_CALLS, scheduledCallMessages } from '#shared/scheduled-calls.ts';
import { zoneWhereNineHasPassed } from '../../../test/fixtures/time-zones.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';
import { startOf } from './scheduled-calls.service.ts';

let t: TestApp;
let rose: Person;
beforeAll(async () => {
  t = await createTestApp();
  rose = await t.signUp('rose@example.org');
});
afterAll(() => t.close());

/** A day some weeks ahead, as the calendar sends it (yyyy-mm-dd). */
function dayAhead(days: number) {
  const day = new Date(Date.now() + days * 24 * 3600 * 1000);
  return day.toISOString().slice(0, 10);
}

const booking = (overrides: Record<string, unknown> = {}) => ({
  day: dayAhead(21),
  time: '10:00 AM',
  timeZone: 'Europe/London',
  topics: ['Childhood', 'Family'],
  ...overrides,
});

const countCalls = async () =>
  (await t.pool.query('select count(*)::int as n from scheduled_calls')).rows[0].n as number;

describe('Schedule a Call', () => {
  it('stores the chosen day, time, time zone and topics, and lists it under Upcoming interviews', async () => {
    const booked = await rose.post('/api/scheduled-calls', booking({ day: dayAhead(30), time: '2:00 PM' }));
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      day: dayAhead(30),
      time: '2:00 PM',
      timeZone: 'Europe/London',
      topics: ['Childhood', 'Family'],
    });
    const listed = await rose.get('/api/scheduled-calls');
    expect(listed.json()).toContainEqual(booked.json());
  });

  it('starts at the chosen time in the person’s own time zone, summer time included', () => {
    expect(startOf({ day: '2027-07-05', time: '9:00 AM', timeZone: 'America/New_York' }).toISOString()).toBe(
      '2027-07-05T13:00:00.000Z',
    );
    expect(startOf({ day: '2027-01-05', time: '9:00 AM', timeZone: 'America/New_York' }).toISOString()).toBe(
      '2027-01-05T14:00:00.000Z',
    );
    expect(startOf({ day: '2027-07-05', time: '1:00 PM', timeZone: 'Europe/London' }).toISOString()).toBe(
      '2027-07-05T12:00:00.000Z',
    );
  });

  it('lists the soonest first and not another person’s', async () => {
    const walter = await t.signUp();
    await walter.post('/api/scheduled-calls', booking({ day: dayAhead(40) }));
    await walter.post('/api/scheduled-calls', booking({ day: dayAhead(10), topics: ['Travel'] }));
    const listed = (await walter.get('/api/scheduled-calls')).json() as Array<{
      day: string;
      topics: string[];
    }>;
    expect(listed.map((call) => call.day)).toEqual([dayAhead(10), dayAhead(40)]);
    const rosesDays = ((await rose.get('/api/scheduled-calls')).json() as Array<{ day: string }>).map(
      (call) => call.day,
    );
    expect(rosesDays).not.toContain(dayAhead(40));
  });

  it.each([
    [{ day: '2020-01-01' }, scheduledCallMessages.dayPassed],
    [{ day: dayAhead(365 * 3) }, scheduledCallMessages.tooFarAhead],
    [{ day: '2027-02-30' }, 'Please choose a day in the calendar.'],
    [{ day: 'next tuesday' }, 'Please choose a day in the calendar.'],
    [{ time: '3:30 AM' }, 'Please choose one of the times shown.'],
    [{ topics: [] }, scheduledCallMessages.noTopic],
    [{ topics: ['Politics'] }, 'Please choose topics from the list.'],
    [{ timeZone: 'Mars/Olympus_Mons' }, scheduledCallMessages.unknownTimeZone],
  ])('refuses %j with a message that says what to do, and stores nothing', async (change, message) => {
    const before = await countCalls();
    const response = await rose.post('/api/scheduled-calls', booking(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await countCalls()).toBe(before);
  });

  it('refuses a time that has already passed today, where the person is', async () => {
    const zone = zoneWhereNineHasPassed();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
    const before = await countCalls();
    const past = await rose.post(
      '/api/scheduled-calls',
      booking({ day: today, time: '9:00 AM', timeZone: zone }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(scheduledCallMessages.timePassed);
    expect(await countCalls()).toBe(before);
  });

  it('cancels a booked interview, which then leaves the list and cannot be cancelled again', async () => {
    const booked = (await rose.post('/api/scheduled-calls', booking({ day: dayAhead(50) }))).json();
    expect((await rose.post(`/api/scheduled-calls/${booked.id}/cancel`)).statusCode).toBe(204);
    const listed = (await rose.get('/api/scheduled-calls')).json() as Array<{ id: string }>;
    expect(listed.map((call) => call.id)).not.toContain(booked.id);
    expect((await rose.post(`/api/scheduled-calls/${booked.id}/cancel`)).statusCode).toBe(404);
    expect((await rose.get(`/api/scheduled-calls/${booked.id}/calendar.ics`)).statusCode).toBe(404);
  });

  it('offers a calendar file a real iCalendar parser reads back as the booked interview', async () => {
    const booked = (
      await rose.post(
        '/api/scheduled-calls',
        booking({ day: '2027-07-05', time: '11:00 AM', timeZone: 'America/Chicago' }),
      )
    ).json();
    const response = await rose.get(`/api/scheduled-calls/${booked.id}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="heirloom-interview.ics"');
    expect(response.body).toContain('\r\n');

    const calendar = new ICAL.Component(ICAL.parse(response.body));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`${booked.id}@heirloom`);
    expect(event.summary).toBe('Heirloom interview: Childhood & Family');
    expect(event.description).toContain('childhood and family');
    // 11 AM in Chicago in July (CDT, UTC−5) is 16:00 UTC; the interview is planned for 45 minutes.
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-07-05T16:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-07-05T16:45:00.000Z');
    const reminder = calendar.getFirstSubcomponent('vevent')!.getFirstSubcomponent('valarm')!;
    expect(String(reminder.getFirstPropertyValue('trigger'))).toBe('-PT30M');
  });

  it(`keeps at most ${MAX_UPCOMING_CALLS} interviews booked, even when asked for many at once`, async () => {
    const busy = await t.signUp();
    const answers = await Promise.all(
      Array.from({ length: MAX_UPCOMING_CALLS + 3 }, (_, i) =>
        busy.post('/api/scheduled-calls', booking({ day: dayAhead(20 + i) })),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(MAX_UPCOMING_CALLS);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json().message).toBe(scheduledCallMessages.tooMany);
    expect((await busy.get('/api/scheduled-calls')).json()).toHaveLength(MAX_UPCOMING_CALLS);
  });

  it('goes with the account when it is deleted', async () => {
    const leaving = await t.signUp('leaving@example.org', 'correct horse battery');
    await leaving.post('/api/scheduled-calls', booking());
    const deleted = await leaving.post('/api/account/delete', {
      email: leaving.email,
      currentPassword: leaving.password,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const left = await t.pool.query('select count(*)::int as n from scheduled_calls where user_id = $1', [
      leaving.user.id,
    ]);
    expect(left.rows[0].n).toBe(0);
  });
});
