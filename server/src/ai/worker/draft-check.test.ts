import { describe, expect, it } from 'vitest';
import { sentencesOf } from '../offline/clean-copy/sentences.ts';
import { draftChapterOffline } from '../offline/replies/chapter-draft.ts';
import { checkDraftSentences, factsNotFound, numbersIn } from './draft-check.ts';

const typed = (text: string) => ({ text, spoken: false });
const spoken = (text: string) => ({ text, spoken: true });

const wedding = typed(
  'Walter and I married at St. Mary\'s in Dayton in June 1952. My sister Alice sang "Ave Maria" and cried.',
);
const farm = spoken(
  'um we moved to the farm in uh nineteen fifty six, you know, and we had we had twelve cows and my brother Tom',
);

describe('the check of a draft sentence against its memories', () => {
  it('passes a sentence in other words that adds no name, place, date or number', () => {
    expect(factsNotFound('I married Walter at St. Mary’s in Dayton, in June of 1952.', [wedding])).toEqual(
      [],
    );
    expect(factsNotFound('Alice, my sister, sang “Ave Maria” at our wedding.', [wedding])).toEqual([]);
    expect(factsNotFound('In 1956 we moved to the farm with its twelve cows.', [farm])).toEqual([]);
    expect(factsNotFound('Tom, my brother, was there too.', [farm])).toEqual([]);
    expect(factsNotFound('The children called me Mr. P.', [typed('the kids called me Mister P.')])).toEqual(
      [],
    );
  });

  it('finds an invented name, place, year, number, date word or quote', () => {
    expect(factsNotFound('I married Walter in Chicago in June 1952.', [wedding])).toEqual(['Chicago']);
    expect(factsNotFound('Margaret sang at the wedding.', [wedding])).toEqual(['Margaret']);
    expect(factsNotFound('We married in June 1953.', [wedding])).toEqual(['1953']);
    expect(factsNotFound('We had fourteen cows on the farm.', [farm])).toEqual(['14']);
    expect(factsNotFound('We married on a Sunday in June.', [wedding])).toEqual(['Sunday']);
    expect(factsNotFound('We moved to the farm one Christmas.', [farm])).toEqual(['Christmas']);
    expect(factsNotFound('Alice sang "Amazing Grace".', [wedding])).toEqual([
      'Amazing',
      'Grace',
      '“Amazing Grace”',
    ]);
  });

  it('only counts what the cited memories hold', () => {
    const sentences = [
      { text: 'Tom was at our wedding in Dayton.', sources: [{ kind: 'fragment' as const, id: 'a' }] },
      {
        text: 'Tom was at our wedding in Dayton.',
        sources: [
          { kind: 'fragment' as const, id: 'a' },
          { kind: 'file' as const, id: 'b' },
        ],
      },
      { text: 'Tom came too.', sources: [{ kind: 'answer' as const, id: 'missing' }] },
    ];
    const memories = [
      { kind: 'fragment' as const, id: 'a', whenHappened: null, ...wedding },
      { kind: 'file' as const, id: 'b', whenHappened: null, ...farm },
    ];
    expect(checkDraftSentences(sentences, memories)).toEqual([['Tom'], [], ['Tom']]);
  });

  it('reads numbers however they are said', () => {
    expect([...numbersIn('in nineteen fifty two, fifty-two people, 1,200 acres and the 1960s')]).toEqual(
      expect.arrayContaining([1952, 52, 1200, 1960]),
    );
    expect(numbersIn('fifty two').has(50)).toBe(false);
    expect(numbersIn('fifty two', true).has(50)).toBe(true);
  });

  it('passes every sentence of an offline draft (the person’s own words)', () => {
    const memories = [
      { kind: 'fragment' as const, id: 'a', whenHappened: '1952', ...wedding },
      { kind: 'file' as const, id: 'b', whenHappened: '1956', ...farm },
    ];
    const sentences = draftChapterOffline(memories).flatMap((paragraph) =>
      sentencesOf(paragraph.text).map((text) => ({ text, sources: paragraph.sources })),
    );
    expect(sentences.length).toBeGreaterThan(2);
    expect(checkDraftSentences(sentences, memories).flat()).toEqual([]);
  });
});
