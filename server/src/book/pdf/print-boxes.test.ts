import { describe, expect, it } from 'vitest';
import { withPrintBoxes } from './print-boxes.ts';

/** A two-page PDF laid out as Typst writes it: classic cross-reference table, one dictionary per page. */
function typstLikePdf(): Buffer {
  const objects = [
    '<<\n  /Type /Catalog\n  /Pages 2 0 R\n>>',
    '<<\n  /Type /Pages\n  /Kids [3 0 R 4 0 R]\n  /Count 2\n>>',
    '<<\n  /Type /Page\n  /Resources <<\n    /ProcSet [/PDF]\n  >>\n  /MediaBox [0 0 450 666]\n  /Parent 2 0 R\n>>',
    '<<\n  /Type /Page\n  /Resources <<\n  >>\n  /MediaBox [0 0 450 666]\n  /Parent 2 0 R\n>>',
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n${offsets
    .map((offset) => `${String(offset).padStart(10, '0')} 00000 n\r\n`)
    .join('')}trailer\n<<\n  /Size 5\n  /Root 1 0 R\n>>\nstartxref\n${xref}\n%%EOF`;
  return Buffer.from(body, 'latin1');
}

describe('withPrintBoxes', () => {
  it('adds each page again with its trim and bleed boxes, leaving every byte Typst wrote where it was', () => {
    const original = typstLikePdf();
    const boxed = withPrintBoxes(original, 9);
    expect(boxed.subarray(0, original.length).equals(original)).toBe(true);
    const update = boxed.subarray(original.length).toString('latin1');
    expect(update.match(/\/TrimBox \[9 9 441 657\]/g)).toHaveLength(2);
    expect(update.match(/\/BleedBox \[0 0 450 666\]/g)).toHaveLength(2);
    // The new cross-reference section points at the new objects and back at the old table.
    const text = boxed.toString('latin1');
    for (const [, number, offset] of update.matchAll(/(\d+) 1\n(\d{10}) 00000 n/g)) {
      expect(text.slice(Number(offset)).startsWith(`${number} 0 obj`)).toBe(true);
    }
    const startxref = Number(text.match(/startxref\n(\d+)\n%%EOF\n$/)?.[1]);
    expect(text.slice(startxref).startsWith('xref\n3 1\n')).toBe(true);
    expect(update).toContain(`/Prev ${original.toString('latin1').match(/startxref\n(\d+)/)?.[1]}`);
  });

  it('sets the trim to the whole page when there is no bleed', () => {
    const update = withPrintBoxes(typstLikePdf(), 0).toString('latin1');
    expect(update.match(/\/TrimBox \[0 0 450 666\]/g)).toHaveLength(2);
  });

  it('refuses a file it cannot update safely rather than writing a broken one', () => {
    expect(() => withPrintBoxes(Buffer.from('%PDF-1.7\nnot a finished file'), 9)).toThrow(/cannot be set/);
  });
});
