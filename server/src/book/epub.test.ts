import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookDocument } from './book-document.ts';
import { sampleBook } from './book-fixtures.ts';
import {
  paragraphTexts,
  readZipEntries,
  visibleText,
  withFirstRecording,
  type ZipEntry,
} from './book-test-support.ts';
import { writeEpub } from './epub.ts';
import { typesetParagraph } from './typography.ts';

const run = promisify(execFile);
// epubcheck is a Java program: starting it and checking one book takes 10–20 s on a busy two-core machine.
/** Debian's epubcheck is a runnable jar (/usr/bin/epubcheck links to it); java starts it wherever binfmt is not set up. */
const EPUBCHECK = process.env.EPUBCHECK_JAR ?? '/usr/bin/epubcheck';

interface EpubcheckReport {
  messages: { severity: string; ID: string; message: string; locations: { path: string; line: number }[] }[];
  checker: { nFatal: number; nError: number; nWarning: number };
}

async function epubcheck(epubPath: string): Promise<EpubcheckReport> {
  const reportPath = `${epubPath}.json`;
  // epubcheck exits 1 when it finds errors; the report says which, so read it either way.
  await run('java', ['-jar', EPUBCHECK, epubPath, '--json', reportPath]).catch(() => undefined);
  return JSON.parse(await readFile(reportPath, 'utf8')) as EpubcheckReport;
}

function expectClean(report: EpubcheckReport) {
  const problems = report.messages
    .filter((m) => ['FATAL', 'ERROR', 'WARNING'].includes(m.severity))
    .map((m) => `${m.severity} ${m.ID} ${m.locations[0]?.path}:${m.locations[0]?.line} ${m.message}`);
  expect(problems).toEqual([]);
  expect(report.checker).toMatchObject({ nFatal: 0, nError: 0, nWarning: 0 });
}

const textOf = (entries: ZipEntry[], name: string) => {
  const entry = entries.find((e) => e.name === name);
  if (!entry) throw new Error(`${name} is not in the EPUB`);
  return entry.bytes.toString('utf8');
};

let dir: string;
let book: BookDocument;
let epubPath: string;
let entries: ZipEntry[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'heirloom-epub-test-'));
  book = await sampleBook(dir);
  epubPath = path.join(dir, 'book.epub');
  await writeEpub(book, epubPath);
  entries = await readZipEntries(epubPath);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeEpub', () => {
  it('writes an EPUB that epubcheck passes with no error or warning', async () => {
    expectClean(await epubcheck(epubPath));
  }, 120_000);

  it('passes epubcheck without a dedication and with a chapter that has no words yet', async () => {
    const bare: BookDocument = {
      ...book,
      dedication: null,
      chapters: [
        ...book.chapters,
        { number: 4, title: 'Still to Come', paragraphs: [], recordings: [], recordingsUrl: null },
      ],
    };
    const barePath = path.join(dir, 'bare.epub');
    await writeEpub(bare, barePath);
    expectClean(await epubcheck(barePath));
    const names = (await readZipEntries(barePath)).map((e) => e.name);
    expect(names).not.toContain('EPUB/dedication.xhtml');
    expect(names).toContain('EPUB/chapter-04.xhtml');
  }, 120_000);

  it('puts the mimetype first, stored, with no extra field', () => {
    const first = entries[0]!;
    expect(first.name).toBe('mimetype');
    expect(first.compressionMethod).toBe(0);
    expect(first.extraFieldLength).toBe(0);
    expect(first.bytes.toString('ascii')).toBe('application/epub+zip');
  });

  it('describes the book in the package document and lists the recording as audio/mpeg', () => {
    const opf = textOf(entries, 'EPUB/package.opf');
    expect(opf).toContain(`<dc:identifier id="book-id">urn:uuid:${book.id}</dc:identifier>`);
    expect(opf).toContain('<dc:title>A Life on the Farm</dc:title>');
    expect(opf).toContain('>Mary Brown</dc:creator>');
    expect(opf).toContain('<dc:language>en</dc:language>');
    expect(opf).toContain('<meta property="dcterms:modified">2026-11-25T10:00:00Z</meta>');
    expect(opf).toContain('href="audio/chapter-01-recording-1.mp3" media-type="audio/mpeg"');
    const audio = entries.find((e) => e.name === 'EPUB/audio/chapter-01-recording-1.mp3');
    expect(audio?.bytes.length).toBeGreaterThan(1000);
  });

  it('has a title page, the dedication and a contents page naming every chapter', () => {
    expect(visibleText(textOf(entries, 'EPUB/title-page.xhtml'))).toMatch(
      /A Life on the Farm[\s\S]*Mary Brown[\s\S]*2026/,
    );
    expect(textOf(entries, 'EPUB/dedication.xhtml')).toContain('For my grandchildren, who asked.');
    const nav = visibleText(textOf(entries, 'EPUB/nav.xhtml'));
    expect(nav).toMatch(
      /Chapter 1: Early Years[\s\S]*Chapter 2: The War Years[\s\S]*Chapter 3: Meeting Rose/,
    );
  });

  it('holds every chapter title and its words in order, bold and italic kept', () => {
    for (const chapter of book.chapters) {
      const page = textOf(entries, `EPUB/chapter-0${chapter.number}.xhtml`);
      expect(visibleText(page)).toContain(chapter.title);
      // The words as the book sets them (curly quotes, dashes), the stories' date lines apart.
      const expected = chapter.paragraphs.map((p) =>
        typesetParagraph(p)
          .runs.map((r) => r.text)
          .join(''),
      );
      expect(paragraphTexts(page)).toEqual(expected);
    }
    const first = textOf(entries, 'EPUB/chapter-01.xhtml');
    expect(first).toContain('<strong>cold</strong>');
    expect(first).toContain('<em>hay</em>');
  });

  it('sets each story under its title and date line with a break between, and adds a copyright page, About the storyteller and an index linking to the stories', () => {
    const first = textOf(entries, 'EPUB/chapter-01.xhtml');
    expect(first).toMatch(
      /<h2 class="story-title" id="story-1">Milking with Tom<\/h2>\s*<p class="story-date">Spring 1938<\/p>\s*<p>Every morning/,
    );
    expect(first).toMatch(
      /<hr class="section-break"\/>\s*<h2 class="story-title" id="story-2">What was Saturday like\?<\/h2>\s*<p>Mother baked/,
    );
    expect(first.match(/section-break/g)).toHaveLength(1);
    expect(textOf(entries, 'EPUB/chapter-02.xhtml')).toContain('<p class="story-date">1942–1945</p>');
    expect(visibleText(textOf(entries, 'EPUB/copyright.xhtml'))).toMatch(
      /© 2026 Mary Brown\s+All rights reserved\.\s+EPUB edition, made on 25 November 2026\./,
    );
    expect(visibleText(textOf(entries, 'EPUB/about.xhtml'))).toContain('Mary Brown was born on 2 May 1931.');
    expect(textOf(entries, 'EPUB/index.xhtml')).toContain(
      '<li>Leeds: <a href="chapter-02.xhtml#story-3">Moving to Leeds</a>, <a href="chapter-03.xhtml#story-4">The dance</a></li>',
    );
    const spine = [...textOf(entries, 'EPUB/package.opf').matchAll(/<itemref idref="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(spine).toEqual([
      'title-page',
      'copyright',
      'dedication',
      'nav',
      'chapter-01',
      'chapter-02',
      'chapter-03',
      'about',
      'index',
    ]);
  });

  it('escapes every character markup would read', () => {
    const first = textOf(entries, 'EPUB/chapter-01.xhtml');
    expect(first).toContain('Saturdays &amp; we ate it warm &lt;with butter&gt;');
    expect(first).not.toContain('<with butter>');
    expect(textOf(entries, 'EPUB/chapter-02.xhtml')).toContain('“quotes” \\backslash');
  });

  it('plays the recording in its chapter, named, with words for apps that cannot play sound', () => {
    const first = textOf(entries, 'EPUB/chapter-01.xhtml');
    expect(first).toContain('“The dairy farm” — Listen');
    expect(first).toMatch(
      /<audio controls="controls" src="audio\/chapter-01-recording-1\.mp3">\s*<p>[^<]+<\/p>/,
    );
  });

  it('leaves nothing at the destination when a recording is missing, and keeps what was there', async () => {
    const outPath = path.join(dir, 'broken.epub');
    await writeFile(outPath, 'the earlier book');
    const broken = withFirstRecording(book, { localPath: path.join(dir, 'gone.mp3') });
    await expect(writeEpub(broken, outPath)).rejects.toThrow();
    expect(await readFile(outPath, 'utf8')).toBe('the earlier book');
    expect((await readdir(dir)).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('refuses a recording whose file name would leave the audio folder', async () => {
    const unsafe = withFirstRecording(book, { fileName: '../escape.mp3' });
    const outPath = path.join(dir, 'unsafe.epub');
    await expect(writeEpub(unsafe, outPath)).rejects.toThrow(/file name/);
    expect(
      (await readdir(dir)).filter((name) => name.startsWith('unsafe') || name.endsWith('.partial')),
    ).toEqual([]);
  });
});
