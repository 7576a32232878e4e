import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { ExtractionError, extractionMessages } from './extraction-errors.ts';

/** A PDF ends with `%%EOF` (readers accept it within the last 1024 bytes); without it the file was cut short. */
async function assertComplete(path: string): Promise<void> {
  const handle = await fs.open(path, 'r');
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, 1024);
    const tail = Buffer.alloc(length);
    await handle.read(tail, 0, length, size - length);
    if (!tail.includes('%%EOF')) throw new ExtractionError(extractionMessages.incompletePdf);
  } finally {
    await handle.close();
  }
}

function pdftotext(path: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    execFile(
      'pdftotext',
      ['-q', '-enc', 'UTF-8', '-layout', path, '-'],
      { maxBuffer: 512 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout) => {
        if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') return resolve(undefined);
        // Exit 1: cannot open (damaged), 3: permissions (password-protected copy).
        if (error) return reject(new ExtractionError(extractionMessages.unreadable));
        resolve(stdout);
      },
    );
  });
}

async function withUnpdf(path: string): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  try {
    const pdf = await getDocumentProxy(new Uint8Array(await fs.readFile(path)));
    const { text } = await extractText(pdf, { mergePages: false });
    return text.join('\n\n');
  } catch {
    throw new ExtractionError(extractionMessages.unreadable);
  }
}

/** Text of a PDF: poppler's pdftotext when installed (4× faster), otherwise unpdf, page by page. */
export async function extractPdf(path: string): Promise<string> {
  await assertComplete(path);
  const text = (await pdftotext(path)) ?? (await withUnpdf(path));
  // pdftotext separates pages with form feeds.
  return text
    .replaceAll('\f', '\n\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n');
}
