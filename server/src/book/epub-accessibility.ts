/**
 * What makes the EPUB an accessible publication (docs/decisions/1016): the conformance statement and schema.org
 * metadata of EPUB Accessibility 1.1, a page list tied to the printed book, the recordings' words beside them,
 * and the cover. Kept apart from epub.ts, which lays out the chapters.
 */
import type { BookChapter, BookDocument, BookRecording } from './book-document.ts';
import { escapeText } from './book-markup.ts';

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

/** The chapters whose opening page in the print is known, with that page's folio. */
export function printedOpenings(book: BookDocument): Array<{ chapter: BookChapter; page: string }> {
  const pages = new Map((book.printedPages ?? []).map((entry) => [entry.chapterNumber, entry.page]));
  return book.chapters.flatMap((chapter) => {
    const page = pages.get(chapter.number);
    return page ? [{ chapter, page }] : [];
  });
}

const pageId = (page: string) => `page-${page.replace(/[^A-Za-z0-9-]/g, '_')}`;

/** The package metadata lines: conformance, access modes, features, hazards and a summary in words. */
export function accessibilityMetadata(book: BookDocument): string {
  const recordings = recordingsOf(book);
  const hasAudio = recordings.length > 0;
  const textEnough = textAloneSuffices(book);
  const hasPages = printedOpenings(book).length > 0;
  const features = [
    'structuralNavigation',
    'tableOfContents',
    'readingOrder',
    ...(hasPages ? ['pageNavigation'] : []),
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
          // The print the page list follows (EPUB 3.2's `source-of` "pagination", which Ace reads too).
          `<dc:source id="print-edition">${escapeText(`${book.title}, the printed edition (6 × 9 in)`)}</dc:source>`,
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
  if (printedOpenings(book).length > 0)
    parts.push('A page list gives the page of the printed book on which each chapter opens.');
  if (recordings.length > 0 && without === 0)
    parts.push('Every recording of the storyteller has its words written out beside it.');
  else if (without > 0)
    parts.push(
      `${without === 1 ? 'One recording has' : `${without} recordings have`} no written words yet, so ${without === 1 ? 'it is' : 'they are'} heard, not read; the rest of the book reads completely as text.`,
    );
  return parts.join(' ');
}

/** The marker placed where the chapter's printed page begins, empty and named by its number. */
export function pageBreakMarker(book: BookDocument, chapter: BookChapter): string {
  const opening = printedOpenings(book).find((entry) => entry.chapter.number === chapter.number);
  if (!opening) return '';
  const page = escapeText(opening.page);
  return `  <span epub:type="pagebreak" role="doc-pagebreak" id="${pageId(opening.page)}" aria-label="${page}"></span>\n`;
}

/** The nav's page list: each printed page the EPUB marks, linked to its marker. */
export function pageListNav(book: BookDocument, fileOf: (chapter: BookChapter) => string): string {
  const openings = printedOpenings(book);
  if (openings.length === 0) return '';
  const entries = openings.map(
    ({ chapter, page }) =>
      `    <li><a href="${fileOf(chapter)}#${pageId(page)}">${escapeText(page)}</a></li>`,
  );
  return `
<nav epub:type="page-list" id="page-list" hidden="hidden" aria-label="Pages of the printed book">
  <ol>
${entries.join('\n')}
  </ol>
</nav>`;
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
