import { describe, expect, it } from 'vitest';
import { paragraphRuns, plainParagraphs } from './paragraph-runs.ts';

describe('a draft paragraph set as runs', () => {
  it('keeps plain words as one run', () => {
    expect(paragraphRuns({ text: 'It was cold.' }).runs).toEqual([
      { text: 'It was cold.', bold: false, italic: false },
    ]);
  });

  it('cuts the words where bold and italic begin and end, overlapping or not', () => {
    const { runs } = paragraphRuns({
      text: 'It was very cold that night.',
      marks: [
        { type: 'bold', from: 7, to: 16 },
        { type: 'italic', from: 12, to: 21 },
      ],
    });
    expect(runs).toEqual([
      { text: 'It was ', bold: false, italic: false },
      { text: 'very ', bold: true, italic: false },
      { text: 'cold', bold: true, italic: true },
      { text: ' that', bold: false, italic: true },
      { text: ' night.', bold: false, italic: false },
    ]);
    expect(runs.map((run) => run.text).join('')).toBe('It was very cold that night.');
  });

  it('ignores a mark that reaches past the words', () => {
    const { runs } = paragraphRuns({ text: 'Rose', marks: [{ type: 'italic', from: 0, to: 40 }] });
    expect(runs).toEqual([{ text: 'Rose', bold: false, italic: true }]);
  });
});

describe("a memory's own text as paragraphs", () => {
  it('makes one paragraph of each block between blank lines', () => {
    expect(plainParagraphs('We met at a dance.\nIt rained.\n\n\nWe married in June.  ')).toEqual([
      { runs: [{ text: 'We met at a dance. It rained.', bold: false, italic: false }] },
      { runs: [{ text: 'We married in June.', bold: false, italic: false }] },
    ]);
  });
});
