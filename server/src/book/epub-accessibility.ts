/**
 * What makes the EPUB an accessible publication (docs/decisions/1016): the conformance statement and schema.org
 * metadata of EPUB Accessibility 1.1, a page list tied to the printed book, the recordings' words beside them,
 * and the cover. Kept apart from epub.ts, which lays out the chapters.
 */
import type { BookDocument, BookRecording } from './book-document.ts';
import { escapeText } from './book-markup.ts';
import { pagesBeforeAnchors } from './print-pages.ts';

/** The standard the EPUB claims, as EPUB Accessibility 1.1 spells it. */
export const CONFORMS_TO = 'EPUB Accessibility 1.1 - WCAG 2.2 Level AA';

/** The cover picture's place inside the EPUB. */
export const COVER_IMAGE_HREF = 'images/cover.png';

const recordingsOf = (book: BookDocument) => book.chapters.flatMap((chapter) => chapter.recordings);

/** A recording whose words are written beside it, so a reader who cannot hear it loses nothing. */
const hasWords = (recording: BookRecording) => Boolean(recording.transcript?.trim());

/**
 * True when the text alone carries everything: no recording, or every recording has its words beside it. A
 * recording whose words were never checked has none in the book, so the text alone is then not enough.
 */
export function textAloneSuffices(book: BookDocument): boolean {
  return recordingsOf(book).every(hasWords);
}

/** Whether the EPUB follows the print's pages: it was made with the reading edition's PDF. */
export const hasPrintPages = (book: BookDocument) => (book.printPages?.pageCount ?? 0) > 0;

const pageId = (page: number) => `page-${page}`;

/**
 * The EPUB's page markers and page list (decision 1013): every page of the printed reading edition has a
 * `doc-pagebreak` marker where it begins, and an entry in the page list. `fileOfAnchor` names the document that
 * holds a print anchor's place, or null when the EPUB has none.
 */
export interface EpubPages {
  /** The markers to write just before the anchor `key`: empty when no page begins there. */
  markersBefore(key: string, indent?: string): string;
  /** The page list's nav, or nothing when the EPUB was made without the print. */
  nav(): string;
}

export function epubPages(book: BookDocument, fileOfAnchor: (key: string) => string | null): EpubPages {
  const before = book.printPages
    ? pagesBeforeAnchors(book.printPages, (key) => fileOfAnchor(key) !== null)
    : new Map<string, number[]>();
  const fileOfPage = new Map<number, string>();
  for (const [key, pages] of before) for (const page of pages) fileOfPage.set(page, fileOfAnchor(key) ?? '');
  return {
    markersBefore: (key, indent = '  ') =>
      (before.get(key) ?? [])
        .map(
          (page) =>
            `${indent}<span epub:type="pagebreak" role="doc-pagebreak" id="${pageId(page)}" aria-label="${page}" title="${page}"></span>\n`,
        )
        .join(''),
    nav: () => {
      if (fileOfPage.size === 0) return '';
      const entries = [...fileOfPage.entries()]
        .sort(([a], [b]) => a - b)
        .map(([page, file]) => `    <li><a href="${file}#${pageId(page)}">${page}</a></li>`);
      return `
<nav epub:type="page-list" id="page-list" hidden="hidden" aria-label="Pages of the printed book">
  <ol>
${entries.join('\n')}
  </ol>
</nav>`;
    },
  };
}

/**
 * `pageBreakSource` is defined by the W3C's page source note for EPUB Accessibility 1.1 and is not yet in the
 * EPUB 3.2 vocabulary that epubcheck 4.2 (Debian's) checks, which refuses it unprefixed; declared with its own
 * prefix it names the same property by the note's address (decision 1013).
 */
const PAGE_SOURCE_PREFIX = 'pagesource';

/** The package's `prefix` attribute (with its leading space), when the metadata uses `pageBreakSource`. */
export const packagePrefix = (book: BookDocument) =>
  hasPrintPages(book)
    ? ` prefix="${PAGE_SOURCE_PREFIX}: https://www.w3.org/publishing/a11y/page-source-id/#"`
    : '';

/** The edition the page list follows, in words: the reading edition's PDF made with this EPUB. */
export const printEditionName = (book: BookDocument) =>
  `${book.title}, the printed reading edition (6 × 9 in), made on ${book.madeAt.toISOString().slice(0, 10)}`;

/** The package metadata lines: conformance, access modes, features, hazards and a summary in words. */
export function accessibilityMetadata(book: BookDocument): string {
  const recordings = recordingsOf(book);
  const hasAudio = recordings.length > 0;
  const textEnough = textAloneSuffices(book);
  const hasPages = hasPrintPages(book);
  const features = [
    'structuralNavigation',
    'tableOfContents',
    'readingOrder',
    ...(hasPages ? ['pageNavigation', 'printPageNumbers'] : []),
    ...(hasAudio && textEnough ? ['transcript'] : []),
  ];
  const sufficient = [...(textEnough ? ['textual'] : []), ...(hasAudio ? ['textual,auditory'] : [])];
  const lines = [
    `<meta property="dcterms:conformsTo">${CONFORMS_TO}</meta>`,
    '<meta property="schema:accessMode">textual</meta>',
    ...(hasAudio ? ['<meta property="schema:accessMode">auditory</meta>'] : []),
    ...(book.coverImagePath ? ['<meta property="schema:accessMode">visual</meta>'] : []),
    ...sufficient.map((modes) => `<meta property="schema:accessModeSufficient">${modes}</meta>`),
    ...features.map((feature) => `<meta property="schema:accessibilityFeature">${feature}</meta>`),
    ...(book.coverImagePath ? ['<meta property="schema:accessibilityFeature">alternativeText</meta>'] : []),
    '<meta property="schema:accessibilityHazard">none</meta>',
    `<meta property="schema:accessibilitySummary">${escapeText(accessibilitySummary(book))}</meta>`,
    ...(hasPages
      ? [
          // The print the page list follows: `pageBreakSource`, and EPUB 3.2's `source-of` "pagination" beside
          // it for reading systems that know only that. See packagePrefix for its prefix.
          `<meta property="${PAGE_SOURCE_PREFIX}:pageBreakSource">${escapeText(printEditionName(book))}</meta>`,
          `<dc:source id="print-edition">${escapeText(printEditionName(book))}</dc:source>`,
          '<meta refines="#print-edition" property="source-of">pagination</meta>',
        ]
      : []),
  ];
  return lines.map((line) => `    ${line}`).join('\n');
}

/** The summary says plainly what a reader who cannot hear gets, and which page numbers come from the print. */
export function accessibilitySummary(book: BookDocument): string {
  const recordings = recordingsOf(book);
  const without = recordings.filter((recording) => !hasWords(recording)).length;
  const parts = [
    'A memoir in plain reflowable text with headings, a table of contents and a logical reading order.',
  ];
  if (hasPrintPages(book))
    parts.push(
      'A page list and page markers follow the printed reading edition page by page; a page that begins in the middle of a paragraph is marked before the next paragraph.',
    );
  if (recordings.length > 0 && without === 0)
    parts.push('Every recording of the storyteller has its words written out beside it.');
  else if (without > 0)
    parts.push(
      `${without === 1 ? 'One recording has' : `${without} recordings have`} no written words yet, so ${without === 1 ? 'it is' : 'they are'} heard, not read; the rest of the book reads completely as text.`,
    );
  return parts.join(' ');
}

/** The recording's words beside its player, when they were checked; nothing otherwise. */
export function transcriptMarkup(recording: BookRecording): string {
  if (!hasWords(recording)) return '';
  const paragraphs = (recording.transcript ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `      <p>${escapeText(paragraph)}</p>`);
  return `\n    <div class="transcript">
      <p class="transcript-label">The words of this recording:</p>
${paragraphs.join('\n')}
    </div>`;
}

/** The cover page: the picture of the front, with the words on it as its text alternative. */
export function coverPageBody(book: BookDocument): string {
  const alt = `The cover: ${book.title}, by ${book.storyteller}`;
  return `<section class="cover" aria-label="Cover">
  <img epub:type="cover" role="doc-cover" src="${COVER_IMAGE_HREF}" alt="${escapeText(alt)}"/>
</section>`;
}
