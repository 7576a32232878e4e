import { describe, expect, it } from 'vitest';
import {
  isMomentAnswered,
  isQuestionAnswered,
  storyProgress,
  storyProgressPercent,
  topicsByFrequency,
} from './dashboard.ts';

describe('storyProgressPercent (decision 204)', () => {
  it.each([
    [0, 0],
    [1, 5],
    [3, 15],
    [20, 100],
    [28, 100],
    [-1, 0],
  ])('%i memories give %i%%', (memories, percent) => {
    expect(storyProgressPercent(memories)).toBe(percent);
  });

  it('adds every kind of memory into the total the ring counts', () => {
    expect(storyProgress({ interviews: 1, writtenMemories: 2, recordings: 3, uploadedFiles: 4 })).toEqual({
      interviews: 1,
      writtenMemories: 2,
      recordings: 3,
      uploadedFiles: 4,
      total: 10,
      percent: 50,
    });
  });
});

describe('answered questions (decision 203)', () => {
  const today =
    'Your earliest memory. What is the very first thing you remember, and who was there with you?';

  it('a question is answered by an answer to the whole of it, or to its question alone, as written or not', () => {
    expect(isQuestionAnswered(today, [today])).toBe(true);
    expect(
      isQuestionAnswered(today, [
        '  your earliest memory.  what is the very first thing you remember, and who was there with you',
      ]),
    ).toBe(true);
    expect(
      isQuestionAnswered(today, ['What is the very first thing you remember, and who was there with you?']),
    ).toBe(true);
    expect(
      isQuestionAnswered(today, [
        'Your first job. What was your first job, and what did you do with your first pay?',
      ]),
    ).toBe(false);
    expect(isQuestionAnswered(today, ['remember'])).toBe(false);
    expect(isQuestionAnswered(today, [])).toBe(false);
  });

  it('a missing moment is covered once the question that names it is answered', () => {
    expect(isMomentAnswered('Your earliest memory', [today])).toBe(true);
    expect(isMomentAnswered('Your earliest memory', ['Your earliest memory'])).toBe(true);
    expect(isMomentAnswered('Your first job', [today])).toBe(false);
    expect(isMomentAnswered('Your earliest memory', ['Your earliest memory was at the sea. Where?'])).toBe(
      false,
    );
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
