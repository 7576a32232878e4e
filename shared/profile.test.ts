import { describe, expect, it } from 'vitest';
import { birthdayProblem, phoneProblem, profileFieldProblems, profileMessages } from './profile.ts';

const now = new Date('2026-06-15T12:00:00Z');

describe('birthdayProblem', () => {
  it('accepts a real past date and today', () => {
    expect(birthdayProblem('1948-03-14', now)).toBeUndefined();
    expect(birthdayProblem('2026-06-15', now)).toBeUndefined();
  });
  it('refuses the future, impossible dates and absurd ages', () => {
    expect(birthdayProblem('2026-06-17', now)).toBe(profileMessages.birthdayFuture);
    expect(birthdayProblem('1950-02-30', now)).toBe(profileMessages.birthdayInvalid);
    expect(birthdayProblem('14.03.1948', now)).toBe(profileMessages.birthdayInvalid);
    expect(birthdayProblem('1890-01-01', now)).toBe(profileMessages.birthdayTooOld);
  });
});

describe('phoneProblem', () => {
  it.each(['+1 555 010 0100', '(030) 1234-5678', '0044.20.7946.0958'])('accepts %s', (phone) => {
    expect(phoneProblem(phone)).toBeUndefined();
  });
  it.each(['12345', 'call me', '+1 555 010 0100 0100 0100', '555-CALL-NOW'])('refuses %s', (phone) => {
    expect(phoneProblem(phone)).toBe(profileMessages.phoneInvalid);
  });
});

describe('profileFieldProblems', () => {
  it('names each wrong field once, and nothing for a valid form', () => {
    expect(
      profileFieldProblems({
        email: 'ann@example.org',
        firstName: 'Ann',
        phone: '',
        birthday: '',
        language: 'en',
      }),
    ).toEqual({});
    expect(profileFieldProblems({ email: '', language: 'xx' as 'en', phone: '1' })).toEqual({
      email: profileMessages.emailRequired,
      language: profileMessages.languageInvalid,
      phone: profileMessages.phoneInvalid,
    });
  });
});
