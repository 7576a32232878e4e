/**
 * Books for the tests of every format: a few chapters with bold and italic words, a dedication, and real MP3
 * recordings spoken by espeak-ng and encoded by ffmpeg (both Debian packages the app already needs).
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BookChapter, BookDocument, BookParagraph, BookRecording, BookStory } from './book-document.ts';

const run = promisify(execFile);

/** Speaks `words` into `dir/fileName` as a mono MP3. */
export async function spokenMp3(dir: string, fileName: string, words: string): Promise<string> {
  const wav = path.join(dir, `${fileName}.wav`);
  const mp3 = path.join(dir, fileName);
  await run('espeak-ng', ['-w', wav, words]);
  await run('ffmpeg', ['-y', '-loglevel', 'error', '-i', wav, '-ac', '1', '-b:a', '64k', mp3]);
  return mp3;
}

const plain = (text: string, story?: BookStory): BookParagraph => ({
  runs: [{ text, bold: false, italic: false }],
  ...(story ? { story } : {}),
});

/** A story's heading as the book job gathers it from a memory and its Memory DNA. */
const story = (
  id: string,
  title: string,
  when: string | null,
  people: string[],
  places: string[],
): BookStory => ({
  id,
  title,
  when,
  people,
  places,
});

/** A three-chapter book; chapter 1 has one recording (made in `dir`), chapter 3 has no words of its own yet. */
export async function sampleBook(dir: string, overrides: Partial<BookDocument> = {}): Promise<BookDocument> {
  const recording: BookRecording = {
    title: 'The dairy farm',
    localPath: await spokenMp3(dir, 'chapter-01-recording-1.mp3', 'Every morning I helped my brother Tom.'),
    fileName: 'chapter-01-recording-1.mp3',
    durationSeconds: 2,
  };
  const chapters: BookChapter[] = [
    {
      number: 1,
      title: 'Early Years',
      paragraphs: [
        {
          story: story('story-1', 'Milking with Tom', 'Spring 1938', ['Tom', 'Mother'], ['the dairy farm']),
          runs: [
            {
              text: 'Every morning I helped my brother Tom milk the cows. It was ',
              bold: false,
              italic: false,
            },
            { text: 'cold', bold: true, italic: false },
            { text: ', and the barn smelled of ', bold: false, italic: false },
            { text: 'hay', bold: false, italic: true },
            { text: '.', bold: false, italic: false },
          ],
        },
        plain(
          'Mother baked bread on Saturdays & we ate it warm <with butter> from the Smiths’ farm.',
          story('story-2', 'What was Saturday like?', null, ['Mother', 'the Smiths'], ['the dairy farm']),
        ),
      ],
      recordings: [recording],
      recordingsUrl: 'https://heirloom.example/listen/project-1/chapter-1',
    },
    {
      number: 2,
      title: 'The War Years',
      paragraphs: [
        plain(
          'In 1942 we moved to Leeds. Father worked at the station; we listened to the wireless.',
          story('story-3', 'Moving to Leeds', '1942-1945', ['Father'], ['Leeds']),
        ),
        plain('#hash $dollar *star* _under_ [bracket] @at "quotes" \\backslash = equals / slash'),
      ],
      recordings: [],
      recordingsUrl: null,
    },
    {
      number: 3,
      title: 'Meeting Rose',
      paragraphs: [
        plain('We met at a dance in 1951.', story('story-4', 'The dance', '1951', ['Rose'], ['Leeds'])),
      ],
      recordings: [],
      recordingsUrl: null,
    },
  ];
  return {
    id: randomUUID(),
    title: 'A Life on the Farm',
    storyteller: 'Mary Brown',
    year: 2026,
    dedication: 'For my grandchildren, who asked.',
    language: 'en',
    chapters,
    madeAt: new Date('2026-11-25T10:00:00Z'),
    storytellerBorn: '1931-05-02',
    ...overrides,
  };
}
