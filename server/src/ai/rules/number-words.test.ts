import { describe, expect, it } from 'vitest';
import { numberWordValue, spelledYearsToDigits } from './number-words.ts';

describe('spelledYearsToDigits', () => {
  it.each([
    ['in nineteen sixty five we moved', 'in 1965 we moved'],
    ['the summer of nineteen seventy three and me', 'the summer of 1973 and me'],
    ['Nineteen-forty-two', '1942'],
    ['nineteen oh five', '1905'],
    ['nineteen hundred', '1900'],
    ['eighteen ninety nine', '1899'],
    ['the nineteen sixties were wild', 'the 1960s were wild'],
    ['in two thousand and three', 'in 2003'],
    ['two thousand twelve', '2012'],
    ['twenty ten', '2010'],
    ['nineteen hundred and fifty two was the year', '1952 was the year'],
    ['it was nineteen eighty uh four when', 'it was 1984 when'],
    ['in um nineteen sixty one', 'in um 1961'],
  ])('%s → %s', (input, expected) => {
    expect(spelledYearsToDigits(input)).toBe(expected);
  });

  it.each([
    'when I was nineteen',
    'twenty five years',
    'twenty six miles',
    'one and two',
    'I was seven',
    'five um six of us',
  ])('leaves ages and counts alone: %s', (input) => {
    expect(spelledYearsToDigits(input)).toBe(input);
  });
});

describe('numberWordValue', () => {
  it('reads words, compounds and digits', () => {
    expect(numberWordValue('seven')).toBe(7);
    expect(numberWordValue('fifty-two')).toBe(52);
    expect(numberWordValue('twelve')).toBe(12);
    expect(numberWordValue('12')).toBe(12);
    expect(numberWordValue('walking')).toBeNull();
  });
});
