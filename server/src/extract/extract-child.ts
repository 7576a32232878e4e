/**
 * Runs in its own process, under a memory cap and a time limit set by the
 * parent (extract-document.ts): `node extract-child.ts <path> <ext>`.
 * Writes one JSON line to stdout: {"ok":true,"text":…} or {"ok":false,"message":…}.
 * A bomb that exhausts the cap kills only this process.
 */
import fs from 'node:fs/promises';
import { ExtractionError, extractionMessages } from './extraction-errors.ts';

// Each format's reader is loaded only when needed: the child starts faster.

async function extract(file: string, extension: string): Promise<string> {
  switch (extension) {
    case 'pdf':
      return (await import('./pdf.ts')).extractPdf(file);
    case 'docx':
      return (await import('./docx.ts')).extractDocx(file);
    case 'epub':
      return (await import('./epub.ts')).extractEpub(file);
    case 'txt':
      return (await import('./txt.ts')).decodeText(await fs.readFile(file));
    default:
      throw new ExtractionError(extractionMessages.unreadable);
  }
}

const [file, extension] = process.argv.slice(2);
let result: { ok: true; text: string } | { ok: false; message: string };
try {
  const text = (await extract(file ?? '', extension ?? '')).trim();
  result = text ? { ok: true, text } : { ok: false, message: extractionMessages.noText };
} catch (error) {
  result = {
    ok: false,
    message: error instanceof ExtractionError ? error.message : extractionMessages.unreadable,
  };
  if (!(error instanceof ExtractionError)) console.error(error);
}
process.stdout.write(JSON.stringify(result));
