/**
 * What the EPUB and the keepsake write the same way: escaped text, a paragraph's runs as strong/em, how long a
 * recording lasts in words, and the check that a recording's file name is safe to use as a path inside a ZIP.
 */
import type { BookParagraph, BookRecording } from './book-document.ts';

/**
 * Characters XML 1.0 forbids (controls other than tab and line breaks, lone surrogates, U+FFFE/U+FFFF): one of them
 * pasted into a memory would make the whole EPUB unreadable, and none of them is a word.
 */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The text made safe inside XHTML or HTML, in an element or an attribute: it always reads as text. Quotes become
 * numeric references, which every reader of XML and HTML knows without a DTD.
 */
export function escapeText(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&#34;')
    .replace(/'/g, '&#39;');
}

/**
 * A paragraph's words as markup: bold runs in `<strong>`, italic in `<em>`, line breaks the person typed as
 * `<br/>` (valid in both XHTML and HTML). `<br/>` keeps a line break visible where a paragraph was a poem or an address.
 */
export function paragraphMarkup(paragraph: BookParagraph): string {
  return paragraph.runs
    .map((run) => {
      let html = escapeText(run.text).replace(/\r\n|\r|\n/g, '<br/>');
      if (run.italic) html = `<em>${html}</em>`;
      if (run.bold) html = `<strong>${html}</strong>`;
      return html;
    })
    .join('');
}

/**
 * A chapter's paragraphs with each story under its heading: its title (h2), its date line, and a section
 * break before every story but one that opens the chapter. The heading's id is the story's, for the index's links.
 * `before` gives what stands just before a paragraph (its story's heading first): the EPUB's page markers.
 */
export function storiesMarkup(
  paragraphs: readonly BookParagraph[],
  indent = '  ',
  before: (index: number) => string = () => '',
): string[] {
  return paragraphs.flatMap((paragraph, index) => {
    const lines: string[] = [];
    const { story } = paragraph;
    // A break before every story but one that opens the chapter: it ends the story before, so a page marker
    // for the new story's page stands after it.
    if (story && index > 0) lines.push(`${indent}<hr class="section-break"/>`);
    const marker = before(index);
    if (marker) lines.push(marker.replace(/\n$/, ''));
    if (story) {
      lines.push(
        `${indent}<h2 class="story-title" id="${escapeText(story.id)}">${escapeText(story.title)}</h2>`,
      );
      if (story.when) lines.push(`${indent}<p class="story-date">${escapeText(story.when)}</p>`);
    }
    lines.push(`${indent}<p>${paragraphMarkup(paragraph)}</p>`);
    return lines;
  });
}

/** "45 s", "4 min 12 s", "12 min": how long a recording lasts, as shown beside its player. */
export function durationText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** "01", "02" … "10": chapter numbers in file names, so the files sort in reading order. */
export function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * Refuses a recording whose file name could leave its folder or break a URL (a slash, "..", a space, a quote): the
 * book job names them "chapter-01-recording-1.mp3", so anything else is a bug worth stopping the book for.
 */
export function assertSafeFileName(recording: BookRecording): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*\.mp3$/.test(recording.fileName) || recording.fileName.includes('..')) {
    throw new Error(
      `A recording's file name cannot be used in the book: ${JSON.stringify(recording.fileName)}`,
    );
  }
}

/** Refuses a book in which two recordings share a file name, which would put one recording in place of another. */
export function assertUniqueFileNames(recordings: BookRecording[]): void {
  const seen = new Set<string>();
  for (const recording of recordings) {
    assertSafeFileName(recording);
    if (seen.has(recording.fileName)) {
      throw new Error(`Two recordings in the book share the file name ${recording.fileName}`);
    }
    seen.add(recording.fileName);
  }
}
