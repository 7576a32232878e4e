import { describe, expect, it } from 'vitest';
import { END_ANCHOR, pagesBeforeAnchors } from './print-pages.ts';

describe('pagesBeforeAnchors', () => {
  it('puts each page before the first anchor on or after it, so a page begun mid-paragraph waits for the next paragraph', () => {
    const print = {
      pageCount: 8,
      anchors: [
        { key: 'half-title', page: 1 },
        { key: 'title-page', page: 3 },
        { key: 'chapter-1', page: 5 },
        { key: 'paragraph-1-0', page: 5 },
        // A paragraph from page 5 to page 7: pages 6 and 7 begin inside it.
        { key: 'paragraph-1-1', page: 5 },
        { key: 'paragraph-1-2', page: 7 },
      ],
    };
    expect([...pagesBeforeAnchors(print, () => true)]).toEqual([
      ['half-title', [1]],
      ['title-page', [2, 3]],
      ['chapter-1', [4, 5]],
      ['paragraph-1-2', [6, 7]],
      [END_ANCHOR, [8]],
    ]);
  });

  it('gives the pages of an anchor the EPUB has no place for to the next one, losing none', () => {
    const print = {
      pageCount: 4,
      anchors: [
        { key: 'a', page: 1 },
        { key: 'nowhere', page: 2 },
        { key: 'b', page: 3 },
      ],
    };
    const before = pagesBeforeAnchors(print, (key) => key !== 'nowhere');
    expect([...before]).toEqual([
      ['a', [1]],
      ['b', [2, 3]],
      [END_ANCHOR, [4]],
    ]);
  });
});
