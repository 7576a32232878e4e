import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleBook } from './book-fixtures.ts';
import { readZipEntries, type ZipEntry } from './book-test-support.ts';
import { writeKeepsake } from './keepsake.ts';
import { writeCoverImage } from './pdf/cover.ts';

let dir: string;
let withCover: ZipEntry[];
let without: ZipEntry[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'heirloom-keepsake-cover-'));
  const book = await sampleBook(dir);
  const coverImagePath = path.join(dir, 'cover.png');
  await writeCoverImage(book, coverImagePath);
  await writeKeepsake({ ...book, coverImagePath }, path.join(dir, 'with.zip'));
  await writeKeepsake(book, path.join(dir, 'without.zip'));
  withCover = await readZipEntries(path.join(dir, 'with.zip'));
  without = await readZipEntries(path.join(dir, 'without.zip'));
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const indexOf = (entries: ZipEntry[]) =>
  entries.find((e) => e.name === 'index.html')?.bytes.toString('utf8') ?? '';

describe('the keepsake’s title page', () => {
  it('opens with the printed book’s cover above the title, the name and the year', () => {
    const picture = withCover.find((entry) => entry.name === 'images/cover.png');
    expect(picture?.bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(indexOf(withCover)).toMatch(
      /<header class="title-page">\n<img class="cover" src="images\/cover\.png" alt="The cover of the printed book"[^>]*>\n<h1>A Life on the Farm<\/h1>\n<p class="storyteller">Mary Brown<\/p>\n<p class="year">2026<\/p>/,
    );
  });

  it('keeps the title page without a picture when no cover was made', () => {
    expect(without.some((entry) => entry.name.startsWith('images/'))).toBe(false);
    expect(indexOf(without)).toMatch(/<header class="title-page">\n<h1>A Life on the Farm<\/h1>/);
  });
});
