import { describe, expect, it } from 'vitest';
import { bookingDay, bookingTime, bookingWhen, firstDayOfRegion, firstDayOfWeek } from './booking-dates.ts';

const sunday = new Date(2026, 10, 29);

describe('a booked interview, written as the browser’s region writes it', () => {
  it('in Britain: day first with no comma, and the 24-hour clock', () => {
    expect(bookingDay(sunday, 'en-GB')).toBe('Sunday 29 November 2026');
    expect(bookingTime(14, 0, 'en-GB')).toBe('14:00');
    expect(bookingWhen(sunday, 10, 0, 'en-GB')).toBe('Sunday 29 November 2026 at 10:00');
  });

  it('in the United States: as before, month first and AM or PM', () => {
    expect(bookingWhen(sunday, 10, 0, 'en-US')).toBe('Sunday, November 29, 2026 at 10:00 AM');
    expect(bookingTime(14, 0, 'en-US')).toBe('2:00 PM');
  });

  it('in English, wherever the browser is', () => {
    expect(bookingDay(sunday, 'de-DE')).toBe('Sunday 29 November 2026');
    expect(bookingDay(sunday, 'not a locale')).toBe('Sunday, November 29, 2026');
  });
});

describe('the first day of the calendar’s week', () => {
  it('is Monday in Britain and Germany, Sunday in the United States', () => {
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('de-DE')).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(0);
  });

  it('falls back to the region’s custom where the browser does not say', () => {
    expect(firstDayOfRegion('GB')).toBe(1);
    expect(firstDayOfRegion('US')).toBe(0);
    expect(firstDayOfRegion('EG')).toBe(6);
    expect(firstDayOfRegion(undefined)).toBe(0);
  });
});
