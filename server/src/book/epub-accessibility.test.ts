import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
// biome-ignore lint/style/noRestrictedImports: e2e/ has no alias, and this is the one way the project starts Chromium.
import { chromiumPath } from '../../../e2e/support/chromium.ts';
import type { BookDocument } from './book-document.ts';
import { sampleBook } from './book-fixtures.ts';
import { readZipEntries, visibleText, type ZipEntry } from './book-test-support.ts';
import { writeEpub } from './epub.ts';
import { CONFORMS_TO } from './epub-accessibility.ts';
import { writeCoverImage } from './pdf/cover.ts';
import { longBook } from './pdf/long-book.ts';
import { writePdf } from './pdf/pdf-maker.ts';

const run = promisify(execFile);
const EPUBCHECK = process.env.EPUBCHECK_JAR ?? '/usr/bin/epubcheck';
/** Ace by DAISY's command line (`@daisy/ace-cli`), run in Debian's Chromium through its Puppeteer runner. */
const ACE = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@daisy/ace-cli/package.json')),
  'bin/ace.js',
);

interface AceReport {
  'earl:result': { 'earl:outcome': string };
  assertions: Array<{
    'earl:testSubject': { url: string };
    assertions: Array<{ 'earl:test': { 'dct:title': string; 'earl:impact': string } }>;
  }>;
}

/** Ace's violations of one EPUB, each as "document: rule (impact)". */
async function aceViolations(epubPath: string): Promise<string[]> {
  const outDir = `${epubPath}.ace`;
  await run(process.execPath, [ACE, '--silent', '--force', '--outdir', outDir, epubPath], {
    // Ace's Puppeteer runner starts this Chromium instead of downloading its own.
    env: { ...process.env, PUPPETEER_EXECUTABLE_PATH: chromiumPath, PUPPETEER_SKIP_DOWNLOAD: '1' },
    timeout: 120_000,
  });
  const report = JSON.parse(await readFile(path.join(outDir, 'report.json'), 'utf8')) as AceReport;
  return report.assertions.flatMap((document) =>
    document.assertions.map(
      (found) =>
        `${document['earl:testSubject'].url}: ${found['earl:test']['dct:title']} (${found['earl:test']['earl:impact']})`,
    ),
  );
}

async function epubcheckProblems(epubPath: string): Promise<string[]> {
  const reportPath = `${epubPath}.json`;
  await run('java', ['-jar', EPUBCHECK, epubPath, '--json', reportPath]).catch(() => undefined);
  const report = JSON.parse(await readFile(reportPath, 'utf8')) as {
    messages: Array<{ severity: string; ID: string; message: string }>;
  };
  return report.messages
    .filter((m) => ['FATAL', 'ERROR', 'WARNING'].includes(m.severity))
    .map((m) => `${m.severity} ${m.ID} ${m.message}`);
}

const textOf = (entries: ZipEntry[], name: string) => {
  const entry = entries.find((e) => e.name === name);
  if (!entry) throw new Error(`${name} is not in the EPUB`);
  return entry.bytes.toString('utf8');
};

/** The `content` of every `<meta property=…>` of the package document with that property. */
const metaValues = (opf: string, property: string) =>
  [...opf.matchAll(new RegExp(`<meta property="${property}">([^<]*)</meta>`, 'g'))].map((m) => m[1]);

let dir: string;
/** The sample book made as the book job makes it: its print first, then the cover, then the EPUB. */
let unheard: { path: string; entries: ZipEntry[]; book: BookDocument };
/** The same book with its recording's words checked, so they sit beside it. */
let heard: { path: string; entries: ZipEntry[] };
/** The same book made without its print: no page list to follow. */
let unprinted: ZipEntry[];
/** The print's pages as pdftotext reads them, and how many there are as pdfinfo says. */
let printed: { pages: string[]; count: number };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'heirloom-epub-a11y-'));
  const base = await sampleBook(dir);
  // Long paragraphs after chapter 2's own, so pages begin in the middle of paragraphs and of stories.
  const filler = longBook(1, 16, 160).chapters[0]?.paragraphs ?? [];
  const sample = {
    ...base,
    chapters: base.chapters.map((chapter) =>
      chapter.number === 2 ? { ...chapter, paragraphs: [...chapter.paragraphs, ...filler] } : chapter,
    ),
  };
  const pdfPath = path.join(dir, 'book.pdf');
  const interior = await writePdf(sample, { edition: 'standard', bleed: false }, pdfPath);
  const coverImagePath = path.join(dir, 'cover.png');
  await writeCoverImage(sample, coverImagePath);
  const book = { ...sample, coverImagePath, printPages: interior.printPages };

  unheard = { path: path.join(dir, 'unheard.epub'), entries: [], book };
  await writeEpub(book, unheard.path);
  unheard.entries = await readZipEntries(unheard.path);

  heard = { path: path.join(dir, 'heard.epub'), entries: [] };
  await writeEpub(
    {
      ...book,
      chapters: book.chapters.map((chapter) => ({
        ...chapter,
        recordings: chapter.recordings.map((recording) => ({
          ...recording,
          transcript: 'Every morning I helped my brother Tom.',
        })),
      })),
    },
    heard.path,
  );
  heard.entries = await readZipEntries(heard.path);

  const unprintedPath = path.join(dir, 'unprinted.epub');
  await writeEpub(sample, unprintedPath);
  unprinted = await readZipEntries(unprintedPath);

  const count = Number(/^Pages:\s+(\d+)/m.exec((await run('pdfinfo', [pdfPath])).stdout)?.[1]);
  const pages = (await run('pdftotext', ['-layout', pdfPath, '-'])).stdout.split('\f').slice(0, count);
  printed = { pages, count };
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the EPUB as an accessible publication', () => {
  it('states its conformance, access modes, features, hazards and a summary in the package', () => {
    const opf = textOf(unheard.entries, 'EPUB/package.opf');
    expect(metaValues(opf, 'dcterms:conformsTo')).toEqual([CONFORMS_TO]);
    expect(CONFORMS_TO).toBe('EPUB Accessibility 1.1 - WCAG 2.2 Level AA');
    expect(metaValues(opf, 'schema:accessMode')).toEqual(['textual', 'auditory', 'visual']);
    expect(metaValues(opf, 'schema:accessibilityFeature')).toEqual(
      expect.arrayContaining(['tableOfContents', 'readingOrder', 'pageNavigation', 'structuralNavigation']),
    );
    expect(metaValues(opf, 'schema:accessibilityHazard')).toEqual(['none']);
    expect(metaValues(opf, 'schema:accessibilitySummary')[0]).toMatch(/page list/);
  });

  it('does not claim the text alone suffices while a recording has no words beside it, and says so', () => {
    const opf = textOf(unheard.entries, 'EPUB/package.opf');
    expect(metaValues(opf, 'schema:accessModeSufficient')).toEqual(['textual,auditory']);
    expect(metaValues(opf, 'schema:accessibilityFeature')).not.toContain('transcript');
    expect(metaValues(opf, 'schema:accessibilitySummary')[0]).toContain(
      'One recording has no written words yet, so it is heard, not read',
    );
  });

  it('sets a recording’s checked words beside its player, and then claims the text alone suffices', () => {
    const opf = textOf(heard.entries, 'EPUB/package.opf');
    expect(metaValues(opf, 'schema:accessModeSufficient')).toEqual(['textual', 'textual,auditory']);
    expect(metaValues(opf, 'schema:accessibilityFeature')).toContain('transcript');
    const chapter = textOf(heard.entries, 'EPUB/chapter-01.xhtml');
    expect(chapter).toMatch(
      /<\/audio>\s*<div class="transcript">\s*<p class="transcript-label">The words of this recording:<\/p>\s*<p>Every morning I helped my brother Tom.<\/p>/,
    );
  });

  it('lists every page of the printed reading edition in order, each marked in the document where it begins', () => {
    expect(printed.count).toBeGreaterThan(16);
    const nav = textOf(unheard.entries, 'EPUB/nav.xhtml');
    const pageList = /<nav epub:type="page-list"[\s\S]*?<\/nav>/.exec(nav)?.[0] ?? '';
    const listed = [...pageList.matchAll(/<a href="([a-z0-9-]+\.xhtml)#page-(\d+)">(\d+)<\/a>/g)];
    // One entry per printed page, none left out: the count is pdfinfo's.
    expect(listed.map((m) => Number(m[3]))).toEqual(Array.from({ length: printed.count }, (_, i) => i + 1));
    for (const [, file, id, label] of listed) {
      expect(id).toBe(label);
      expect(textOf(unheard.entries, `EPUB/${file}`)).toContain(
        `<span epub:type="pagebreak" role="doc-pagebreak" id="page-${id}" aria-label="${label}" title="${label}"></span>`,
      );
    }
    // The front matter's pages are on the front matter's documents, in the print's order.
    const fileOf = new Map(listed.map(([, file, , label]) => [Number(label), file]));
    expect([1, 2, 3].map((page) => fileOf.get(page))).toEqual([
      'title-page.xhtml',
      'title-page.xhtml',
      'title-page.xhtml',
    ]);
    expect(fileOf.get(4)).toBe('copyright.xhtml');
    expect(fileOf.get(5)).toBe('dedication.xhtml');
    expect(fileOf.get(printed.count)).toBe('index.xhtml');
  });

  it('puts each page’s marker before the first paragraph or story title that begins on that page of the print', () => {
    const flat = (text: string) => text.replace(/-\n\s*/g, '').replace(/\s+/g, ' ');
    let checked = 0;
    let midParagraph = 0;
    for (const chapter of unheard.book.chapters) {
      const markup = textOf(unheard.entries, `EPUB/chapter-0${chapter.number}.xhtml`);
      // Each run of markers and the element right after it.
      for (const found of markup.matchAll(
        /((?:\s*<span epub:type="pagebreak"[^>]*id="page-(\d+)"[^>]*><\/span>)+)\s*<(h1|h2|p)[^>]*>([\s\S]*?)<\/\3>/g,
      )) {
        const pages = [...(found[1] ?? '').matchAll(/id="page-(\d+)"/g)].map((m) => Number(m[1]));
        const last = pages.at(-1) ?? 0;
        // What the reader meets first after the marker: the first words of a paragraph, a story's title.
        const words = visibleText(found[4] ?? '')
          .replace(/\s+/g, ' ')
          .trim()
          .split(' ')
          .slice(0, 6)
          .join(' ');
        if (found[3] === 'h1') continue;
        const page = flat(printed.pages[last - 1] ?? '');
        expect(page, `page ${last}: “${words}”`).toContain(words);
        checked += 1;
        // Well below the running head: the page began with the end of the paragraph before.
        if (page.indexOf(words) > 120) midParagraph += 1;
      }
    }
    expect(checked).toBeGreaterThan(5);
    // Some pages begin inside a paragraph: their markers wait for the next paragraph to begin.
    expect(midParagraph).toBeGreaterThan(0);
  });

  it('names the printed edition the page list follows in the package', () => {
    const opf = textOf(unheard.entries, 'EPUB/package.opf');
    expect(opf).toMatch(
      /<package [^>]*prefix="pagesource: https:\/\/www\.w3\.org\/publishing\/a11y\/page-source-id\/#"/,
    );
    expect(metaValues(opf, 'pagesource:pageBreakSource')).toEqual([
      'A Life on the Farm, the printed reading edition (6 × 9 in), made on 2026-11-25',
    ]);
    expect(opf).toContain('<meta refines="#print-edition" property="source-of">pagination</meta>');
    expect(metaValues(opf, 'schema:accessibilityFeature')).toEqual(
      expect.arrayContaining(['pageNavigation', 'printPageNumbers']),
    );
  });

  it('made without its print, has no page list, no page markers and claims none', () => {
    const opf = textOf(unprinted, 'EPUB/package.opf');
    expect(opf).not.toContain('pageBreakSource');
    expect(opf).not.toContain('prefix=');
    expect(metaValues(opf, 'schema:accessibilityFeature')).not.toContain('pageNavigation');
    expect(textOf(unprinted, 'EPUB/nav.xhtml')).not.toContain('page-list');
    const documents = unprinted.filter((entry) => entry.name.endsWith('.xhtml'));
    expect(documents.some((entry) => entry.bytes.toString('utf8').includes('pagebreak'))).toBe(false);
  });

  it('carries the cover picture, marked as the cover, with its words as its text alternative', () => {
    const opf = textOf(unheard.entries, 'EPUB/package.opf');
    expect(opf).toContain(
      '<item id="cover-image" href="images/cover.png" media-type="image/png" properties="cover-image"/>',
    );
    const image = unheard.entries.find((entry) => entry.name === 'EPUB/images/cover.png');
    expect(image?.bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(textOf(unheard.entries, 'EPUB/cover.xhtml')).toContain(
      'alt="The cover: A Life on the Farm, by Mary Brown"',
    );
  });

  // One run each, on the EPUB that holds every new piece (cover, page list, words beside a recording): epubcheck
  // and Ace start a Java machine and a browser, seconds apiece on a busy machine.
  it('passes epubcheck with no error or warning', async () => {
    expect(await epubcheckProblems(heard.path)).toEqual([]);
  }, 120_000);

  it('passes Ace by DAISY in Chromium with no violation, and Ace does find one when the cover loses its words', async () => {
    expect(await aceViolations(heard.path)).toEqual([]);

    // The same EPUB with the cover picture's text alternative taken away: Ace must say so, which shows it
    // really opened the pages in the browser.
    const broken = path.join(dir, 'broken.epub');
    const zip = new yazl.ZipFile();
    for (const entry of unheard.entries) {
      const bytes =
        entry.name === 'EPUB/cover.xhtml'
          ? Buffer.from(entry.bytes.toString('utf8').replace(/ alt="[^"]*"/, ''), 'utf8')
          : entry.bytes;
      zip.addBuffer(bytes, entry.name, { compress: entry.name !== 'mimetype', forceDosTimestamp: true });
    }
    zip.end();
    await new Promise<void>((resolve, reject) => {
      const out = createWriteStream(broken);
      zip.outputStream.pipe(out).on('close', resolve).on('error', reject);
    });
    expect(await aceViolations(broken)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^cover\.xhtml: image-alt \((serious|critical)\)$/)]),
    );
  }, 180_000);
});
