/**
 * The printed book's cover and codes, made through the API as the family makes it (issue 33): the cover sized
 * from the PDF's own page count, and the codes leading to PUBLIC_URL, or left out when the person chooses.
 * Each server makes one book, and every assertion reads that book's real files.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spokenMp3 } from '#server/book/book-fixtures.ts';
import { readZipEntries } from '#server/book/book-test-support.ts';
import type { BookStatus } from '#shared/book.ts';
import { createMemory, createProject, uploadFile } from '../../../test/factories.ts';
import { createTestApp, type Person, type TestApp } from '../../../test/test-app.ts';
import { bookUrl, waitForBook } from './book-api-test-support.ts';

const run = promisify(execFile);
/** jsQR reads a QR code from an image's pixels, as a phone's camera would. */
const jsQR = createRequire(import.meta.url)('jsqr') as (
  data: Uint8ClampedArray,
  width: number,
  height: number,
) => { data: string } | null;

const PUBLIC_URL = 'https://stories.example.org';
let scratch: string;

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'heirloom-book-print-'));
});
afterAll(async () => {
  await fs.rm(scratch, { recursive: true, force: true });
});

/** A project of one chapter holding a typed memory and a recording. */
async function projectWithRecording(person: Person) {
  const project = await createProject(person, { title: 'A Life on the Farm' });
  const chapter = await person.post(`/api/memoir-projects/${project.id}/chapters`, { title: 'Early Years' });
  const chapterId = (chapter.json() as { id: string }).id;
  const memory = await createMemory(person, {
    name: 'The dairy farm',
    text: 'Every morning I helped my brother Tom milk the cows.',
  });
  const mp3 = await spokenMp3(scratch, `${chapterId}.mp3`, 'We kept twelve cows and a grey horse.');
  const recording = await uploadFile(person, 'Cows and the horse.mp3', await fs.readFile(mp3));
  const put = await person.post(`/api/memoir-projects/${project.id}/chapters/${chapterId}/memories`, {
    memories: [
      { kind: 'fragment', id: memory.id },
      { kind: 'file', id: recording.id },
    ],
  });
  expect(put.statusCode, put.body).toBe(200);
  return { projectId: project.id, chapterId };
}

/** Downloads one format of the finished book to the scratch folder. */
async function download(person: Person, status: BookStatus, format: string, name: string) {
  const file = status.files.find((candidate) => candidate.format === format);
  if (!file) throw new Error(`the book has no ${format}`);
  const response = await person.get(file.url);
  expect(response.statusCode).toBe(200);
  const filePath = path.join(scratch, name);
  await fs.writeFile(filePath, response.rawPayload);
  return filePath;
}

const pageCount = async (pdf: string) =>
  Number(/^Pages:\s+(\d+)/m.exec((await run('pdfinfo', [pdf])).stdout)?.[1]);

/** The 1-based page of `pdf` whose text holds `words`. */
/**
 * Checks that `cover` is the wrap-around cover of a `pages`-page interior (its width from the spine formula, its
 * TrimBox 9 pt inside) with the book's title on it; answers its words.
 */
async function coverSizedFor(cover: string, pages: number): Promise<string> {
  const info = (await run('pdfinfo', ['-box', cover])).stdout;
  const width = Number(/^Page size:\s+([\d.]+) x/m.exec(info)?.[1]);
  expect(width).toBeCloseTo((2 * 6 + pages * 0.002252 + 2 * 0.125) * 72, 1);
  expect(info).toMatch(/^TrimBox:\s+9\.00\s+9\.00/m);
  const words = (await run('pdftotext', [cover, '-'])).stdout.replace(/\s+/g, ' ');
  expect(words).toContain('A Life on the Farm');
  return words;
}

async function pageWith(pdf: string, words: string) {
  const pages = (await run('pdftotext', [pdf, '-'])).stdout.split('\f');
  return pages.findIndex((text) => text.includes(words)) + 1;
}

/** What a phone reads from a QR code on one page of the PDF, or null when it finds none. */
async function scanPage(pdf: string, page: number): Promise<string | null> {
  const prefix = path.join(scratch, `scan-${path.basename(pdf)}-${page}`);
  await run('pdftoppm', [
    '-r',
    '150',
    '-gray',
    '-singlefile',
    '-f',
    String(page),
    '-l',
    String(page),
    pdf,
    prefix,
  ]);
  // A binary PGM: "P5", width, height, the largest value, then one byte a pixel.
  const pgm = await fs.readFile(`${prefix}.pgm`);
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm gave no PGM');
  const [whole, width, height] = [header[0], Number(header[1]), Number(header[2])];
  const gray = pgm.subarray(whole.length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    rgba.set([gray[i] ?? 255, gray[i] ?? 255, gray[i] ?? 255, 255], i * 4);
  }
  return jsQR(rgba, width, height)?.data ?? null;
}

describe('with a public address (PUBLIC_URL)', () => {
  let t: TestApp;
  let status: BookStatus;
  let ids: { projectId: string; chapterId: string };
  let pdf: string;
  let sarah: Person;

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    sarah = await t.signUp();
    ids = await projectWithRecording(sarah);
    // The request comes to the server's own loopback address: the code must still lead to PUBLIC_URL.
    const started = await sarah.post(
      bookUrl(ids.projectId),
      { storyteller: 'Mary Brown', recordingCodes: true },
      { host: `127.0.0.1:${t.config.port}` },
    );
    expect(started.statusCode, started.body).toBe(201);
    status = await waitForBook(sarah, ids.projectId);
    expect(status.failure).toBeNull();
    pdf = await download(sarah, status, 'pdf', 'public.pdf');
  }, 240_000);

  afterAll(async () => {
    await t?.close();
  });

  it('tells the dialog where the codes lead', () => {
    expect(status.publicAddress).toBe(PUBLIC_URL);
  });

  it('prints a code that a phone reads as the chapter’s listening page at PUBLIC_URL', async () => {
    const opening = await pageWith(pdf, 'Scan to hear these memories told');
    expect(opening).toBeGreaterThan(0);
    expect(await scanPage(pdf, opening)).toBe(`${PUBLIC_URL}/listen/${ids.projectId}/${ids.chapterId}`);
  });

  it('offers a cover sized from the PDF’s own page count, with the title and name on it', async () => {
    const pages = await pageCount(pdf);
    const words = await coverSizedFor(await download(sarah, status, 'cover', 'public-cover.pdf'), pages);
    expect(words).toContain('Mary Brown');
    // The EPUB carries the same front as its cover picture, and lists the print's pages.
    const epub = await readZipEntries(await download(sarah, status, 'epub', 'public.epub'));
    expect(epub.map((entry) => entry.name)).toContain('EPUB/images/cover.png');
    const nav = epub.find((entry) => entry.name === 'EPUB/nav.xhtml')?.bytes.toString('utf8') ?? '';
    expect(nav).toContain(`<a href="chapter-01.xhtml#page-${await pageWith(pdf, 'CHAPTER 1')}">`);
    // One entry per printed page of the reading edition.
    expect(nav.match(/<a href="[^"]+#page-\d+">/g)).toHaveLength(pages);
  });

  it('offers the large-print edition its own cover, sized from its own page count', async () => {
    const largePrint = await download(sarah, status, 'large-print-pdf', 'public-large.pdf');
    const cover = await download(sarah, status, 'large-print-cover', 'public-large-cover.pdf');
    const words = await coverSizedFor(cover, await pageCount(largePrint));
    expect(words).toContain('LARGE PRINT');
  });
});

describe('without a public address', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('says so to the dialog, and a book asked for without codes is made with none, whatever address was used', async () => {
    const sarah = await t.signUp();
    const { projectId } = await projectWithRecording(sarah);
    expect(((await sarah.get(bookUrl(projectId))).json() as BookStatus).publicAddress).toBeNull();

    // A name this server does not know as its own: with codes it could make no link, without them it needs none.
    const started = await sarah.post(
      bookUrl(projectId),
      { storyteller: 'Mary Brown', recordingCodes: false },
      { host: 'heirloom.family.lan' },
    );
    expect(started.statusCode, started.body).toBe(201);
    const status = await waitForBook(sarah, projectId);
    expect(status.failure).toBeNull();
    expect(status.choices.recordingCodes).toBe(false);

    const pdf = await download(sarah, status, 'pdf', 'no-codes.pdf');
    const text = (await run('pdftotext', [pdf, '-'])).stdout;
    expect(text).toContain('Every morning I helped my brother Tom');
    expect(text).not.toContain('Scan to hear');
    expect(text).not.toMatch(/https?:|listen\//);
    expect(await scanPage(pdf, await pageWith(pdf, 'CHAPTER 1'))).toBeNull();
  }, 240_000);
});
