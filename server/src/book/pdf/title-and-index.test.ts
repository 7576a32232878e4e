import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookDocument, BookStory } from '../book-document.ts';
import { sampleBook } from '../book-fixtures.ts';
import { writePdf } from './pdf-maker.ts';

const run = promisify(execFile);

const SHORT_TITLE = 'A Plate for the Stranger';
const LONG_TITLE = 'The Long Road Home from Podgórze to the Yorkshire Dales and Back Again';

let dir: string;
let sample: BookDocument;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'heirloom-title-index-'));
  sample = await sampleBook(dir);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** One page's lines as pdftotext reads them, blank ones left out. */
async function pageLines(pdf: string, page: number): Promise<string[]> {
  const { stdout } = await run('pdftotext', ['-f', String(page), '-l', String(page), pdf, '-']);
  return stdout
    .split('\n')
    .map((line) => line.replace(/\f/g, '').trim())
    .filter(Boolean);
}

describe('the title on the half-title and the title page', () => {
  for (const edition of ['standard', 'large-print'] as const) {
    for (const title of [SHORT_TITLE, LONG_TITLE]) {
      it(`is set in lines of even length, never a word alone on a line (${edition}, “${title.slice(0, 20)}…”)`, async () => {
        const pdf = path.join(dir, `${edition}-${title.length}.pdf`);
        await writePdf({ ...sample, title }, { edition, bleed: false }, pdf);
        const titlePage = await pageLines(pdf, 3);
        const titleLines = titlePage.slice(0, titlePage.indexOf('by'));
        const halfTitle = await pageLines(pdf, 1);
        for (const lines of [titleLines, halfTitle]) {
          expect(lines.join(' ')).toBe(title);
          if (lines.length > 1) {
            for (const line of lines) expect(line.split(' ').length, `“${line}”`).toBeGreaterThan(1);
            // Balanced: no line much shorter than the longest (a last line of two short words is half as long).
            const lengths = lines.map((line) => line.length);
            expect(Math.min(...lengths) / Math.max(...lengths)).toBeGreaterThanOrEqual(0.45);
          }
        }
        // The short title breaks only in large print, where the title page's type is 34 pt.
        if (title === SHORT_TITLE && edition === 'large-print') expect(titleLines.length).toBe(2);
      }, 30_000);
    }
  }
});

describe('the printed index', () => {
  it('lists one person once, whatever form Memory DNA wrote them in, with all their pages in order', async () => {
    const people: Record<string, string[]> = {
      'story-1': ['Andrzej', 'Mary (mother)'],
      'story-2': ['Andrzej (my brother)'],
      'story-3': ['andrzej (Brother)', 'Mary (daughter)'],
      'story-4': ['Andrzej (brother)'],
    };
    const withPeople = (story: BookStory): BookStory => ({ ...story, people: people[story.id] ?? [] });
    const book: BookDocument = {
      ...sample,
      chapters: sample.chapters.map((chapter) => ({
        ...chapter,
        paragraphs: chapter.paragraphs.map((paragraph) =>
          paragraph.story ? { ...paragraph, story: withPeople(paragraph.story) } : paragraph,
        ),
      })),
    };
    const pdf = path.join(dir, 'index.pdf');
    const { pages } = await writePdf(book, { edition: 'standard', bleed: false }, pdf);
    const text = (await run('pdftotext', ['-layout', pdf, '-'])).stdout.split('\f');
    const pageOf = (title: string) => text.findIndex((page) => page.includes(title)) + 1;
    const storyPages = ['Milking with Tom', 'What was Saturday like?', 'Moving to Leeds', 'The dance'].map(
      pageOf,
    );
    const index = await pageLines(pdf, pages - (text[pages - 1]?.trim() === '' ? 1 : 0));
    const andrzej = index.filter((line) => /^andrzej/i.test(line));
    expect(andrzej).toEqual([`Andrzej (brother) ${[...new Set(storyPages)].join(', ')}`]);
    expect(index.filter((line) => line.startsWith('Mary'))).toEqual([
      `Mary (daughter) ${storyPages[2]}`,
      `Mary (mother) ${storyPages[0]}`,
    ]);
  }, 30_000);
});
