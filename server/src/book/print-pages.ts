/**
 * Where each page of the printed reading edition begins, as the EPUB's page list follows it (decision 1013).
 * The typesetter puts a named anchor inside the first thing each part of the book sets (the half-title, the
 * title page, a chapter's opening, each paragraph or its story's heading, each index entry) and reports the page
 * every anchor fell on; the EPUB puts a page's marker before the first anchor on or after that page.
 */

/** An anchor and the printed page (counted from 1, as the folio prints it) on which it fell. */
export interface PageAnchor {
  key: string;
  page: number;
}

/** The print the EPUB's page list follows: its page count and its anchors in reading order. */
export interface PrintPages {
  pageCount: number;
  anchors: PageAnchor[];
}

/** The front and back matter's anchors, one per part the EPUB also has. */
export const FRONT_AND_BACK_ANCHORS = {
  halfTitle: 'half-title',
  titlePage: 'title-page',
  copyright: 'copyright',
  dedication: 'dedication',
  contents: 'contents',
  about: 'about',
  index: 'index',
} as const;

/** Pages after the last anchor (the blank that makes the count even): their markers close the last document. */
export const END_ANCHOR = 'end';

export const chapterAnchor = (chapter: number) => `chapter-${chapter}`;

/** The anchor of a chapter's paragraph, by its place in `BookChapter.paragraphs` (0-based). */
export const paragraphAnchor = (chapter: number, index: number) => `paragraph-${chapter}-${index}`;

/** The anchor of an index entry, by its place in its part of `peopleAndPlaces` (0-based). */
export const indexEntryAnchor = (part: 'people' | 'places', index: number) => `index-${part}-${index}`;

/**
 * For each anchor, the pages whose markers go just before it: every page from the one after the previous
 * anchor's page up to its own. A page that begins in the middle of a paragraph thus gets its marker before the
 * next paragraph to start, and a blank page before the next page's. Anchors `placed` does not know are passed
 * over (their pages go to the next one), and pages after the last anchor go to `END_ANCHOR`.
 */
export function pagesBeforeAnchors(
  print: PrintPages,
  placed: (key: string) => boolean,
): Map<string, number[]> {
  const before = new Map<string, number[]>();
  let next = 1;
  for (const { key, page } of print.anchors) {
    if (!placed(key)) continue;
    const pages: number[] = [];
    for (; next <= Math.min(page, print.pageCount); next += 1) pages.push(next);
    if (pages.length > 0) before.set(key, [...(before.get(key) ?? []), ...pages]);
  }
  const rest: number[] = [];
  for (; next <= print.pageCount; next += 1) rest.push(next);
  if (rest.length > 0) before.set(END_ANCHOR, rest);
  return before;
}
