import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryAnalysisSchema } from '#shared/ai.ts';
import { analyzeMemoryText } from './analyze.ts';

const NARRATOR = /^(i|me|my|myself|we|us|our)$/i;

function checkShape(text: string) {
  const result = analyzeMemoryText(text);
  expect(memoryAnalysisSchema.safeParse(result).success).toBe(true);
  const names = result.peopleInvolved.map((p) => p.toLowerCase());
  expect(new Set(names).size).toBe(names.length);
  expect(result.peopleInvolved.some((p) => NARRATOR.test(p))).toBe(false);
  for (const topic of result.topics) expect(topic).toMatch(/^[A-Z][a-z]+$/);
  return result;
}

describe('analyzeMemory (offline)', () => {
  it('reads the Memory DNA of a typical memory', () => {
    expect(
      analyzeMemoryText(
        'In the summer of 1965 my brother Tom and I spent every morning fishing at Lake Okoboji with Uncle Joe.',
      ),
    ).toEqual({
      whenHappened: 'Summer 1965',
      whereHappened: 'Lake Okoboji',
      peopleInvolved: ['Tom (brother)', 'Joe (uncle)'],
      topics: ['Family', 'Hobbies'],
    });
  });

  it('reads a transcript: lower case, years as words', () => {
    const result = analyzeMemoryText(
      'my brother tom and i went fishing in nineteen sixty five up at the lake in iowa',
    );
    expect(result.peopleInvolved).toEqual(['Tom (brother)']);
    expect(result.whenHappened).toBe('1965');
    expect(result.whereHappened).toBe('Iowa');
  });

  it.each(['', '   ', '\n\t\n', '<p></p>', '&nbsp;'])(
    'gives nulls and empty lists for blank text %j',
    (text) => {
      expect(analyzeMemoryText(text)).toEqual({
        whenHappened: null,
        whereHappened: null,
        peopleInvolved: [],
        topics: [],
      });
    },
  );

  it('gives nulls when the text names no time, place or person', () => {
    const result = analyzeMemoryText('It was a quiet afternoon and nothing much happened at all that day.');
    expect(result).toMatchObject({ whenHappened: null, whereHappened: null, peopleInvolved: [] });
  });
});

/** Pieces that stress the rules: markup, emoji, other scripts, kin words, capitals, numbers. */
const piece = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '<b>Mom</b>',
    '<script>alert(1)</script>',
    '&amp;&nbsp;&#39;',
    '😀👨‍👩‍👧',
    '北京的夏天',
    'Москва, 1965',
    'مرحبا',
    'my brother',
    'my brother Tom',
    'Aunt',
    'Mr.',
    'in',
    'at the',
    ', Ohio',
    'when I was',
    'nineteen sixty',
    'summer of',
    "'65",
    '1965',
    '$1965',
    'the 1960s',
    'Christmas',
    'I',
    'me',
    'We',
    '.',
    '...',
    '!!!',
    '\n\n',
    'St.',
    "'s",
  ),
);

describe('analyzeMemory never fails', () => {
  it('returns a valid analysis for any text', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        checkShape(pieces.join(' '));
      }),
      { numRuns: 300 },
    );
  });

  it('handles 1 MB of text', () => {
    const memory =
      'In the summer of 1965 my brother Tom and I went fishing at Lake Okoboji with Uncle Joe. 😀 <b>Москва</b> ';
    const big = memory.repeat(Math.ceil(1_000_000 / memory.length));
    expect(big.length).toBeGreaterThanOrEqual(1_000_000);
    const result = checkShape(big);
    expect(result.peopleInvolved).toContain('Tom (brother)');
    checkShape('x'.repeat(1_000_000));
    checkShape('Aa '.repeat(340_000));
    checkShape('<'.repeat(1_000_000));
  });
});

/** Median CPU time of `runs` calls, in microseconds. */
function cpuTime(text: string, runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const before = process.cpuUsage();
    analyzeMemoryText(text);
    const used = process.cpuUsage(before);
    times.push(used.user + used.system);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

describe('analyzeMemory time grows no faster than the text', () => {
  it('takes less than 40 times as long for 8 times the text', () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 30, maxLength: 60 }), (pieces) => {
        const base = pieces.join(' ').padEnd(2_000, ' My brother Tom was there.');
        const x = base.slice(0, 2_000);
        const eightX = x.repeat(8);
        analyzeMemoryText(x);
        analyzeMemoryText(eightX);
        const small = Math.max(cpuTime(x, 7), 200);
        const large = cpuTime(eightX, 7);
        expect(large).toBeLessThan(40 * small);
      }),
      { numRuns: 8 },
    );
  });

  it('stays linear on a hostile text: one long word, a storm of capitals, a run of kin words', () => {
    for (const unit of ['x', 'Mr. Aunt Rose ', 'my brother my sister ', 'in at on to the ', '1965 1966 ']) {
      const x = unit.repeat(Math.ceil(2_000 / unit.length));
      const small = Math.max(cpuTime(x, 5), 200);
      const large = cpuTime(x.repeat(8), 5);
      expect(large, unit).toBeLessThan(40 * small);
    }
  });
});
