import { describe, expect, it } from 'vitest';
import { normalizeAnswer, personKey, prf, scorePeople, scoreSingle, scoreTopics } from './score.ts';

describe('evaluation scoring', () => {
  it('normalises answers: case, accents, punctuation, a leading article or preposition', () => {
    expect(normalizeAnswer('The Farm.')).toBe('farm');
    expect(normalizeAnswer("St. Mary's Church in Boston")).toBe('st marys church in boston');
    expect(normalizeAnswer('Kraków')).toBe('krakow');
  });

  it('matches people on the name, ignoring the relation', () => {
    expect(personKey('Tom (brother)')).toBe('tom');
    expect(
      scorePeople(['Tom', 'Linda (best friend)', 'Mother'], ['Tom (brother)', 'Linda (friend)', 'Father']),
    ).toEqual({
      tp: 2,
      fp: 1,
      fn: 1,
    });
  });

  it('counts each gold person once', () => {
    expect(scorePeople(['Tom', 'Tom'], ['Tom (brother)'])).toEqual({ tp: 1, fp: 1, fn: 0 });
  });

  it('scores single values against the accepted answers', () => {
    expect(scoreSingle('Summer 1965', ['Summer 1965'])).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(scoreSingle('1965', ['Summer 1965'])).toEqual({ tp: 0, fp: 1, fn: 1 });
    expect(scoreSingle(null, ['Summer 1965'])).toEqual({ tp: 0, fp: 0, fn: 1 });
    expect(scoreSingle('the farm', [])).toEqual({ tp: 0, fp: 1, fn: 0 });
    expect(scoreSingle(null, [])).toEqual({ tp: 0, fp: 0, fn: 0 });
  });

  it('scores topics by name and Jaccard overlap', () => {
    expect(scoreTopics(['Family', 'Travel'], ['family', 'Childhood'])).toEqual({
      tp: 1,
      fp: 1,
      fn: 1,
      jaccard: 1 / 3,
    });
  });

  it('computes precision, recall and F1', () => {
    const { precision, recall, f1 } = prf({ tp: 8, fp: 2, fn: 0 });
    expect([precision, recall]).toEqual([0.8, 1]);
    expect(f1).toBeCloseTo(8 / 9, 10);
  });
});
