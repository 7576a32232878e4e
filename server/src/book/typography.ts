/**
 * A book's typography, the same in every format (the PDF, the large print, the EPUB and the keepsake): curly
 * quotes and apostrophes, en dashes in ranges of years, em dashes where she paused, true ellipses, and a
 * non-breaking space after a title such as "Mrs." so that "Mrs." and the name never part at a line's end.
 * Typst could curl the PDF's quotes, but the EPUB and the keepsake need it too, so it is done once, here, on the
 * book's words before any format reads them. Every rule is idempotent: setting a set text changes nothing.
 */
import type { BookDocument, BookParagraph, BookRun } from './book-document.ts';

const NBSP = '\u00a0';

/** Titles that stand before a name; the space after them must not break. */
const TITLES = [
  'Mr',
  'Mrs',
  'Ms',
  'Mx',
  'Dr',
  'St',
  'Prof',
  'Rev',
  'Fr',
  'Sr',
  'Sgt',
  'Capt',
  'Col',
  'Lt',
  'Mt',
];
const TITLE_SPACE = new RegExp(`\\b(${TITLES.join('|')})\\. (?=\\S)`, 'g');

/** Words that begin with an apostrophe for a left-out letter ('em, 'til, 'cause), which curls like ’. */
const ELIDED = /^(?:em|til|tis|twas|cause|round|n|bout|ere)\b/i;

/**
 * The rules that change a text's length: ellipses, dashes. Applied run by run, since a run's length is its own.
 */
function dashesAndEllipses(text: string): string {
  return (
    text
      // Three full stops, spaced or not, are one ellipsis.
      .replace(/\.\s?\.\s?\./g, '…')
      // "1958-1964", "1958 - 64": a range of years takes an en dash. Not a date such as 1963-04-20.
      .replace(/(?<![\d-])(\d{4}) ?[-–] ?(\d{4}|\d{2})(?![\d-])/g, '$1–$2')
      // A pause: "--" or a hyphen with a space either side is an em dash, closed up as the Chicago Manual sets it.
      .replace(/ *-{2,3} */g, '—')
      .replace(/(?<=\S) +- +(?=\S)/g, '—')
  );
}

const OPENS_BEFORE = /[\s([{\u2014\u2013/“‘]/;

/** Straight quotes made curly, in a text whose length stays the same (so runs can be cut back apart). */
function curlyQuotes(text: string): string {
  const chars = [...text];
  return chars
    .map((char, i) => {
      const before = i === 0 ? '' : (chars[i - 1] ?? '');
      const opening = before === '' || OPENS_BEFORE.test(before);
      if (char === '"') return opening ? '“' : '”';
      if (char === "'") {
        const rest = chars.slice(i + 1, i + 6).join('');
        // '60s, 'em: the apostrophe of a left-out part, never an opening quote.
        if (opening && (/^\d\ds/.test(rest) || ELIDED.test(rest))) return '’';
        return opening ? '‘' : '’';
      }
      return char;
    })
    .join('');
}

/** One text (a title, a heading, a line of the copyright page) set as a book sets it. */
export function typesetText(text: string): string {
  return curlyQuotes(dashesAndEllipses(text)).replace(TITLE_SPACE, `$1.${NBSP}`);
}

/**
 * A paragraph's runs set as a book sets them. Quotes are decided on the paragraph's whole text, so a quote
 * that opens in italic and closes in roman still pairs up; the result is cut back into the same runs.
 */
export function typesetParagraph(paragraph: BookParagraph): BookParagraph {
  const runs = paragraph.runs.map((run) => ({ ...run, text: dashesAndEllipses(run.text) }));
  const whole = curlyQuotes(runs.map((run) => run.text).join('')).replace(TITLE_SPACE, `$1.${NBSP}`);
  let from = 0;
  const set: BookRun[] = runs.map((run) => {
    const length = [...run.text].length;
    const text = [...whole].slice(from, from + length).join('');
    from += length;
    return { ...run, text };
  });
  if (!paragraph.story) return { ...paragraph, runs: set };
  const { story } = paragraph;
  return {
    ...paragraph,
    runs: set,
    story: {
      ...story,
      title: typesetText(story.title),
      when: story.when === null ? null : typesetText(story.when),
      people: story.people.map(typesetText),
      places: story.places.map(typesetText),
    },
  };
}

/** The whole book with every word it prints set by the rules above; each format calls this first. */
export function typesetBook(book: BookDocument): BookDocument {
  return {
    ...book,
    title: typesetText(book.title),
    storyteller: typesetText(book.storyteller),
    dedication: book.dedication === null ? null : typesetText(book.dedication),
    chapters: book.chapters.map((chapter) => ({
      ...chapter,
      title: typesetText(chapter.title),
      paragraphs: chapter.paragraphs.map(typesetParagraph),
      recordings: chapter.recordings.map((recording) => ({
        ...recording,
        title: typesetText(recording.title),
      })),
    })),
  };
}
