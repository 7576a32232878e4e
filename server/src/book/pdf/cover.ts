/**
 * The book's cover (docs/decisions/1015): a print-ready PDF of back, spine and front in one spread, sized from
 * the interior's page count, and a picture of the front for the EPUB. Typeset by Typst in the same capped child
 * process as the interior (decision 1004), from data only.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BookDocument, PdfOptions } from '../book-document.ts';
import { typstLanguage } from './book-layout.ts';
import {
  COVER_BLEED_IN,
  type CoverGeometry,
  coverGeometry,
  SPINE_TEXT_MARGIN_IN,
  TRIM_HEIGHT_IN,
  TRIM_WIDTH_IN,
  toPoints,
} from './cover-geometry.ts';
import { typesetInChild } from './typeset.ts';

const run = promisify(execFile);

/** The JSON the cover template reads as `/cover.json`. */
export interface CoverLayout {
  mode: 'spread' | 'front';
  /** The edition it covers: the large-print one says so on its front, back and spine. */
  edition: PdfOptions['edition'];
  title: string;
  storyteller: string;
  year: number;
  lang: string;
  trimWidthIn: number;
  trimHeightIn: number;
  bleedIn: number;
  spineIn: number;
  spineMarginIn: number;
  spineText: boolean;
}

function coverLayout(
  book: BookDocument,
  mode: CoverLayout['mode'],
  geometry?: CoverGeometry,
  edition: PdfOptions['edition'] = 'standard',
): CoverLayout {
  return {
    mode,
    edition,
    title: book.title,
    storyteller: book.storyteller,
    year: book.year,
    lang: typstLanguage(book.language).lang,
    trimWidthIn: TRIM_WIDTH_IN,
    trimHeightIn: TRIM_HEIGHT_IN,
    bleedIn: COVER_BLEED_IN,
    spineIn: geometry?.spineIn ?? 0,
    spineMarginIn: SPINE_TEXT_MARGIN_IN,
    spineText: geometry?.spineText ?? false,
  };
}

/** Typesets one layout into `pdfPath` through a temporary name, so a failure leaves nothing there. */
async function typesetCover(layout: CoverLayout, pdfPath: string, bleedPoints = 0) {
  const tempPath = path.join(path.dirname(pdfPath), `.${path.basename(pdfPath)}.${randomUUID()}.part`);
  try {
    await typesetInChild({
      template: 'cover',
      files: [{ path: '/cover.json', content: JSON.stringify(layout) }],
      pdfPath: tempPath,
      bleedPoints,
    });
    await rename(tempPath, pdfPath);
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
}

/**
 * Writes the wrap-around cover of `edition` for an interior of `pages` pages to `outPath`, with its TrimBox and
 * BleedBox set; returns the geometry it was made to. Both editions share the 6 × 9 in trim, so only the spine
 * differs.
 */
export async function writeCoverPdf(
  book: BookDocument,
  pages: number,
  outPath: string,
  edition: PdfOptions['edition'] = 'standard',
): Promise<CoverGeometry> {
  const geometry = coverGeometry(pages);
  await typesetCover(coverLayout(book, 'spread', geometry, edition), outPath, toPoints(COVER_BLEED_IN));
  return geometry;
}

/** Pixels per inch of the EPUB's cover picture: 1200 × 1800 for the 6 × 9 in front. */
const COVER_IMAGE_PPI = 200;

/** Writes a PNG of the front cover to `outPath`, for the EPUB (rendered by poppler's `pdftoppm`). */
export async function writeCoverImage(book: BookDocument, outPath: string): Promise<void> {
  const work = await mkdtemp(path.join(path.dirname(outPath), '.cover-'));
  try {
    const pdf = path.join(work, 'front.pdf');
    await typesetCover(coverLayout(book, 'front'), pdf);
    const prefix = path.join(work, 'front');
    await run('pdftoppm', ['-r', String(COVER_IMAGE_PPI), '-png', '-singlefile', pdf, prefix], {
      timeout: 60_000,
    });
    await rename(`${prefix}.png`, outPath);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
