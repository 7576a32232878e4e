/**
 * Sets a PDF's TrimBox and BleedBox, which Typst does not write: a printer's preflight reads the trim from them.
 * Done as an incremental update (PDF 1.7, 7.5.6): each page object is written again after the end of the file
 * with the two boxes added, followed by a cross-reference section for just those objects and a trailer whose
 * /Prev points at the original one. The bytes Typst wrote stay exactly as they were.
 *
 * It reads the page objects as Typst 0.14 writes them, uncompressed with a classic cross-reference table; a file
 * in any other shape is refused rather than guessed at.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { PdfBox } from './cover-geometry.ts';

const box = (values: PdfBox) => `[${values.map((value) => Number(value.toFixed(3))).join(' ')}]`;

/** Every page object of the file: its number and its text from `N 0 obj` to `endobj`. */
function pageObjects(pdf: string): Array<{ number: number; text: string }> {
  const pages = [];
  for (const match of pdf.matchAll(/(?:^|\n)(\d+) 0 obj\b([\s\S]*?)\bendobj/g)) {
    const body = match[2] ?? '';
    // `/Type /Page` followed by anything but a letter: not `/Pages`.
    if (/\/Type\s*\/Page(?![A-Za-z])/.test(body)) pages.push({ number: Number(match[1]), text: body });
  }
  return pages;
}

/** Writes TrimBox and BleedBox onto every page of the PDF at `pdfPath`. */
export async function setPrintBoxes(pdfPath: string, boxes: { trim: PdfBox; bleed: PdfBox }): Promise<void> {
  const original = await readFile(pdfPath);
  // latin1 keeps one character per byte, so offsets in the string are offsets in the file.
  const pdf = original.toString('latin1');
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(pdf);
  const trailer = /trailer\s*<<([\s\S]*?)>>\s*startxref\s+\d+\s+%%EOF\s*$/.exec(pdf);
  const pages = pageObjects(pdf);
  if (!startxref || !trailer || pages.length === 0 || /\/(TrimBox|BleedBox)\b/.test(pdf))
    throw new Error('The PDF is not in the shape whose print boxes can be set.');

  let update = '\n';
  const offsets: Array<{ number: number; offset: number }> = [];
  for (const page of pages) {
    const withBoxes = page.text.replace(
      /\/MediaBox\s*\[[^\]]*\]/,
      (media) => `${media}\n  /TrimBox ${box(boxes.trim)}\n  /BleedBox ${box(boxes.bleed)}`,
    );
    offsets.push({ number: page.number, offset: original.length + Buffer.byteLength(update, 'latin1') });
    update += `${page.number} 0 obj${withBoxes}endobj\n`;
  }
  const xrefOffset = original.length + Buffer.byteLength(update, 'latin1');
  update += 'xref\n';
  for (const { number, offset } of offsets.sort((a, b) => a.number - b.number))
    update += `${number} 1\n${String(offset).padStart(10, '0')} 00000 n \n`;
  // The same trailer as before (its /Size, /Root, /Info and /ID), pointing back at the original section.
  const keep = (trailer[1] ?? '').replace(/\/Prev\s+\d+/, '');
  update += `trailer\n<<${keep}  /Prev ${startxref[1]}\n>>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  await writeFile(pdfPath, Buffer.concat([original, Buffer.from(update, 'latin1')]));
}
