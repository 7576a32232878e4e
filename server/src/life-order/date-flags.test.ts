import { describe, expect, it } from 'vitest';
import { birthYearOf, flagDate, type MemoryToCheck } from './date-flags.ts';

const memory = (
  text: string,
  whenHappened: string | null,
  extra: Partial<MemoryToCheck> = {},
): MemoryToCheck => ({
  text,
  whenHappened,
  readWhen: whenHappened,
  answer: false,
  ...extra,
});
const rules = (m: MemoryToCheck, birth: number | null = 1941) => flagDate(m, birth).map((flag) => flag.rule);

describe('dates that look wrong', () => {
  it('flags a year read from a clause about someone else, and offers the year that is hers', () => {
    const stella = memory(
      'In 1969 I worked at aunt stella’s butcher shop. She spoke polish like a peasant from nineteen ten.',
      '1910',
    );
    const [flag] = flagDate(stella, 1941);
    expect(flag).toMatchObject({ rule: 'someone-else', years: [1969] });
    expect(flag!.message).toContain('1910 was read from words about someone else');
    const singer = memory(
      'My father bought the singer machine in 1938, and I learned to sew on it in 1949.',
      '1938',
    );
    expect(flagDate(singer, null)).toEqual([
      expect.objectContaining({ rule: 'someone-else', years: [1949] }),
    ]);
    // With no year of hers beside it, the year of a memory about someone else is taken as its date.
    expect(rules(memory('My brother Janek left for the army in 1958. I kept his letters.', '1958'))).toEqual(
      [],
    );
  });

  it('leaves her own years alone', () => {
    expect(rules(memory('I was born on the 14th of March 1941 in Kraków.', '1941'))).toEqual([]);
    expect(rules(memory('We married in June 1963, and my mother cried.', '1963'))).toEqual([]);
    expect(rules(memory('The pierogi recipe: flour, water, potatoes.', null))).toEqual([]);
  });

  it('flags a memory she tells dated before her birth, and an answer too, but not family history', () => {
    expect(rules(memory('I remember the war starting in 1939.', '1939'))).toEqual(['before-birth']);
    expect(rules(memory('well my mother zofia she was a seamstress', '1938', { answer: true }))).toEqual([
      'before-birth',
    ]);
    expect(rules(memory('Grandfather came over from Galicia in 1905.', '1905'))).toEqual([]);
  });

  it('flags years far apart in one memory when both are hers, unless the year is one she typed herself', () => {
    const hospital = memory('I started at the hospital in 1970. I retired from it in 2004.', '1970');
    expect(flagDate(hospital, 1941)).toEqual([
      expect.objectContaining({ rule: 'years-apart', years: [2004] }),
    ]);
    expect(rules({ ...hospital, readWhen: '2004' })).toEqual([]);
    // Wigilia dated 2009 from "After 2009 it was Andrzej's plate": that year is not hers, and 1952 is.
    const wigilia = memory(
      'Every Wigilia in 1952 we set a plate for the stranger. After 2009 it was Andrzej’s plate.',
      '2009',
    );
    expect(flagDate(wigilia, 1941)).toEqual([
      expect.objectContaining({ rule: 'someone-else', years: [1952] }),
    ]);
    expect(rules({ ...wigilia, whenHappened: '1952' })).toEqual([]);
  });
});

describe('her birth year', () => {
  it('comes from the profile first, else from “I was born”', () => {
    const born = [memory('I was born on the 14th of March nineteen forty one.', null)];
    expect(birthYearOf('1941-03-14', [])).toEqual({ year: 1941, from: 'profile' });
    expect(birthYearOf(null, born)).toEqual({ year: 1941, from: 'memory' });
    expect(birthYearOf(null, [memory('We moved in 1969.', null)])).toEqual({ year: null, from: null });
  });
});
