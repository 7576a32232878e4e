/**
 * Pictures of a book's first pages, for the screen that offers the PDF: rendered by poppler's `pdftoppm`
 * (a Debian package) in a child process, so the server's thread only waits.
 */
import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** How far into the book the preview looks for pages with something on them. */
const LOOK_AHEAD_PAGES = 16;

/**
 * The first `count` pages of `pdfPath` worth showing: not a printed book's blank left-hand pages (behind the
 * title page, before a chapter opening), which would show the person nothing.
 */
async function pagesWithWords(pdfPath: string, count: number): Promise<number[]> {
  const { stdout } = await run('pdftotext', ['-layout', '-l', String(LOOK_AHEAD_PAGES), pdfPath, '-'], {
    timeout: 60_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  // pdftotext ends every page with a form feed.
  const pages = stdout.split('\f').slice(0, LOOK_AHEAD_PAGES);
  const withWords = pages.flatMap((text, index) => {
    const words = text.replace(/\s+/g, ' ').trim();
    return words ? [{ number: index + 1, words }] : [];
  });
  // Nor the half-title (the title page after it shows the same title, larger) and the copyright page's small
  // print (decision 1010): the person sees the title page, the dedication, the contents and the first chapter.
  const shown = withWords.filter(({ words }, index) => {
    const next = withWords[index + 1];
    const halfTitle = index === 0 && next !== undefined && next.words.startsWith(words);
    return !halfTitle && !words.startsWith('©');
  });
  return shown.map(({ number }) => number).slice(0, count);
}

/**
 * Renders the first `pages` pages of `pdfPath` that have words on them as PNGs into `outDir` (made when
 * missing); returns their paths in page order.
 */
export async function renderPreview(pdfPath: string, outDir: string, pages: number): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const paths: string[] = [];
  for (const page of await pagesWithWords(pdfPath, pages)) {
    const prefix = path.join(outDir, `page-${page}`);
    await run(
      'pdftoppm',
      ['-r', '60', '-png', '-singlefile', '-f', String(page), '-l', String(page), pdfPath, prefix],
      {
        timeout: 60_000,
      },
    );
    paths.push(`${prefix}.png`);
  }
  return paths;
}
