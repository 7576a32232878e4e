/**
 * Pictures of a book's first pages, for the screen that offers the PDF: rendered by poppler's `pdftoppm`
 * (a Debian package) in a child process, so the server's thread only waits.
 */
import { execFile } from 'node:child_process';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Renders pages 1 to `pages` of `pdfPath` as PNGs into `outDir` (made when missing); returns their paths in page
 * order.
 */
export async function renderPreview(pdfPath: string, outDir: string, pages: number): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const prefix = path.join(outDir, 'page');
  await run('pdftoppm', ['-r', '60', '-png', '-f', '1', '-l', String(pages), pdfPath, prefix], {
    timeout: 60_000,
  });
  // pdftoppm pads the page number to the width of the document's last page number: page-1.png or page-001.png.
  const names = (await readdir(outDir)).filter((name) => /^page-\d+\.png$/.test(name));
  const number = (name: string) => Number(name.slice('page-'.length, -'.png'.length));
  return names.sort((a, b) => number(a) - number(b)).map((name) => path.join(outDir, name));
}
