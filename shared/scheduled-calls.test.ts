import { describe, expect, it } from 'vitest';
import { SCHEDULE_TIMES } from './phone-sessions.ts';
import { isDue, isKnownTimeZone, scheduleCallSchema, timeOfDay } from './scheduled-calls.ts';

describe('booked interviews', () => {
  it('reads every time the panel offers as a clock time', () => {
    expect(SCHEDULE_TIMES.map(timeOfDay)).toEqual([
      { hours: 9, minutes: 0 },
      { hours: 10, minutes: 0 },
      { hours: 11, minutes: 0 },
      { hours: 13, minutes: 0 },
      { hours: 14, minutes: 0 },
      { hours: 15, minutes: 0 },
      { hours: 16, minutes: 0 },
    ]);
  });

  it('knows real time zones and not made-up ones', () => {
    expect(isKnownTimeZone('Europe/London')).toBe(true);
    expect(isKnownTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isKnownTimeZone('Europe/Atlantis')).toBe(false);
  });

  it('is due from its start on', () => {
    const call = { startsAt: '2027-03-01T10:00:00.000Z' };
    expect(isDue(call, new Date('2027-03-01T09:59:00Z'))).toBe(false);
    expect(isDue(call, new Date('2027-03-01T10:00:00Z'))).toBe(true);
    expect(isDue(call, new Date('2027-03-01T11:30:00Z'))).toBe(true);
  });

  it('keeps each topic once', () => {
    const parsed = scheduleCallSchema.parse({
      day: '2027-03-01',
      time: '9:00 AM',
      timeZone: 'Europe/London',
      topics: ['Family', 'Family', 'Travel'],
    });
    expect(parsed.topics).toEqual(['Family', 'Travel']);
  });
});
