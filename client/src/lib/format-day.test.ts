import { describe, expect, it } from 'vitest';
import { formatDay } from './format-day.ts';

describe('dates as people write them', () => {
  it('writes a stored day as "22 November 2026" in English', () => {
    expect(formatDay('2026-11-22', 'en')).toBe('22 November 2026');
    expect(formatDay('1948-03-04')).toBe('4 March 1948');
  });

  it('keeps the calendar day of a yyyy-mm-dd date wherever the reader is', () => {
    expect(formatDay('2026-01-01', 'en')).toBe('1 January 2026');
  });

  it('follows the profile language', () => {
    expect(formatDay('2026-11-22', 'es')).toBe('22 de noviembre de 2026');
    expect(formatDay('2026-11-22', 'de')).toBe('22. November 2026');
    expect(formatDay('2026-11-22', 'fr')).toBe('22 novembre 2026');
  });

  it('writes a timestamp as its day', () => {
    expect(formatDay(new Date(2026, 10, 22, 23, 59), 'en')).toBe('22 November 2026');
  });
});
