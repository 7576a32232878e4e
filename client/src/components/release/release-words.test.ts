import { describe, expect, it } from 'vitest';
import { isoDayFromParts, opensOnProblem } from './day-fields.tsx';
import { releaseBadgeText } from './release-badge.tsx';
import { heldBackSentence, releaseResultSentence } from './use-release-actions.ts';

const id = '4b1f7a52-1f3b-4c38-9a51-52c0f0a9b111';

describe('the day a release opens, typed as Day, Month and Year', () => {
  it('puts the boxes together as yyyy-mm-dd', () => {
    expect(isoDayFromParts({ day: '1', month: '6', year: '2030' })).toBe('2030-06-01');
    expect(isoDayFromParts({ day: ' 14 ', month: '03', year: '2031' })).toBe('2031-03-14');
  });

  it('refuses what is not a real calendar day', () => {
    expect(isoDayFromParts({ day: '31', month: '2', year: '2030' })).toBeNull();
    expect(isoDayFromParts({ day: 'first', month: '6', year: '2030' })).toBeNull();
    expect(isoDayFromParts({ day: '1', month: '6', year: '30' })).toBeNull();
  });

  it('says what to fix: a real day, and one after today', () => {
    const now = new Date(2026, 10, 26);
    expect(opensOnProblem({ day: '', month: '', year: '' }, now)).toBe(
      'Please give the day, month and year as numbers, for example 1 6 2030.',
    );
    expect(opensOnProblem({ day: '26', month: '11', year: '2026' }, now)).toBe(
      'Please choose a day after today.',
    );
    expect(opensOnProblem({ day: '27', month: '11', year: '2026' }, now)).toBeNull();
  });
});

describe('the words of a release on a row', () => {
  it('says nothing for private, "Shared", "Opens on …" or "Left out" otherwise', () => {
    expect(releaseBadgeText(undefined)).toBeNull();
    expect(
      releaseBadgeText({ kind: 'fragment', id, state: 'released', opensOn: null, heldBack: false }),
    ).toBe('Shared');
    expect(
      releaseBadgeText({ kind: 'fragment', id, state: 'released', opensOn: '2030-06-01', heldBack: false }),
    ).toBe('Opens on 1 June 2030');
    expect(releaseBadgeText({ kind: 'file', id, state: 'left-out', opensOn: null, heldBack: false })).toBe(
      'Left out',
    );
    expect(releaseBadgeText({ kind: 'chapter', id, state: 'released', opensOn: null, heldBack: true })).toBe(
      'Held back: a memory in it is not shared',
    );
  });

  it('names the item in the sentence after a change', () => {
    expect(releaseResultSentence('Our wedding', 'released')).toBe(
      '“Our wedding” is now shared with your family.',
    );
    expect(releaseResultSentence('Our wedding', 'released', '2030-06-01')).toBe(
      '“Our wedding” opens on 1 June 2030 for your family.',
    );
    expect(releaseResultSentence('Our wedding', 'private')).toBe(
      '“Our wedding” is private again: only you can see it.',
    );
  });

  it('tells the truth about a chapter that a memory keeps from the family (N3)', () => {
    const chapterId = id;
    const seaWall = { chapterId, name: 'Blackpool sea wall, 1947', opensOn: '2026-12-25' };
    const tram = { chapterId, name: 'The tram', opensOn: '2026-12-01' };
    expect(heldBackSentence('A Childhood in the 1940s', [tram, seaWall])).toBe(
      '“A Childhood in the 1940s” opens on 25 December 2026 for your family, when “Blackpool sea wall, 1947” does.',
    );
    // Shared for a day after its memories open: its own day.
    expect(heldBackSentence('A Childhood in the 1940s', [tram], '2027-01-01')).toBe(
      '“A Childhood in the 1940s” opens on 1 January 2027 for your family.',
    );
    const diary = { chapterId, name: 'My diary', opensOn: null };
    expect(heldBackSentence('A Childhood in the 1940s', [seaWall, diary])).toBe(
      '“A Childhood in the 1940s” is shared, but your family will not see it while “My diary” is not shared. Share it too, or take it out of the chapter.',
    );
    expect(heldBackSentence('Work', [diary, { ...diary, name: 'Letters' }])).toBe(
      '“Work” is shared, but your family will not see it while “My diary” and 1 more are not shared. Share them too, or take them out of the chapter.',
    );
  });
});
