import { describe, expect, it } from 'vitest';
import { releasedSentence } from './release-everything.tsx';
import { withArticle } from './role-sentences.ts';
import { firstNameOf, upcomingSentence } from './storyteller-stories.tsx';

describe('the family circle in words', () => {
  it('says how much "Release everything so far" shared', () => {
    expect(releasedSentence(12, null)).toBe('12 memories, chapters and books are now shared.');
    expect(releasedSentence(1, null)).toBe('1 memory, chapter or book is now shared.');
    expect(releasedSentence(3, '2030-06-01')).toBe(
      '3 memories, chapters and books open on 1 June 2030 for your family.',
    );
    expect(releasedSentence(0, null)).toBe('Everything you have so far was already shared (or left out).');
  });

  it('says what opens later without naming it', () => {
    expect(upcomingSentence(3, '2030-06-01')).toBe('3 memories open on 1 June 2030');
    expect(upcomingSentence(1, '2030-06-01')).toBe('1 memory opens on 1 June 2030');
  });

  it('names people and roles as a person would', () => {
    expect(firstNameOf('Rose Miller')).toBe('Rose');
    expect(firstNameOf('rose@example.org')).toBe('rose@example.org');
    expect(withArticle('Editor')).toBe('an Editor');
    expect(withArticle('Reader')).toBe('a Reader');
  });
});
