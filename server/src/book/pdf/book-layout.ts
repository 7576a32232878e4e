/**
 * What the Typst template reads: the book as JSON plus one QR code per chapter with a recordings address. The
 * person's words travel only as JSON strings, never as Typst markup (see book-template.typ).
 */
import QRCode from 'qrcode';
import type { BookDocument, BookRun, PdfOptions } from '../book-document.ts';
import { aboutTheStoryteller, copyrightLines, peopleAndPlaces } from '../book-matter.ts';
import { paragraphAnchor } from '../print-pages.ts';
import { typesetBook } from '../typography.ts';

/**
 * One piece of a chapter's content; a list of blocks so photos can join paragraphs later. A story's heading
 * (its title and date line) comes before its first paragraph; its id lets the index find its page.
 */
export type LayoutBlock =
  | { kind: 'paragraph'; runs: BookRun[]; anchor: string | null }
  | { kind: 'story'; id: string; title: string; when: string | null; anchor: string };

/** One name of the index and the stories that hold it: the template turns the stories into page numbers. */
export interface LayoutIndexEntry {
  name: string;
  stories: string[];
}

export interface LayoutChapter {
  number: number;
  title: string;
  blocks: LayoutBlock[];
  /** True when `/qr-<number>.svg` is given to the compiler. */
  hasQr: boolean;
}

/** The JSON the template reads as `/book.json`. */
export interface BookLayout {
  title: string;
  storyteller: string;
  year: number;
  dedication: string | null;
  /** ISO 639 language for hyphenation, and its region when the book's language names one. */
  lang: string;
  region: string | null;
  edition: PdfOptions['edition'];
  bleed: boolean;
  /** The copyright page, line by line. */
  copyright: string[];
  chapters: LayoutChapter[];
  /** "About the storyteller": its paragraphs and the opening of her earliest story. */
  about: { paragraphs: string[]; ownWords: { quote: string; from: string } | null };
  /** The index of people and places; both empty when no story names any. */
  index: { people: LayoutIndexEntry[]; places: LayoutIndexEntry[] };
}

/** The files the compiler is given: their path in Typst's virtual file system and their bytes. */
export interface LayoutFiles {
  layout: BookLayout;
  files: Array<{ path: string; content: string }>;
}

/** Splits a BCP 47 tag ("en-GB") into what Typst's text element takes; Typst wants lower-case `lang`. */
export function typstLanguage(language: string): { lang: string; region: string | null } {
  const [lang = 'en', region] = language.split('-');
  const cleanLang = /^[a-z]{2,3}$/i.test(lang) ? lang.toLowerCase() : 'en';
  const cleanRegion = region && /^[a-z]{2}$/i.test(region) ? region.toUpperCase() : null;
  return { lang: cleanLang, region: cleanRegion };
}

/** Builds the template's data and the QR codes' SVGs for one book and edition. */
export async function bookLayout(source: BookDocument, options: PdfOptions): Promise<LayoutFiles> {
  const book = typesetBook(source);
  const files: LayoutFiles['files'] = [];
  const chapters: LayoutChapter[] = [];
  for (const chapter of book.chapters) {
    if (chapter.recordingsUrl) {
      const svg = await QRCode.toString(chapter.recordingsUrl, {
        type: 'svg',
        margin: 0,
        errorCorrectionLevel: 'M',
        color: { dark: '#000000', light: '#ffffff' },
      });
      files.push({ path: `/qr-${chapter.number}.svg`, content: svg });
    }
    chapters.push({
      number: chapter.number,
      title: chapter.title,
      // The paragraph's page anchor (decision 1013) stands in the first thing set for it: its story's heading
      // when it opens a story, else the paragraph itself.
      blocks: chapter.paragraphs.flatMap((paragraph, index): LayoutBlock[] => {
        const anchor = paragraphAnchor(chapter.number, index);
        return paragraph.story
          ? [
              {
                kind: 'story',
                id: paragraph.story.id,
                title: paragraph.story.title,
                when: paragraph.story.when,
                anchor,
              },
              { kind: 'paragraph', runs: paragraph.runs, anchor: null },
            ]
          : [{ kind: 'paragraph', runs: paragraph.runs, anchor }];
      }),
      hasQr: chapter.recordingsUrl !== null && chapter.recordingsUrl !== '',
    });
  }
  const layout: BookLayout = {
    title: book.title,
    storyteller: book.storyteller,
    year: book.year,
    dedication: book.dedication,
    ...typstLanguage(book.language),
    edition: options.edition,
    bleed: options.bleed,
    copyright: copyrightLines(book, options.edition),
    chapters,
    about: aboutTheStoryteller(book),
    index: (({ people, places }) => ({
      people: people.map((entry) => ({ name: entry.name, stories: entry.storyIds })),
      places: places.map((entry) => ({ name: entry.name, stories: entry.storyIds })),
    }))(peopleAndPlaces(book)),
  };
  files.push({ path: '/book.json', content: JSON.stringify(layout) });
  return { layout, files };
}
