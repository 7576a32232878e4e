import { describe, expect, it } from 'vitest';
import type { DraftSourceMemory } from '#server/ai/ai-provider.ts';
import { cleanSpokenWords } from '../clean-copy/fillers.ts';
import { yearSpan } from '../readers/memory-profile.ts';
import { draftChapterOffline, ungroundedSentences } from './chapter-draft.ts';

let next = 0;
const memory = (overrides: Partial<DraftSourceMemory>): DraftSourceMemory => {
  next += 1;
  return {
    kind: 'fragment',
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    text: 'It was a quiet afternoon.',
    spoken: false,
    whenHappened: null,
    ...overrides,
  };
};

describe('spoken words are cleaned, not rephrased', () => {
  it('drops "um" and "uh", a filler "you know", broken-off words and words said twice', () => {
    expect(cleanSpokenWords('so um we went to the the fair and uh my brother tom won a pig')).toBe(
      'so we went to the fair and my brother tom won a pig',
    );
    expect(cleanSpokenWords('we w- we went to Dayton, you know, in the spring')).toBe(
      'we went to Dayton in the spring',
    );
    expect(cleanSpokenWords('I was I was only ten')).toBe('I was only ten');
  });

  it('keeps doubled words English needs and every other word', () => {
    expect(cleanSpokenWords('She had had enough of that that winter.')).toBe(
      'She had had enough of that that winter.',
    );
    expect(cleanSpokenWords('The umbrella and the hummingbird.')).toBe('The umbrella and the hummingbird.');
  });
});

describe('years are read as people write them', () => {
  it('reads a range as a range, a decade as ten years and the earliest of several years', () => {
    expect(yearSpan('1958 to 1964')).toEqual({ from: 1958, to: 1964 });
    expect(yearSpan('from 1958 until 1964')).toEqual({ from: 1958, to: 1964 });
    expect(yearSpan('1958-64')).toEqual({ from: 1958, to: 1964 });
    expect(yearSpan('the 1960s')).toEqual({ from: 1960, to: 1969 });
    expect(yearSpan('summer 1969')).toEqual({ from: 1969, to: 1969 });
    expect(yearSpan('in 1971, and again in 1965')).toEqual({ from: 1965, to: 1971 });
    expect(yearSpan('one warm afternoon')).toBeNull();
  });
});

describe('an offline chapter draft', () => {
  it('keeps the chapter’s order, which is her life’s order unless she set her own (docs/decisions/911)', () => {
    const late = memory({ whenHappened: '1969', text: 'We moved to Ohio.' });
    const undated = memory({ text: 'Mother sang in the kitchen.' });
    const early = memory({ whenHappened: '1958 to 1964', text: 'I served in the Navy.' });
    expect(draftChapterOffline([late, undated, early]).map((p) => p.text)).toEqual([
      'We moved to Ohio.',
      'Mother sang in the kitchen.',
      'I served in the Navy.',
    ]);
  });

  it('is made of the memories’ own sentences, each paragraph naming its memory, and passes the check', () => {
    const typed = memory({
      text: 'We married in June.\n\nThe church was full of lilacs. Helen wore her mother’s dress.',
      whenHappened: 'June 1962',
    });
    const spoken = memory({
      kind: 'file',
      spoken: true,
      whenHappened: '1955',
      text: 'um when I was I was six we lived on uh on the farm. the the barn burned down that winter',
    });
    // The chapter hands them over in its order (her life's order, decision 911): 1955 first.
    const draft = draftChapterOffline([spoken, typed]);
    expect(draft).toEqual([
      {
        text: 'When I was six we lived on the farm. The barn burned down that winter',
        sources: [{ kind: 'file', id: spoken.id }],
      },
      { text: 'We married in June.', sources: [{ kind: 'fragment', id: typed.id }] },
      {
        text: 'The church was full of lilacs. Helen wore her mother’s dress.',
        sources: [{ kind: 'fragment', id: typed.id }],
      },
    ]);
    expect(ungroundedSentences(draft, [typed, spoken])).toEqual([]);
  });

  it('keeps a writer’s paragraph whole however many sentences it has, and cuts long speech at sentence ends', () => {
    const written = memory({
      text: Array.from({ length: 12 }, (_, i) => `Sentence number ${i + 1} went to Mrs. Grabowski.`).join(
        ' ',
      ),
    });
    const spoken = memory({
      kind: 'file',
      spoken: true,
      text: Array.from(
        { length: 40 },
        (_, i) => `we walked to the market number ${i + 1} with mrs. grabowski.`,
      ).join(' '),
    });
    const draft = draftChapterOffline([written, spoken]);
    expect(draft[0]!.text).toBe(written.text);
    const speech = draft.slice(1).map((p) => p.text);
    expect(speech.length).toBeGreaterThan(1);
    for (const paragraph of speech) {
      expect(paragraph.split(' ').length).toBeLessThanOrEqual(200);
      expect(paragraph).toMatch(/^We walked/);
      expect(paragraph).toMatch(/mrs\. grabowski\.$/);
    }
    expect(ungroundedSentences(draft, [written, spoken])).toEqual([]);
  });

  it('check finds a sentence the person never said, and one cited from the wrong memory', () => {
    const a = memory({ text: 'We married in June.' });
    const b = memory({ text: 'The barn burned down.' });
    const made = [
      {
        text: 'We married in June. It was the happiest day of my life.',
        sources: [{ kind: a.kind, id: a.id }],
      },
      { text: 'The barn burned down.', sources: [{ kind: a.kind, id: a.id }] },
    ];
    expect(ungroundedSentences(made, [a, b])).toEqual([
      'It was the happiest day of my life.',
      'The barn burned down.',
    ]);
  });
});
