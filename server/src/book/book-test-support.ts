/**
 * What the tests of the book's ZIP formats share: reading every entry of a ZIP back, in the order it was written,
 * with how it was stored, and the visible text of a piece of markup.
 */
import yauzl from 'yauzl';
import type { BookDocument, BookRecording } from './book-document.ts';

/** One entry of a ZIP as written: its name, whether it was deflated, its bytes and the length of its extra field. */
export interface ZipEntry {
  name: string;
  compressionMethod: number;
  extraFieldLength: number;
  bytes: Buffer;
}

/** Every entry of the ZIP at `zipPath`, in the order of its central directory. */
export function readZipEntries(zipPath: string): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(zipPath, { lazyEntries: true }, (openError, zip) => {
      if (openError) return reject(openError);
      const entries: ZipEntry[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, async (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          entries.push({
            name: entry.fileName,
            compressionMethod: entry.compressionMethod,
            extraFieldLength: entry.extraFieldLength,
            bytes: Buffer.concat(chunks),
          });
          zip.readEntry();
        });
      });
      zip.readEntry();
    });
  });
}

/** The text a reader sees in `markup`: tags dropped, the five references the book writes turned back into characters. */
export function visibleText(markup: string): string {
  return markup
    .replace(/<br\/>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#34;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * The contents of every `<p>` in `markup` that is a paragraph of the text (not inside `<audio>`, not a story's
 * date line), as seen.
 */
export function paragraphTexts(markup: string): string[] {
  const withoutAudio = markup
    .replace(/<audio[\s\S]*?<\/audio>/g, '')
    .replace(/<p class="story-date">[\s\S]*?<\/p>/g, '');
  return [...withoutAudio.matchAll(/<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/g)].map((match) =>
    visibleText(match[1] ?? ''),
  );
}

/** `book` with its first recording changed by `change` (a missing file, an unsafe name), to test refusals. */
export function withFirstRecording(book: BookDocument, change: Partial<BookRecording>): BookDocument {
  let done = false;
  return {
    ...book,
    chapters: book.chapters.map((chapter) => ({
      ...chapter,
      recordings: chapter.recordings.map((recording) => {
        if (done) return recording;
        done = true;
        return { ...recording, ...change };
      }),
    })),
  };
}
