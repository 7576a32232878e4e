/**
 * The book (issues 14 and 33): a generated book of 60 chapters of 5 stories (about 300 pages, a recording in
 * every chapter) made in each format, each in a process of its own: time, peak memory and file size, beside a
 * 6-chapter book measured in the same run as the reference. Every story is set under its title and date line
 * and names people and places from her Memory DNA, so the PDF carries a real index; the reading edition is made
 * with its cover, sized from its page count, and so is the large print; the EPUB lists the reading edition's pages. A PDF is typeset in a child process (decision 1004): its peak is
 * given apart, beside the peak of the process that lays the book out and waits for it (the server, in the app).
 * That process's event-loop delay during the make, beside the same at rest, says whether other people's
 * requests keep answering meanwhile.
 * Goals: the PDF with index and cover in ≤ 20 s, the laying-out process < 600 MB, the typesetter < 500 MB.
 * Run alone: `npm run bench -- book`.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BookChapter, BookDocument, BookStory } from '#server/book/book-document.ts';
import { sampleBook, spokenMp3 } from '#server/book/book-fixtures.ts';
import { BOOK_FORMATS } from '#shared/book.ts';

const run = promisify(execFile);

/** About 300 words: one memory as people tell it. */
const MEMORY_WORDS =
  'In the summer of nineteen fifty-one my brother Tom and I walked the two miles to the dance hall in Leeds, past the mill and the chapel, and Rose was standing by the door in a green coat that her mother had made from a blanket. ';

/** Her family and friends, met again and again through the book, as Memory DNA names them. */
const PEOPLE = [
  'Tom',
  'Rose',
  'Mother',
  'Father',
  'Aunt Edith',
  'Uncle Bill',
  'Mrs. Hartley',
  'Grandma Nell',
];
/** With one new acquaintance a chapter, so the index is as long as a real life's (68 people in all). */
const FIRST_NAMES = ['Alice', 'Bert', 'Clara', 'Dennis', 'Elsie', 'Frank', 'Gladys', 'Harold', 'Ivy', 'Jack'];
const SURNAMES = ['Ackroyd', 'Barker', 'Crowther', 'Dawson', 'Eastwood', 'Firth'];
const PLACES = [
  'Leeds',
  'the dance hall',
  'the mill',
  'the chapel',
  'Scarborough',
  'Harrogate',
  'York',
  'Whitby',
];
const TITLES = ['Walking to the dance', 'The green coat', 'A day at the mill', 'Sunday at the chapel'];

/** Memory `memory` of chapter `chapter`: four dated memories, then an interview answer under its question. */
function storyOf(chapter: number, memory: number): BookStory {
  const year = 1940 + chapter;
  const n = chapter * 5 + memory;
  const answer = memory === 4;
  return {
    id: `story-${n + 1}`,
    title: answer ? `What do you remember of ${year}?` : TITLES[memory]!,
    when: answer ? null : `Summer ${year}`,
    people: [
      PEOPLE[n % PEOPLE.length]!,
      PEOPLE[(n * 3 + 1) % PEOPLE.length]!,
      ...(memory === 0 ? [`${FIRST_NAMES[chapter % 10]} ${SURNAMES[Math.floor(chapter / 10) % 6]}`] : []),
    ],
    places: [PLACES[n % PLACES.length]!],
  };
}

async function generatedBook(dir: string, chapters: number): Promise<BookDocument> {
  const base = await sampleBook(dir);
  const recording = await spokenMp3(dir, 'voice.mp3', 'We kept twelve cows and a grey horse called Duke.');
  const made: BookChapter[] = Array.from({ length: chapters }, (_, index) => ({
    number: index + 1,
    title: `Chapter of the year ${1940 + index}`,
    paragraphs: Array.from({ length: 5 }, (_, memory) => ({
      story: storyOf(index, memory),
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
  // Each cover is made with its edition, in the same process: it is sized from that edition's pages. The EPUB
  // is given the reading edition's page anchors, as the book job gives them, for its page list.
  const covers: readonly string[] = ['cover', 'large-print-cover'];
  for (const format of BOOK_FORMATS.filter((format) => !covers.includes(format))) {
    const out = path.join(dir, `${label}.${format}`);
    const printPages = format === 'epub' ? [path.join(dir, `${label}.pdf.print-pages.json`)] : [];
    const { stdout } = await run(
      process.execPath,
      [path.join(import.meta.dirname, 'book-format-child.ts'), format, bookPath, out, ...printPages],
      { maxBuffer: 1024 * 1024 },
    );
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
      ms: number;
      peakRssMb: number;
      typesetterPeakRssMb?: number;
      bytes: number;
      cover?: { ms: number; pages: number; spineIn: number };
      loop: Record<'atRest' | 'duringMake', { p50: number; p99: number; max: number }>;
    };
    const seconds = (ms: number) => Number((ms / 1000).toFixed(2));
    if (result.cover) {
      figures[`${label} ${format} with index and cover seconds`] = seconds(result.ms);
      figures[`${label} ${format} cover alone seconds`] = seconds(result.cover.ms);
      figures[`${label} ${format} cover spine in (from ${result.cover.pages} pages)`] = Number(
        result.cover.spineIn.toFixed(3),
      );
    } else figures[`${label} ${format} seconds`] = seconds(result.ms);
    figures[`${label} ${format} laying-out process peak RSS MB`] = Math.round(result.peakRssMb);
    if (result.typesetterPeakRssMb !== undefined)
      figures[`${label} ${format} typesetter peak RSS MB`] = Math.round(result.typesetterPeakRssMb);
    // 10 ms sampling: about 10 ms means the loop was never held up.
    const { atRest, duringMake } = result.loop;
    figures[`${label} ${format} event-loop delay p50 / p99 / max ms, at rest`] =
      `${atRest.p50} / ${atRest.p99} / ${atRest.max}`;
    figures[`${label} ${format} event-loop delay p50 / p99 / max ms, during the make`] =
      `${duringMake.p50} / ${duringMake.p99} / ${duringMake.max}`;
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
      'goal: 60-chapter PDF with index and cover': '≤ 20 s, laying-out process < 600 MB, typesetter < 500 MB',
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.filename === process.argv[1]) console.table(await runBookBench());
