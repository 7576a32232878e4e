import { describe, expect, it } from 'vitest';
import { formatPerson, isUnnamedRelative, parsePerson } from './person.ts';

describe('person: the Memory DNA form and back', () => {
  it.each([
    ['Tom (brother)', { name: 'Tom', relation: 'brother' }],
    ['Harold Kim (mentor)', { name: 'Harold Kim', relation: 'mentor' }],
    ['Mother', { name: 'Mother', relation: 'mother' }],
    ['Walter', { name: 'Walter' }],
    ['Mr. Miller', { name: 'Mr. Miller' }],
  ])('%s ⇄ %o', (entry, person) => {
    expect(parsePerson(entry)).toEqual(person);
    expect(formatPerson(person)).toBe(entry);
  });

  it('reads a saved entry with stray spaces', () => {
    expect(parsePerson('  Linda  (best friend) ')).toEqual({ name: 'Linda', relation: 'best friend' });
  });

  it('tells an unnamed relative from a named one', () => {
    expect(isUnnamedRelative({ name: 'Mother', relation: 'mother' })).toBe(true);
    expect(isUnnamedRelative({ name: 'Tom', relation: 'brother' })).toBe(false);
    expect(isUnnamedRelative({ name: 'Walter' })).toBe(false);
  });
});
