import { describe, expect, it } from 'vitest';
import { matchWords, wordMoments } from './transcript-words.ts';

const heard = [
  { word: 'my', startMs: 3000, endMs: 3200 },
  { word: 'father', startMs: 3210, endMs: 3600 },
  { word: 'was', startMs: 3610, endMs: 3800 },
  { word: 'on', startMs: 3810, endMs: 3900 },
  { word: 'the', startMs: 3910, endMs: 4000 },
  { word: 'color', startMs: 4010, endMs: 4400 },
  { word: 'wheel', startMs: 4410, endMs: 4800 },
  { word: 'in', startMs: 4810, endMs: 4900 },
  { word: 'sixty', startMs: 4910, endMs: 5500 },
];

describe('wordMoments', () => {
  it('gives every word the recogniser heard its own moment', () => {
    expect(wordMoments({ text: 'my father was on the color wheel in sixty', words: heard })).toEqual(heard);
  });

  it('keeps the moments of the words she kept after a correction, and gives her new words none', () => {
    const moments = wordMoments({ text: 'My father worked at the wheel works in Sixty.', words: heard });
    expect(moments).toEqual([
      { word: 'My', startMs: 3000, endMs: 3200 },
      { word: 'father', startMs: 3210, endMs: 3600 },
      { word: 'worked' },
      { word: 'at' },
      { word: 'the', startMs: 3910, endMs: 4000 },
      { word: 'wheel', startMs: 4410, endMs: 4800 },
      { word: 'works' },
      { word: 'in', startMs: 4810, endMs: 4900 },
      { word: 'Sixty.', startMs: 4910, endMs: 5500 },
    ]);
  });

  it('matches a word said twice to its own place, in order', () => {
    const twice = [
      { word: 'the', startMs: 0, endMs: 100 },
      { word: 'farm', startMs: 200, endMs: 500 },
      { word: 'the', startMs: 600, endMs: 700 },
      { word: 'barn', startMs: 800, endMs: 1100 },
    ];
    expect(wordMoments({ text: 'the farm and the big barn', words: twice })).toEqual([
      { word: 'the', startMs: 0, endMs: 100 },
      { word: 'farm', startMs: 200, endMs: 500 },
      { word: 'and' },
      { word: 'the', startMs: 600, endMs: 700 },
      { word: 'big' },
      { word: 'barn', startMs: 800, endMs: 1100 },
    ]);
  });

  it('has no word moments for a sentence stored without the recogniser’s words', () => {
    expect(wordMoments({ text: 'We moved house that summer.' })).toBeNull();
    expect(wordMoments({ text: 'We moved house that summer.', words: [] })).toBeNull();
  });
});

describe('matchWords', () => {
  it('never matches a dash or a stop that has no letters', () => {
    expect(matchWords(['—', 'yes'], ['', 'yes'])).toEqual([[1, 1]]);
  });
});

describe('matchWords on a whole recording read as one sentence', () => {
  const heard = Array.from({ length: 6000 }, (_, k) => `word${k % 50}`);

  it('matches every word of an unchanged transcript at once, without a table of every pair', () => {
    const pairs = matchWords(heard, heard);
    expect(pairs).toHaveLength(6000);
    expect(pairs.every(([i, j]) => i === j)).toBe(true);
  });

  it('matches around a corrected word in the middle', () => {
    const written = heard.with(3000, 'corrected');
    const pairs = matchWords(written, heard);
    expect(pairs).toHaveLength(5999);
    expect(pairs.some(([i]) => i === 3000)).toBe(false);
  });

  it('still matches in order when most of a long sentence was rewritten', () => {
    const written = heard.map((word, k) => (k % 2 ? `new${k}` : word));
    const pairs = matchWords(written, heard);
    expect(pairs).toHaveLength(3000);
    expect(pairs.every(([i, j]) => written[i] === heard[j])).toBe(true);
    expect(pairs.every(([i, j], k) => k === 0 || (i > pairs[k - 1]![0] && j > pairs[k - 1]![1]))).toBe(true);
  });
});
