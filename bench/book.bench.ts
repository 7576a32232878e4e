/**
 * The book (issue 14): a generated book of 60 chapters of 5 memories (about 300 pages, a recording in every
 * chapter) made in each format, each in a process of its own: time, peak memory and file size, beside a
 * 6-chapter book measured in the same run as the reference. A PDF is typeset in a child process (decision 1004):
 * its peak is given apart, beside the peak of the process that lays the book out and waits for it. Goal: the PDF
 * in ≤ 20 s and the typesetter under 500 MB.
 * Run alone: `npm run bench -- book`.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BookChapter, BookDocument } from '#server/book/book-document.ts';
import { sampleBook, spokenMp3 } from '#server/book/book-fixtures.ts';
import { BOOK_FORMATS } from '#shared/book.ts';

const run = promisify(execFile);

/** About 300 words: one memory as people tell it. */
const MEMORY_WORDS =
  'In the summer of nineteen fifty-one my brother Tom and I walked the two miles to the dance hall in Leeds, past the mill and the chapel, and Rose was standing by the door in a green coat that her mother had made from a blanket. ';

async function generatedBook(dir: string, chapters: number): Promise<BookDocument> {
  const base = await sampleBook(dir);
  const recording = await spokenMp3(dir, 'voice.mp3', 'We kept twelve cows and a grey horse called Duke.');
  const made: BookChapter[] = Array.from({ length: chapters }, (_, index) => ({
    number: index + 1,
    title: `Chapter of the year ${1940 + index}`,
    paragraphs: Array.from({ length: 5 }, (_, memory) => ({
      runs: [
        { text: MEMORY_WORDS.repeat(7).trim(), bold: false, italic: false },
        { text: ` Memory ${memory + 1}.`, bold: false, italic: true },
      ],
    })),
    recordings: [
      {
        title: `Told in ${1940 + index}`,
        localPath: recording,
        fileName: `chapter-${String(index + 1).padStart(2, '0')}-recording-1.mp3`,
        durationSeconds: 3,
      },
    ],
    recordingsUrl: `https://heirloom.example/listen/project/${index + 1}`,
  }));
  return { ...base, chapters: made };
}

async function measure(dir: string, label: string, chapters: number) {
  const book = await generatedBook(dir, chapters);
  const bookPath = path.join(dir, `${label}.json`);
  await writeFile(bookPath, JSON.stringify(book));
  const figures: Record<string, number | string> = {};
  for (const format of BOOK_FORMATS) {
    const out = path.join(dir, `${label}.${format}`);
    const { stdout } = await run(
      process.execPath,
      [path.join(import.meta.dirname, 'book-format-child.ts'), format, bookPath, out],
      { maxBuffer: 1024 * 1024 },
    );
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
      ms: number;
      peakRssMb: number;
      typesetterPeakRssMb?: number;
      bytes: number;
    };
    figures[`${label} ${format} seconds`] = Number((result.ms / 1000).toFixed(2));
    figures[`${label} ${format} peak RSS MB`] = Math.round(result.peakRssMb);
    if (result.typesetterPeakRssMb !== undefined)
      figures[`${label} ${format} typesetter peak RSS MB`] = Math.round(result.typesetterPeakRssMb);
    figures[`${label} ${format} size MB`] = Number((result.bytes / (1024 * 1024)).toFixed(2));
    if (format === 'pdf' || format === 'large-print-pdf') {
      const { stdout: info } = await run('pdfinfo', [out]);
      figures[`${label} ${format} pages`] = Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
    }
  }
  return figures;
}

export async function runBookBench(): Promise<Record<string, number | string>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'heirloom-book-bench-'));
  try {
    return {
      ...(await measure(dir, 'reference 6 chapters', 6)),
      ...(await measure(dir, '60 chapters', 60)),
      'goal: 60-chapter PDF': '≤ 20 s, typesetter < 500 MB',
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.filename === process.argv[1]) console.table(await runBookBench());
