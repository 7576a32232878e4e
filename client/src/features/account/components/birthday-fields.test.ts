import { describe, expect, it } from 'vitest';
import { birthdayProblem, profileMessages } from '#shared/profile.ts';
import { dayFromParts } from './birthday-fields.tsx';

describe('a birthday typed as Day, Month and Year', () => {
  it('is saved as the same date', () => {
    expect(dayFromParts({ day: '14', month: '3', year: '1948' })).toBe('1948-03-14');
    expect(dayFromParts({ day: '4', month: '11', year: '1939' })).toBe('1939-11-04');
  });

  it('left empty is no birthday', () => {
    expect(dayFromParts({ day: ' ', month: '', year: '' })).toBe('');
  });

  it('half filled or not a date is refused with the plain message', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    for (const parts of [
      { day: '14', month: '', year: '1948' },
      { day: '31', month: '2', year: '1950' },
      { day: 'x', month: '3', year: '1948' },
      { day: '14', month: '3', year: '48' },
    ]) {
      expect(birthdayProblem(dayFromParts(parts), now)).toBe(profileMessages.birthdayInvalid);
    }
  });
});
