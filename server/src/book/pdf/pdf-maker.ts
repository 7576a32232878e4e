/**
 * The PDF of the book, reading edition or large print, typeset by Typst in a child process capped in memory and
 * time (decisions 1001 and 1004).
 */
import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BookDocument, PdfOptions } from '../book-document.ts';
import { bookLayout } from './book-layout.ts';
import { type Typeset, type TypesetLimits, typesetInChild } from './typeset.ts';

/** A printer's bleed: 0.125 in on every side of the trim, as the template adds it (decision 1001). */
export const BLEED_POINTS = 9;

/**
 * Writes the book's PDF to `outPath`: the typesetter writes it to a temporary name beside it, renamed at the
 * end, so a failure never leaves half a file where the book should be. A Typst error is thrown as an Error with
 * a plain message; a book past the memory cap or the time budget as a TypesettingLimitError, whose message can
 * be shown to the person.
 */
export async function writePdf(
  book: BookDocument,
  options: PdfOptions,
  outPath: string,
  limits?: TypesetLimits,
): Promise<Typeset> {
  const { files } = await bookLayout(book, options);
  const tempPath = path.join(path.dirname(outPath), `.${path.basename(outPath)}.${randomUUID()}.part`);
  try {
    const typeset = await typesetInChild(
      {
        files,
        pdfPath: tempPath,
        bleedPoints: options.bleed ? BLEED_POINTS : 0,
        // The EPUB's page list follows the reading edition alone (decision 1013).
        pageAnchors: options.edition === 'standard',
      },
      limits,
    );
    await rename(tempPath, outPath);
    return typeset;
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
}
