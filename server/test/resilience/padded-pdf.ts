import { randomBytes } from 'node:crypto';

/**
 * A valid one-page PDF with `text` on it and `padBytes` of random data in an
 * unreferenced stream: a large upload (and a large original in an export) that
 * is still quick to read, since only the page's text is extracted.
 */
export function makePaddedPdf(text: string, padBytes: number): Buffer {
  const escaped = text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = `BT /F1 14 Tf 72 720 Td (${escaped}) Tj ET`;
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (chunk: Buffer | string) => {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk;
    parts.push(buffer);
    length += buffer.length;
  };
  const object = (body: Buffer | string, number: number) => {
    offsets.push(length);
    push(`${number} 0 obj\n`);
    push(body);
    push('\nendobj\n');
  };
  push('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  object('<< /Type /Catalog /Pages 2 0 R >>', 1);
  object('<< /Type /Pages /Kids [3 0 R] /Count 1 >>', 2);
  object(
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    3,
  );
  object(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`, 4);
  object('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>', 5);
  object(
    Buffer.concat([
      Buffer.from(`<< /Length ${padBytes} >>\nstream\n`, 'latin1'),
      randomBytes(padBytes),
      Buffer.from('\nendstream', 'latin1'),
    ]),
    6,
  );
  const xrefAt = length;
  push(`xref\n0 7\n0000000000 65535 f \n`);
  for (const offset of offsets) push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size 7 /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
  return Buffer.concat(parts);
}
