import { describe, expect, it } from 'vitest';
import { refreshedSuggestions } from './refreshed-suggestions.ts';

const misheard = {
  whenHappened: null,
  whereHappened: 'Color Wheel',
  peopleInvolved: ['father'],
  topics: ['Family'],
};
const corrected = {
  whenHappened: '1963',
  whereHappened: 'Dayton',
  peopleInvolved: ['father'],
  topics: ['Family', 'Work'],
};

describe('Memory DNA after a transcript is corrected', () => {
  it('replaces what the misheard words suggested with what the corrected words suggest', () => {
    const stillSuggested = { ...misheard, topics: ['Family'], peopleInvolved: ['father'] };
    expect(refreshedSuggestions(stillSuggested, misheard, corrected)).toEqual(corrected);
  });

  it('keeps every field she set herself, and fills only the others', () => {
    const hers = {
      whenHappened: 'Summer 1963',
      whereHappened: 'Grandma’s kitchen',
      peopleInvolved: ['Dad', 'Uncle Jim'],
      topics: [],
    };
    expect(refreshedSuggestions(hers, misheard, corrected)).toEqual({
      ...hers,
      topics: ['Family', 'Work'],
    });
  });

  it('drops a suggestion that only the misheard words made, when the corrected words suggest none', () => {
    const result = refreshedSuggestions(misheard, misheard, { ...corrected, whereHappened: null });
    expect(result.whereHappened).toBeNull();
  });

  it('reads a list as the same suggestion whatever its order', () => {
    const before = { ...misheard, peopleInvolved: ['Tom', 'Rose'] };
    const now = { ...misheard, peopleInvolved: ['Rose', 'Tom'] };
    expect(refreshedSuggestions(now, before, corrected).peopleInvolved).toEqual(['father']);
  });
});
