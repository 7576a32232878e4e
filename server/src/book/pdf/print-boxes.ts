/**
 * The printer's boxes on every page of the book's PDF: the TrimBox (where the paper is cut, the 6 × 9 in page)
 * and the BleedBox (the trim plus the bleed, the whole page when there is one). Typst 0.14 writes only a
 * MediaBox, so a printer's preflight would take the whole page, bleed included, for the trimmed page. The boxes
 * are added as an incremental update (PDF 1.7, 7.5.6): each page's dictionary is written again with the two
 * boxes after its MediaBox, followed by a cross-reference section for those objects alone and a trailer pointing
 * back at Typst's. Nothing Typst wrote is changed or moved, so its tags, fonts and links stay as they were.
 * See decision 1012.
 */

const PAGE = /(\d+) 0 obj\s*<<\s*\/Type \/Page\b[\s\S]*?\bendobj\b/g;
const MEDIA_BOX = /\/MediaBox \[\s*([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s*\]/;

/** A number as a PDF writes it: at most three decimals, no exponent. */
const pdfNumber = (value: number) => String(Math.round(value * 1000) / 1000);

/**
 * `pdf` with a TrimBox `bleed` points inside the MediaBox on every side and a BleedBox equal to the MediaBox, on
 * every page. Throws when the file is not laid out as Typst writes it (a classic cross-reference table, page
 * objects outside object streams), rather than writing a file a printer would reject.
 */
export function withPrintBoxes(pdf: Buffer, bleed: number): Buffer {
  const text = pdf.toString('latin1');
  const startxref = text.match(/startxref\s+(\d+)\s+%%EOF\s*$/);
  const trailer = [...text.matchAll(/trailer\s*<<([\s\S]*?)>>\s*startxref/g)].at(-1);
  if (!startxref || !trailer || /\/Prev\b/.test(trailer[1] ?? ''))
    throw new Error('The PDF is not laid out as the typesetter writes it: its boxes cannot be set.');

  const updates: Array<{ number: number; body: string }> = [];
  for (const match of text.matchAll(PAGE)) {
    const object = match[0];
    const box = object.match(MEDIA_BOX);
    if (!box) throw new Error(`Page object ${match[1]} has no MediaBox of its own.`);
    const [x0, y0, x1, y1] = box.slice(1, 5).map(Number) as [number, number, number, number];
    const trim = [x0 + bleed, y0 + bleed, x1 - bleed, y1 - bleed].map(pdfNumber).join(' ');
    const media = [x0, y0, x1, y1].map(pdfNumber).join(' ');
    const body = object
      .replace(/^\d+ 0 obj\s*/, '')
      .replace(/\s*endobj$/, '')
      .replace(/\/(?:TrimBox|BleedBox) \[[^\]]*\]\s*/g, '')
      .replace(MEDIA_BOX, (whole) => `${whole}\n  /BleedBox [${media}]\n  /TrimBox [${trim}]`);
    updates.push({ number: Number(match[1]), body });
  }
  if (updates.length === 0) throw new Error('The PDF has no pages whose boxes could be set.');

  let offset = pdf.length;
  const chunks: string[] = [];
  const entries: string[] = [];
  const add = (chunk: string) => {
    chunks.push(chunk);
    offset += Buffer.byteLength(chunk, 'latin1');
  };
  add('\n');
  for (const update of updates) {
    entries.push(`${update.number} 1\n${String(offset).padStart(10, '0')} 00000 n\r\n`);
    add(`${update.number} 0 obj\n${update.body}\nendobj\n\n`);
  }
  const xrefAt = offset;
  add(
    `xref\n${entries.join('')}trailer\n<<${trailer[1]}  /Prev ${startxref[1]}\n>>\nstartxref\n${xrefAt}\n%%EOF\n`,
  );
  return Buffer.concat([pdf, Buffer.from(chunks.join(''), 'latin1')]);
}
