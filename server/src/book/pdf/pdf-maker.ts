/**
 * The PDF of the book, reading edition or large print, typeset by Typst in a worker thread (decision 1001).
 */
import { randomUUID } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BookDocument, PdfOptions } from '../book-document.ts';
import { bookLayout } from './book-layout.ts';
import type { PdfWorkerInput, PdfWorkerOutput } from './pdf-worker.ts';

/** Typesets in a thread of its own; one thread per book, stopped when it answers. */
function typesetInWorker(input: PdfWorkerInput): Promise<{ pdf: Uint8Array; pages: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pdf-worker.ts', import.meta.url), { workerData: input });
    let answered = false;
    worker.once('message', (output: PdfWorkerOutput) => {
      answered = true;
      void worker.terminate();
      if ('error' in output) reject(new Error(`The book could not be typeset: ${output.error}`));
      else resolve(output);
    });
    worker.once('error', (error) => {
      answered = true;
      reject(new Error(`The book could not be typeset: ${error.message}`));
    });
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`The book could not be typeset: the typesetter stopped (${code}).`));
    });
  });
}

/**
 * Writes the book's PDF to `outPath`: first to a temporary name beside it, renamed at the end, so a failure
 * never leaves half a file where the book should be. A Typst error is thrown as an Error with a plain message.
 */
export async function writePdf(
  book: BookDocument,
  options: PdfOptions,
  outPath: string,
): Promise<{ pages: number }> {
  const { files } = await bookLayout(book, options);
  const { pdf, pages } = await typesetInWorker({ files });
  const tempPath = path.join(path.dirname(outPath), `.${path.basename(outPath)}.${randomUUID()}.part`);
  try {
    await writeFile(tempPath, pdf);
    await rename(tempPath, outPath);
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
  return { pages };
}
