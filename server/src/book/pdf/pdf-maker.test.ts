import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookDocument } from '../book-document.ts';
import { sampleBook } from '../book-fixtures.ts';
import { typesetBook } from '../typography.ts';
import { fontFiles } from './fonts.ts';
import { longBook } from './long-book.ts';
import { writePdf } from './pdf-maker.ts';
import { renderPreview } from './preview.ts';
import { TypesettingLimitError, typesetInChild, typesettingMessages } from './typeset.ts';

const run = promisify(execFile);

let dir: string;
let book: BookDocument;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'heirloom-pdf-'));
  book = await sampleBook(dir);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function tool(command: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(command, args, { maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** The PDF's text page by page, as poppler reads it (pages are separated by form feeds). */
async function pagesText(pdf: string): Promise<string[]> {
  const pages = (await tool('pdftotext', '-layout', pdf, '-')).split('\f');
  pages.pop();
  return pages;
}

/** Words joined the way a reader reads them: line ends and hyphenation undone, spaces collapsed. */
const flowing = (text: string) =>
  text
    .replace(/(\p{L})[-\u00ad]\n\s*(\p{L})/gu, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();

/** The item at `index`, which the test knows is there. */
function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`Nothing at ${index}.`);
  return item;
}

const paragraphText = (runs: Array<{ text: string }>) => runs.map((r) => r.text).join('');

/** 1-based page numbers of the chapter openings, found by their "CHAPTER n" label. */
function openingPages(pages: string[], count: number): number[] {
  return Array.from({ length: count }, (_, i) => {
    const label = new RegExp(`^\\s*CHAPTER ${i + 1}\\s*$`, 'm');
    return pages.findIndex((page) => label.test(page)) + 1;
  });
}

async function make(name: string, source: BookDocument, edition: 'standard' | 'large-print', bleed = false) {
  const pdf = path.join(dir, `${name}.pdf`);
  const { pages } = await writePdf(source, { edition, bleed }, pdf);
  return { pdf, pages };
}

describe('the reading edition', () => {
  let pdf: string;
  let pages: number;
  beforeAll(async () => {
    ({ pdf, pages } = await make('standard', book, 'standard'));
  });

  it('holds every chapter title and its words, in order, with the tricky characters printed as written', async () => {
    const text = flowing(await tool('pdftotext', pdf, '-'));
    let from = 0;
    // The words as the book sets them: curly quotes, en dashes in ranges (typography.ts).
    for (const chapter of typesetBook(book).chapters) {
      const at = text.indexOf(chapter.title, text.indexOf(`CHAPTER ${chapter.number}`, from));
      expect(at, chapter.title).toBeGreaterThanOrEqual(from);
      from = at;
      for (const paragraph of chapter.paragraphs) {
        const words = paragraphText(paragraph.runs);
        const found = text.indexOf(words, from);
        expect(found, words).toBeGreaterThan(from);
        from = found;
      }
    }
    expect(text).toContain(
      '#hash $dollar *star* _under_ [bracket] @at “quotes” \\backslash = equals / slash',
    );
    expect(text).toContain(book.title);
    expect(text).toContain(book.storyteller);
    expect(text).toContain('2026');
    expect(text).toContain('For my grandchildren, who asked.');
    expect(text).toContain('Scan to hear these memories told');
  });

  it('is 6 × 9 inches and says how many pages it has', async () => {
    const info = await tool('pdfinfo', pdf);
    expect(info).toMatch(/Page size:\s+432 x 648 pts/);
    expect(info).toMatch(new RegExp(`Pages:\\s+${pages}\\n`));
  });

  it('embeds every font it uses, and only the faces shipped with the app', async () => {
    const rows = (await tool('pdffonts', pdf)).split('\n').slice(2).filter(Boolean);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const [name, , , , emb] = row.split(/\s+/);
      expect(name).toMatch(/^[A-Z]{6}\+SourceSerif4-(Regular|Italic|SemiBold|SemiBoldItalic)$/);
      expect(emb, row).toBe('yes');
    }
    expect(fontFiles().every((file) => file.includes('node_modules/@expo-google-fonts/'))).toBe(true);
  });

  it('opens every chapter on a right-hand page, and its contents give those pages', async () => {
    const text = await pagesText(pdf);
    const openings = openingPages(text, book.chapters.length);
    for (const page of openings) expect(page % 2, `page ${page}`).toBe(1);
    // The same page alone, as a person checking one page would print it.
    const single = await tool('pdftotext', '-f', String(openings[1]), '-l', String(openings[1]), pdf, '-');
    expect(single).toContain(nth(book.chapters, 1).title);
    const contents = flowing(text.find((page) => page.includes('Contents')) ?? '');
    book.chapters.forEach((chapter, i) => {
      expect(contents).toMatch(new RegExp(`${chapter.title}[ .\\u2060]+${openings[i]}\\b`));
    });
  });

  it("puts the front matter in Chicago's order: half-title, title page, copyright page, dedication, contents", async () => {
    const pages = (await pagesText(pdf)).map(flowing);
    expect(pages.slice(0, 7)).toEqual([
      'A Life on the Farm',
      '',
      'A Life on the Farm by Mary Brown 2026',
      '© 2026 Mary Brown All rights reserved. Reading edition, made on 25 November 2026. The recordings of these stories are kept in the storyteller’s Heirloom archive and in the keepsake made with this book, which plays them on any computer. Made with Heirloom.',
      'For my grandchildren, who asked.',
      '',
      expect.stringMatching(/^Contents Early Years/),
    ]);
    // Without a dedication the contents follow the copyright page on the next right-hand page.
    const { pdf: bare } = await make('no-dedication', { ...book, dedication: null }, 'standard');
    const barePages = (await pagesText(bare)).map(flowing);
    expect(barePages[3]).toMatch(/^© 2026 Mary Brown/);
    expect(barePages[4]).toMatch(/^Contents Early Years/);
  });

  it('sets each story under its title and date line, with a break between stories and its first line flush left', async () => {
    const pages = await pagesText(pdf);
    const [first, second] = openingPages(pages, 2).map((page) => flowing(nth(pages, page - 1)));
    expect(first).toMatch(
      /^CHAPTER 1 Early Years Milking with Tom Spring 1938 Every morning .* \* \* \* What was Saturday like\? Mother baked bread/,
    );
    // The range of years takes an en dash.
    expect(second).toMatch(/^CHAPTER 2 The War Years Moving to Leeds 1942–1945 In 1942 we moved to Leeds/);
    // Flush left after a heading, indented when a story goes on in a second paragraph.
    const opening = nth(openingPages(pages, 2), 1);
    const boxes = await tool('pdftotext', '-bbox', '-f', String(opening), '-l', String(opening), pdf, '-');
    const xOf = (word: string) =>
      Number(boxes.match(new RegExp(`<word xMin="([\\d.]+)"[^>]*>${word}</word>`))?.[1]);
    expect(xOf('Moving')).toBeGreaterThan(0);
    expect(xOf('In')).toBeCloseTo(xOf('Moving'), 1);
    expect(xOf('#hash') - xOf('Moving')).toBeGreaterThan(10);
  });

  it('ends with About the storyteller and an index whose page numbers are the pages the stories are printed on', async () => {
    const pages = await pagesText(pdf);
    const pageOf = (title: string) =>
      pages.findIndex((page) => new RegExp(`^\\s*${title}\\s*$`, 'm').test(page)) + 1;
    const aboutPage = pages.findIndex((page) => /^\s*About the storyteller\s*$/m.test(page)) + 1;
    const about = flowing(nth(pages, aboutPage - 1));
    expect(about).toContain('Mary Brown was born on 2 May 1931.');
    expect(about).toContain('The four stories in this book run from 1938 to 1951.');
    expect(about).toContain(
      '“Every morning I helped my brother Tom milk the cows.” — from “Milking with Tom”',
    );
    const indexPage = pages.findIndex((page) => /^\s*Index\s*$/m.test(page)) + 1;
    // Checked as a person would: that page alone, printed by itself.
    const index = flowing(
      await tool('pdftotext', '-f', String(indexPage), '-l', String(indexPage), pdf, '-'),
    );
    const [leeds, dance, tom] = [pageOf('Moving to Leeds'), pageOf('The dance'), pageOf('Milking with Tom')];
    expect(leeds).toBeGreaterThan(0);
    expect(dance).toBeGreaterThan(leeds);
    expect(index).toContain(`PEOPLE Father ${leeds}`);
    expect(index).toContain(`Tom ${tom}`);
    // "the dairy farm" is filed under D, before Leeds, and printed as she wrote it.
    expect(index).toContain(`PLACES the dairy farm ${tom} Leeds ${leeds}, ${dance}`);
    // Both are in the contents, with their pages.
    const contents = flowing(pages.find((page) => page.includes('Contents')) ?? '');
    expect(contents).toMatch(new RegExp(`About the storyteller[ .\\u2060]+${aboutPage}\\b`));
    expect(contents).toMatch(new RegExp(`Index[ .\\u2060]+${indexPage}\\b`));
  });

  it('has an even number of pages, and no blank page but the backs before right-hand openings and the last', async () => {
    const text = await pagesText(pdf);
    expect(text.length).toBe(pages);
    expect(pages % 2).toBe(0);
    text.forEach((page, i) => {
      if (page.trim() !== '') return;
      const number = i + 1;
      // A blank is a left-hand page, followed by something opening on the right, or the book's last page.
      expect(number % 2, `blank page ${number}`).toBe(0);
      if (number < pages) expect(nth(text, i + 1).trim(), `page after ${number}`).not.toBe('');
    });
  });

  it('is tagged, and says it is PDF/A-2a, with the trim and bleed boxes the whole page without bleed', async () => {
    const info = await tool('pdfinfo', pdf);
    expect(info).toMatch(/Tagged:\s+yes/);
    const meta = await tool('pdfinfo', '-meta', pdf);
    expect(meta).toContain('<pdfaid:part>2</pdfaid:part><pdfaid:conformance>A</pdfaid:conformance>');
    const boxes = await tool('pdfinfo', '-box', '-f', '1', '-l', String(pages), pdf);
    expect(boxes.match(/TrimBox:\s+0\.00\s+0\.00\s+432\.00\s+648\.00/g)).toHaveLength(pages);
    expect(boxes.match(/BleedBox:\s+0\.00\s+0\.00\s+432\.00\s+648\.00/g)).toHaveLength(pages);
  });

  it('gives a chapter with no words yet its opening page all the same', async () => {
    const empty = {
      ...book,
      chapters: book.chapters.map((c) => (c.number === 3 ? { ...c, paragraphs: [] } : c)),
    };
    const { pdf: emptyPdf } = await make('empty-chapter', empty, 'standard');
    const text = await pagesText(emptyPdf);
    const third = nth(openingPages(text, 3), 2);
    expect(third % 2).toBe(1);
    expect(text[third - 1]).toContain('Meeting Rose');
  });

  it('with bleed, grows the page by 9 pt on every side and keeps everything where it was on the trim', async () => {
    const { pdf: bled } = await make('bleed', book, 'standard', true);
    expect(await tool('pdfinfo', bled)).toMatch(/Page size:\s+450 x 666 pts/);
    // The printer's boxes: the trim 9 pt inside the page on every side, the bleed the whole page, on every page.
    const bledPages = Number((await tool('pdfinfo', bled)).match(/Pages:\s+(\d+)/)?.[1]);
    const boxes = await tool('pdfinfo', '-box', '-f', '1', '-l', String(bledPages), bled);
    expect(boxes.match(/TrimBox:\s+9\.00\s+9\.00\s+441\.00\s+657\.00/g)).toHaveLength(bledPages);
    expect(boxes.match(/BleedBox:\s+0\.00\s+0\.00\s+450\.00\s+666\.00/g)).toHaveLength(bledPages);
    expect(await tool('pdfinfo', bled)).toMatch(/Tagged:\s+yes/);
    const firstWord = async (file: string) => {
      const match = (await tool('pdftotext', '-bbox', '-f', '1', '-l', '1', file, '-')).match(
        /<word xMin="([\d.]+)" yMin="([\d.]+)"/,
      );
      return [Number(match?.[1]), Number(match?.[2])];
    };
    const [x = 0, y = 0] = await firstWord(pdf);
    const [bx = 0, by = 0] = await firstWord(bled);
    expect(bx - x).toBeCloseTo(9, 1);
    expect(by - y).toBeCloseTo(9, 1);
  });

  it('renders its first pages with words on them as pictures for the preview, in page order', async () => {
    const out = path.join(dir, 'preview', 'not-made-yet');
    const pictures = await renderPreview(pdf, out, 3);
    expect(pictures).toHaveLength(3);
    for (const picture of pictures) {
      expect((await readFile(picture)).subarray(1, 4).toString()).toBe('PNG');
    }
    const pages = pictures.map((picture) => Number(path.basename(picture).match(/\d+/)?.[0]));
    // The title page, the dedication and the contents: not the half-title (the same title, smaller) nor the
    // copyright page's small print, nor the blank backs of pages.
    expect(pages).toEqual([3, 5, 7]);
    expect([...pages].sort((a, b) => a - b)).toEqual(pages);
    for (const page of pages) {
      expect((await tool('pdftotext', '-f', String(page), '-l', String(page), pdf, '-')).trim()).not.toBe('');
    }
  });
});

describe('a long book', () => {
  const long = longBook(60, 5, 150);
  let standard: { pdf: string; pages: number };
  let large: { pdf: string; pages: number };
  let ticks = 0;
  let longestGap = 0;
  let compileMs = 0;

  beforeAll(async () => {
    let last = Date.now();
    // If the compile ran in this process's thread, the timer could not fire until it was over.
    const timer = setInterval(() => {
      ticks += 1;
      longestGap = Math.max(longestGap, Date.now() - last);
      last = Date.now();
    }, 20);
    const started = Date.now();
    standard = await make('long-standard', long, 'standard');
    compileMs = Date.now() - started;
    clearInterval(timer);
    console.info(
      `A book of 60 chapters × 5 paragraphs of ~150 words: ${standard.pages} pages in ${compileMs} ms.`,
    );
    const startedLarge = Date.now();
    large = await make('long-large', long, 'large-print');
    console.info(`The same in large print: ${large.pages} pages in ${Date.now() - startedLarge} ms.`);
  }, 120_000);

  it('is typeset in a process of its own, so the event loop keeps running during the compile', () => {
    expect(ticks).toBeGreaterThanOrEqual(10);
    // Compiled on this thread, the timer would wait for (nearly) the whole compile. The longest wait is measured
    // against the compile's own length, not a number of milliseconds: a busy machine stretches both alike.
    expect(longestGap).toBeLessThan(compileMs / 4);
  });

  it('has running heads on its body pages: the book on the left, the chapter on the right', async () => {
    const text = await pagesText(standard.pdf);
    const openings = openingPages(text, long.chapters.length);
    let bodyPages = 0;
    text.forEach((page, i) => {
      const number = i + 1;
      const firstLine =
        page
          .split('\n')
          .find((line) => line.trim() !== '')
          ?.trim() ?? '';
      if (number < nth(openings, 0) || openings.includes(number) || firstLine === '') return;
      const chapter = openings.filter((opening) => opening < number).length;
      const head = number % 2 === 0 ? long.title : nth(long.chapters, chapter - 1).title;
      expect(firstLine, `page ${number}`).toBe(head);
      expect(page.trim().split('\n').at(-1)?.trim(), `page ${number}`).toBe(String(number));
      bodyPages += 1;
    });
    expect(bodyPages).toBeGreaterThan(100);
  });

  it('has no running head or number on front matter, chapter openings or blank pages', async () => {
    const text = await pagesText(standard.pdf);
    const openings = openingPages(text, long.chapters.length);
    openings.forEach((opening, i) => {
      expect(
        nth(
          nth(text, opening - 1)
            .trim()
            .split('\n'),
          0,
        ).trim(),
      ).toBe(`CHAPTER ${i + 1}`);
    });
    for (let page = 1; page < nth(openings, 0); page += 1) {
      expect(text[page - 1]).not.toMatch(new RegExp(`^\\s*${page}\\s*$`, 'm'));
    }
    // The pages left empty so that the next chapter opens on the right stay wholly empty.
    const blanks = text.filter((page, i) => i + 1 > nth(openings, 0) && page.trim() === '');
    expect(blanks.length).toBeGreaterThan(0);
  });

  it('hyphenates the reading edition but never the large print', async () => {
    // The generated words hold no hyphens of their own: a hyphen at a line's end is the typesetter's.
    expect(await tool('pdftotext', standard.pdf, '-')).toMatch(/\p{L}[-\u00ad]\n/u);
    expect(await tool('pdftotext', large.pdf, '-')).not.toMatch(/\p{L}[-\u00ad]\n/u);
  });
});

/** Ascent + descent of a TrueType font in ems (its hhea table): the height poppler gives each word's box. */
async function lineBoxEms(fontFile: string): Promise<number> {
  const font = await readFile(fontFile);
  const tables = font.readUInt16BE(4);
  const offsetOf = (tag: string) => {
    for (let i = 0; i < tables; i += 1) {
      const record = 12 + i * 16;
      if (font.toString('latin1', record, record + 4) === tag) return font.readUInt32BE(record + 8);
    }
    throw new Error(`no ${tag} table`);
  };
  const unitsPerEm = font.readUInt16BE(offsetOf('head') + 18);
  const hhea = offsetOf('hhea');
  return (font.readInt16BE(hhea + 4) - font.readInt16BE(hhea + 6)) / unitsPerEm;
}

describe('the large-print edition', () => {
  let pdf: string;
  beforeAll(async () => {
    ({ pdf } = await make('large', book, 'large-print'));
  });

  it('is set in Atkinson Hyperlegible only, embedded', async () => {
    const rows = (await tool('pdffonts', pdf)).split('\n').slice(2).filter(Boolean);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const [name, , , , emb] = row.split(/\s+/);
      expect(name).toMatch(/^[A-Z]{6}\+AtkinsonHyperlegible-(Regular|Italic|Bold|BoldItalic)$/);
      expect(emb).toBe('yes');
    }
  });

  it('sets its body at 18 pt or larger', async () => {
    const regular = fontFiles().find((file) => file.endsWith('AtkinsonHyperlegible_400Regular.ttf')) ?? '';
    const ems = await lineBoxEms(regular);
    const text = await pagesText(pdf);
    const [opening] = openingPages(text, 1);
    const boxes = await tool('pdftotext', '-bbox', '-f', String(opening), '-l', String(opening), pdf, '-');
    const heights = [
      ...boxes.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">Every</g),
    ];
    expect(heights).toHaveLength(1);
    const [, yMin, yMax] = nth(heights, 0);
    const size = (Number(yMax) - Number(yMin)) / ems;
    console.info(`Large print body: ${size.toFixed(1)} pt.`);
    // Rounded to a tenth of a point: the box's coordinates are printed to thousandths.
    expect(Math.round(size * 10) / 10).toBeGreaterThanOrEqual(18);
  });

  it('keeps the structure: title page, contents and chapters opening on right-hand pages', async () => {
    const text = await pagesText(pdf);
    expect(flowing(nth(text, 0))).toBe('A Life on the Farm');
    expect(flowing(nth(text, 2))).toBe('A Life on the Farm by Mary Brown 2026');
    expect(flowing(nth(text, 3))).toMatch(
      /^© 2026 Mary Brown All rights reserved\. Large-print edition, made on 25 November 2026\./,
    );
    for (const page of openingPages(text, book.chapters.length)) expect(page % 2).toBe(1);
    const all = flowing(text.join('\n'));
    expect(all).toContain('#hash $dollar *star* _under_ [bracket] @at “quotes” \\backslash = equals / slash');
    expect(all).toContain('Moving to Leeds 1942–1945 In 1942 we moved to Leeds');
    expect(all).toMatch(/Index PEOPLE Father \d+/);
    expect(text.length % 2).toBe(0);
  });
});

/** The files left in `folder` whose name starts like `name`'s: the PDF itself or its temporary `.part`. */
const leftBehind = async (folder: string, name: string) =>
  (await readdir(folder)).filter((file) => file.startsWith(name) || file.startsWith(`.${name}`));

describe('writing the file', () => {
  it('leaves nothing behind when the file cannot be written', async () => {
    const missing = path.join(dir, 'no-such-folder', 'book.pdf');
    await expect(writePdf(book, { edition: 'standard', bleed: false }, missing)).rejects.toThrow();
    await expect(stat(missing)).rejects.toThrow();
    expect((await readdir(dir)).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it("turns Typst's complaint into an error in plain words", async () => {
    await expect(typesetInChild({ files: [], pdfPath: path.join(dir, 'no-files.pdf') })).rejects.toThrow(
      /^The book could not be typeset: file not found \(searched at \/heirloom-book\/book\.json\)/,
    );
  });
});

describe("a book past the typesetter's limits", () => {
  const hasPrlimit = run('prlimit', ['--version']).then(
    () => true,
    () => false,
  );
  // Sent to a folder of its own, so what is left there is this book's alone.
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(dir, 'limits-'));
  });

  it('that needs more memory than the cap is stopped with a sentence that says what to do, leaving no file, and the next book is made', async ({
    skip,
  }) => {
    if (!(await hasPrlimit)) skip('prlimit (util-linux) is not installed: the cap cannot be set');
    const huge = longBook(60, 5, 150);
    const out = path.join(folder, 'huge.pdf');
    // 768 MB: enough for Node to start, far too little for Typst to set 500 large-print pages.
    const made = writePdf(huge, { edition: 'large-print', bleed: false }, out, {
      memoryBytes: 768 * 1024 ** 2,
    });
    await expect(made).rejects.toThrow(TypesettingLimitError);
    await expect(made).rejects.toThrow(typesettingMessages.tooLarge);
    expect(await leftBehind(folder, 'huge.pdf')).toEqual([]);

    // Only the child died: this process makes an ordinary book right after, with the usual cap.
    const next = path.join(folder, 'next.pdf');
    const { pages } = await writePdf(book, { edition: 'standard', bleed: false }, next);
    expect(pages).toBeGreaterThan(0);
    expect(await leftBehind(folder, 'next.pdf')).toEqual(['next.pdf']);
  });

  it('that runs past its time budget is stopped the same way, leaving no file, and the next book is made', async () => {
    const out = path.join(folder, 'slow.pdf');
    const made = writePdf(book, { edition: 'standard', bleed: false }, out, { timeBudgetMs: 1 });
    await expect(made).rejects.toThrow(TypesettingLimitError);
    await expect(made).rejects.toThrow(typesettingMessages.tooSlow);
    expect(await leftBehind(folder, 'slow.pdf')).toEqual([]);

    const next = path.join(folder, 'after-slow.pdf');
    await writePdf(book, { edition: 'standard', bleed: false }, next);
    expect(await leftBehind(folder, 'after-slow.pdf')).toEqual(['after-slow.pdf']);
  });
});
