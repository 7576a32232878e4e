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

/** Longer than any real book needs (a 245-page book takes about 2 s); a compile past it is stopped. */
const TYPESET_TIME_BUDGET_MS = 5 * 60_000;

/**
 * Typesets the template with the given virtual files in a thread of its own, started for this book and stopped
 * when it answers or runs past the time budget.
 */
export function typesetInWorker(
  input: PdfWorkerInput,
  timeBudgetMs = TYPESET_TIME_BUDGET_MS,
): Promise<{ pdf: Uint8Array; pages: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pdf-worker.ts', import.meta.url), { workerData: input });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate().catch(() => {});
      outcome();
    };
    const fail = (reason: string) =>
      settle(() => reject(new Error(`The book could not be typeset: ${reason}`)));
    const timer = setTimeout(() => fail('it took too long.'), timeBudgetMs);
    worker.once('message', (output: PdfWorkerOutput) => {
      if ('error' in output) fail(output.error);
      else settle(() => resolve(output));
    });
    worker.once('error', (error) => fail(error.message));
    worker.once('exit', (code) => fail(`the typesetter stopped (${code}).`));
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
