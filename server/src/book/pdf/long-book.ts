/**
 * A generated long book for the PDF's tests: many chapters of many paragraphs, to measure the compile and to see
 * body pages with running heads. Words are drawn from a fixed list, so every run gives the same book.
 */
import type { BookDocument } from '../book-document.ts';

const WORDS = (
  'we walked down to the river every summer evening when the work on the farm was done and father ' +
  'told stories about his own childhood in the valley before the war came and changed everything for ' +
  'the family mother kept chickens and sold eggs at the market on thursdays while my brother and I ' +
  'learned to mend fences drive the tractor and understand the weather from the colour of the sky'
).split(' ');

function sentence(seed: number, length: number): string {
  const words = Array.from({ length }, (_, i) => WORDS[(seed * 7 + i * 13) % WORDS.length]);
  const text = words.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** `chapters` chapters of `paragraphs` paragraphs of about `words` words each, with no recordings. */
export function longBook(chapters: number, paragraphs: number, words: number): BookDocument {
  return {
    id: '00000000-0000-4000-8000-000000000000',
    title: 'A Long Life Remembered',
    storyteller: 'Arthur Green',
    year: 2026,
    dedication: null,
    language: 'en-GB',
    madeAt: new Date('2026-11-25T10:00:00Z'),
    chapters: Array.from({ length: chapters }, (_, c) => ({
      number: c + 1,
      title: `Chapter of memories number ${c + 1}`,
      recordings: [],
      recordingsUrl: null,
      paragraphs: Array.from({ length: paragraphs }, (_, p) => {
        const sentences = Array.from({ length: Math.ceil(words / 15) }, (_, s) =>
          sentence(c * 31 + p * 7 + s, 15),
        );
        return { runs: [{ text: sentences.join(' '), bold: false, italic: false }] };
      }),
    })),
  };
}
