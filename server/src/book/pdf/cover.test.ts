import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookDocument } from '../book-document.ts';
import { sampleBook } from '../book-fixtures.ts';
import { writeCoverImage, writeCoverPdf } from './cover.ts';
import { coverGeometry } from './cover-geometry.ts';
import { longBook } from './long-book.ts';
import { writePdf } from './pdf-maker.ts';

const run = promisify(execFile);

let dir: string;
let book: BookDocument;
/** A thin book (no words on its spine) and a thick one, made once for every test below. */
const thin = { pages: 48, pdf: '' };
const thick = { pages: 320, pdf: '' };

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'heirloom-cover-'));
  book = await sampleBook(dir, { title: 'A Life on the Farm', storyteller: 'Mary Brown' });
  thin.pdf = path.join(dir, 'thin.pdf');
  thick.pdf = path.join(dir, 'thick.pdf');
  await writeCoverPdf(book, thin.pages, thin.pdf);
  await writeCoverPdf(book, thick.pages, thick.pdf);
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function tool(command: string, ...args: string[]): Promise<string> {
  return (await run(command, args)).stdout;
}

/** `pdfinfo -box`'s boxes and page size, in points. */
async function boxes(pdf: string) {
  const info = await tool('pdfinfo', '-box', pdf);
  const box = (name: string) => {
    const match = new RegExp(`^${name}:\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)`, 'm').exec(info);
    return match?.slice(1).map(Number);
  };
  const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info);
  return {
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
    width: Number(size?.[1]),
    height: Number(size?.[2]),
    trim: box('TrimBox'),
    bleed: box('BleedBox'),
  };
}

/** The words in one region of the spread, given in inches from its top left corner. */
async function wordsIn(pdf: string, region: { x: number; width: number }) {
  const dpi = 72;
  const text = await tool(
    'pdftotext',
    ...['-r', String(dpi), '-x', String(Math.round(region.x * dpi)), '-y', '0'],
    ...['-W', String(Math.round(region.width * dpi)), '-H', String(9.25 * dpi), pdf, '-'],
  );
  return text.replace(/\s+/g, ' ').trim();
}

describe('the printed cover', () => {
  it('is one page of 2 × trim width + spine + 2 × bleed, the spine being pages × 0.002252 in, for two page counts', async () => {
    for (const { pages, pdf } of [thin, thick]) {
      const expectedWidthIn = 2 * 6 + pages * 0.002252 + 2 * 0.125;
      const info = await boxes(pdf);
      expect(info.pages).toBe(1);
      expect(info.width).toBeCloseTo(expectedWidthIn * 72, 1);
      expect(info.height).toBeCloseTo(9.25 * 72, 1);
    }
    // 48 pages: 12.358 in wide; 320 pages: 12.971 in.
    expect((await boxes(thin.pdf)).width).toBeCloseTo(889.78, 1);
    expect((await boxes(thick.pdf)).width).toBeCloseTo(933.89, 1);
  });

  it('has a BleedBox of the whole sheet and a TrimBox 0.125 in inside it on every edge', async () => {
    const info = await boxes(thick.pdf);
    const [bleedLeft, bleedBottom, bleedRight, bleedTop] = info.bleed ?? [];
    expect([bleedLeft, bleedBottom]).toEqual([0, 0]);
    expect(bleedRight).toBeCloseTo(info.width, 1);
    expect(bleedTop).toBeCloseTo(info.height, 1);
    const [left, bottom, right, top] = info.trim ?? [];
    expect(left).toBeCloseTo(9, 2);
    expect(bottom).toBeCloseTo(9, 2);
    expect(right).toBeCloseTo(info.width - 9, 1);
    expect(top).toBeCloseTo(info.height - 9, 1);
  });

  it('sets the title and the name on the front, and the storyteller’s line on the back', async () => {
    const geometry = coverGeometry(thick.pages);
    const frontStart = 0.125 + 6 + geometry.spineIn;
    const front = await wordsIn(thick.pdf, { x: frontStart, width: 6.125 });
    expect(front).toContain('A Life on the Farm');
    expect(front).toContain('Mary Brown');
    const back = await wordsIn(thick.pdf, { x: 0, width: 6.125 });
    expect(back).toContain('The stories of Mary Brown');
    expect(back).not.toContain('A Life on the Farm');
  });

  it('puts the title and name on the spine of a thick book and nothing on the spine of a thin one', async () => {
    const spineOf = async (pages: number, pdf: string) =>
      wordsIn(pdf, { x: 0.125 + 6, width: coverGeometry(pages).spineIn });
    expect(await spineOf(thick.pages, thick.pdf)).toMatch(/A Life on the Farm\s*·\s*Mary Brown/);
    expect(await spineOf(thin.pages, thin.pdf)).toBe('');
    // The thin book's words are its front and back alone: the title once, the name twice.
    const all = await tool('pdftotext', thin.pdf, '-');
    expect(all.match(/A Life on the Farm/g)).toHaveLength(1);
    expect(all).not.toContain('·');
  });

  it('keeps the fonts embedded and the file tagged', async () => {
    const fonts = await tool('pdffonts', thick.pdf);
    const rows = fonts.split('\n').slice(2).filter(Boolean);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/SourceSerif4.*\byes\s+yes\b/);
    expect(await tool('pdfinfo', thick.pdf)).toMatch(/^Tagged:\s+yes/m);
  });

  it('draws the front as a 1200 × 1800 PNG for the EPUB', async () => {
    const png = path.join(dir, 'cover.png');
    await writeCoverImage(book, png);
    const bytes = await readFile(png);
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    // The IHDR chunk holds the width and height as big-endian integers.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 1800]);
  });

  it('refuses a page count that is not a whole number of pages', () => {
    expect(() => coverGeometry(0)).toThrow(/page count/);
    expect(() => coverGeometry(12.5)).toThrow(/page count/);
  });
});

describe('the large-print edition’s cover', () => {
  it('is sized from the large-print book’s own pages, with its boxes, and says “Large print” on the front and spine', async () => {
    // A book long enough for words on the spine in large print.
    const long = {
      ...longBook(6, 14, 150),
      title: 'A Plate for the Stranger',
      storyteller: 'Halina Kowalczyk',
    };
    const interior = await writePdf(long, { edition: 'large-print', bleed: true }, path.join(dir, 'lp.pdf'));
    const standard = await writePdf(long, { edition: 'standard', bleed: true }, path.join(dir, 'std.pdf'));
    expect(interior.pages).toBeGreaterThan(standard.pages);
    const pdf = path.join(dir, 'lp-cover.pdf');
    const geometry = await writeCoverPdf(long, interior.pages, pdf, 'large-print');
    expect(geometry.pages).toBe(interior.pages);

    const info = await boxes(pdf);
    expect(info.pages).toBe(1);
    expect(info.width).toBeCloseTo((2 * 6 + interior.pages * 0.002252 + 2 * 0.125) * 72, 1);
    expect(info.height).toBeCloseTo(9.25 * 72, 1);
    expect(info.bleed).toEqual([0, 0, expect.closeTo(info.width, 1), expect.closeTo(info.height, 1)]);
    expect(info.trim).toEqual([
      expect.closeTo(9, 2),
      expect.closeTo(9, 2),
      expect.closeTo(info.width - 9, 1),
      expect.closeTo(info.height - 9, 1),
    ]);

    const front = await wordsIn(pdf, { x: 0.125 + 6 + geometry.spineIn, width: 6.125 });
    expect(front).toContain('A Plate for the Stranger');
    expect(front).toContain('LARGE PRINT');
    expect(await wordsIn(pdf, { x: 0.125 + 6, width: geometry.spineIn })).toMatch(
      /A Plate for the Stranger\s*·\s*Halina Kowalczyk\s*·\s*Large print/,
    );
    // The reading edition's cover says nothing of large print.
    expect(await tool('pdftotext', thick.pdf, '-')).not.toMatch(/large print/i);
  }, 60_000);
});

describe('the title on the front', () => {
  // Set plainly, the first would leave “Stranger” alone on its second line.
  for (const title of [
    'A Plate for the Lonely Stranger',
    'The Long Road Home from Podgórze to the Yorkshire Dales and Back Again',
  ]) {
    it(`is set in balanced lines with no word alone on a line (“${title.slice(0, 24)}…”)`, async () => {
      const pdf = path.join(dir, `title-${title.length}.pdf`);
      const geometry = await writeCoverPdf({ ...book, title }, thick.pages, pdf);
      const x = Math.round((0.125 + 6 + geometry.spineIn) * 72);
      const front = await tool('pdftotext', '-x', String(x), '-y', '0', '-W', '441', '-H', '666', pdf, '-');
      const lines = front.split('\n').map((line) => line.trim());
      const titleLines = lines.slice(0, lines.indexOf('Mary Brown')).filter(Boolean);
      expect(titleLines.join(' ')).toBe(title);
      expect(titleLines.length).toBeGreaterThan(1);
      for (const line of titleLines) expect(line.split(' ').length, `“${line}”`).toBeGreaterThan(1);
    });
  }
});
