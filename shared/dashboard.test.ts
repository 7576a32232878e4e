import { describe, expect, it } from 'vitest';
import { storyProgressPercent, topicsByFrequency } from './dashboard.ts';

describe('storyProgressPercent (spec §9)', () => {
  it.each([
    [0, 0],
    [1, 20],
    [3, 60],
    [5, 100],
    [8, 100],
    [-1, 0],
  ])('%i phone sessions give %i%%', (sessions, percent) => {
    expect(storyProgressPercent(sessions)).toBe(percent);
  });
});

describe('topicsByFrequency', () => {
  it('lists every topic once, most frequent first, ties in the order first met', () => {
    expect(
      topicsByFrequency([
        ['Travel', 'Family'],
        ['family ', 'Career'],
        ['Career', 'Family', 'Hobbies'],
      ]),
    ).toEqual([
      { topic: 'Family', count: 3 },
      { topic: 'Career', count: 2 },
      { topic: 'Travel', count: 1 },
      { topic: 'Hobbies', count: 1 },
    ]);
  });

  it('counts a topic once per memory and ignores blank tags', () => {
    expect(topicsByFrequency([['Family', 'family', ' '], []])).toEqual([{ topic: 'Family', count: 1 }]);
  });
});
