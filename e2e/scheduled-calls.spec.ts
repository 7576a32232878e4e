/**
 * Book an interview (Schedule a Call made real, issue 12, part 5; named for what it books, decision 205): a booking is stored, listed on the Dashboard under Upcoming
 * interviews with "Add to calendar" (an .ics file a real iCalendar parser reads) and Cancel; a time that has
 * passed is refused with a message beside the form, and nothing chosen is lost.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { format } from 'date-fns';
import ICAL from 'ical.js';
import { scheduledCallMessages } from '#shared/scheduled-calls.ts';
import { zoneWhereNineHasPassed } from '../server/test/fixtures/time-zones.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { expectToast, openSection, shot } from './support/memories.ts';

const upcomingPanel = (page: Page) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('button', { name: 'Upcoming interviews', exact: true }) });

async function chooseInCalendar(page: Page, day: Date) {
  const sheet = page.getByRole('dialog', { name: 'Book an interview' });
  const today = new Date();
  if (day.getMonth() !== today.getMonth()) await sheet.getByRole('button', { name: /next month/i }).click();
  await sheet.locator(`[data-day="${format(day, 'yyyy-MM-dd')}"] button`).click();
}

test.describe('Upcoming interviews', () => {
  // A browser in the United States: dates and times as before decision 205; en-GB is tested below.
  test.use({ locale: 'en-US' });

  test('a new account has none booked and is offered Book an interview', async ({ signedInPage: page }) => {
    await openSection(page, 'Dashboard');
    const upcoming = upcomingPanel(page);
    await expect(upcoming.getByText('No interviews booked yet.')).toBeVisible();
    await upcoming.getByRole('button', { name: 'Book an interview' }).click();
    await expect(page.getByRole('dialog', { name: 'Book an interview' })).toBeVisible();
  });

  test('a booked interview is listed, goes into a calendar as the same time, and can be cancelled', {
    tag: '@both-widths',
  }, async ({ signedInPage: page }) => {
    await openSection(page, 'Dashboard');
    await upcomingPanel(page).getByRole('button', { name: 'Book an interview' }).click();
    const sheet = page.getByRole('dialog', { name: 'Book an interview' });
    const today = new Date();
    const day = new Date(today.getFullYear(), today.getMonth() + 1, 12);
    await chooseInCalendar(page, day);
    await sheet.getByText('2:00 PM', { exact: true }).click();
    await sheet.getByText('Childhood', { exact: true }).click();
    await sheet.getByText('Family', { exact: true }).click();
    await sheet.getByRole('button', { name: 'Book this interview' }).click();
    await expectToast(
      page,
      'Interview booked',
      `Your interview with Clio is booked for ${format(day, 'EEEE, MMMM d, yyyy')} at 2:00 PM.`,
      'success',
    );

    const booked = upcomingPanel(page).getByRole('listitem');
    await expect(booked).toHaveCount(1);
    // The list says it as the message did.
    await expect(booked).toContainText(`${format(day, 'EEEE, MMMM d, yyyy')} at 2:00 PM`);
    await expect(booked).toContainText('About Childhood and Family');
    await shot(page, 'upcoming-interviews');
    await expectNoSeriousA11yViolations(page);

    const downloading = page.waitForEvent('download');
    await booked.getByRole('link', { name: 'Add to calendar' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('heirloom-interview.ics');
    const calendar = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, 'utf8')));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Heirloom interview: Childhood & Family');
    // The browser's 2 PM on that day, wherever the browser is.
    const twoPm = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 14, 0);
    expect(event.startDate.toJSDate().getTime()).toBe(twoPm.getTime());
    expect(event.endDate.toJSDate().getTime() - twoPm.getTime()).toBe(45 * 60 * 1000);

    await booked.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this interview?' });
    await expect(confirm.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(booked).toHaveCount(1);
    await expect(booked.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await booked.getByRole('button', { name: 'Cancel' }).click();
    await confirm.getByRole('button', { name: 'Cancel interview' }).click();
    await expectToast(page, 'Interview cancelled', 'It has been taken off your list.');
    await expect(upcomingPanel(page).getByText('No interviews booked yet.')).toBeVisible();
    expect(await (await page.request.get('/api/scheduled-calls')).json()).toEqual([]);
  });

  test.describe('where 9 in the morning has already gone today', () => {
    test.use({ timezoneId: zoneWhereNineHasPassed() });

    test('a time that has passed is refused beside the form, and what was chosen stays', async ({
      signedInPage: page,
    }) => {
      await openSection(page, 'Dashboard');
      await upcomingPanel(page).getByRole('button', { name: 'Book an interview' }).click();
      const sheet = page.getByRole('dialog', { name: 'Book an interview' });
      const today = await page.evaluate(() => {
        const now = new Date();
        return [now.getFullYear(), now.getMonth(), now.getDate()] as const;
      });
      await chooseInCalendar(page, new Date(...today));
      await sheet.getByText('9:00 AM', { exact: true }).click();
      await sheet.getByText('Career', { exact: true }).click();
      await sheet.getByRole('button', { name: 'Book this interview' }).click();
      await expect(
        sheet.getByText(`${scheduledCallMessages.timePassed} What you chose is still here.`),
      ).toBeVisible();
      await expect(sheet.getByRole('radio', { name: '9:00 AM' })).toBeChecked();
      await expect(sheet.getByRole('checkbox', { name: 'Career' })).toBeChecked();
      await shot(page, 'schedule-call-time-passed');
      expect(await (await page.request.get('/api/scheduled-calls')).json()).toEqual([]);
    });
  });
});

test.describe('in a British browser (decision 205)', () => {
  test.use({ locale: 'en-GB' });

  test('the week starts on Monday, and days and times are written the British way', {
    tag: '@both-widths',
  }, async ({ signedInPage: page }) => {
    await openSection(page, 'Dashboard');
    const opener = upcomingPanel(page).getByRole('button', { name: 'Book an interview' });
    await opener.click();
    const sheet = page.getByRole('dialog', { name: 'Book an interview' });
    await expect(sheet).toBeVisible();
    const weekdays = sheet.locator('.rdp-weekday');
    await expect(weekdays.first()).toHaveAttribute('aria-label', 'Monday');
    await expect(weekdays.last()).toHaveAttribute('aria-label', 'Sunday');
    // The 24-hour clock, as a British browser counts the hours.
    await expect(sheet.getByRole('radio', { name: '09:00' })).toBeAttached();
    await expect(sheet.getByRole('radio', { name: '16:00' })).toBeAttached();
    await expect(sheet.getByText('PM', { exact: false })).toHaveCount(0);
    await shot(page, 'book-interview-en-gb');
    await expectNoSeriousA11yViolations(page, { include: '[role="dialog"]' });

    const today = new Date();
    const day = new Date(today.getFullYear(), today.getMonth() + 1, 12);
    await chooseInCalendar(page, day);
    const british = format(day, 'EEEE d MMMM yyyy');
    await expect(sheet.getByText(`Chosen: ${british}`, { exact: true })).toBeVisible();
    await sheet.getByText('10:00', { exact: true }).click();
    await expect(sheet.getByRole('radio', { name: '10:00' })).toBeFocused();
    await sheet.getByText('Childhood', { exact: true }).click();
    const booking = page.waitForRequest(
      (request) => request.url().endsWith('/api/scheduled-calls') && request.method() === 'POST',
    );
    await sheet.getByRole('button', { name: 'Book this interview' }).click();
    // What is sent stays the spec's time; only the words on the screen changed.
    expect((await booking).postDataJSON()).toMatchObject({ time: '10:00 AM', topics: ['Childhood'] });
    await expectToast(
      page,
      'Interview booked',
      `Your interview with Clio is booked for ${british} at 10:00.`,
      'success',
    );
    await expect(sheet).toBeHidden();
    // Focus goes to what was just made: the booking, in the words the message used.
    const booked = upcomingPanel(page).getByRole('listitem');
    await expect(booked.getByText(`${british} at 10:00`, { exact: true })).toBeFocused();
    await shot(page, 'interview-booked-en-gb');
    await expectNoSeriousA11yViolations(page);
  });
});
