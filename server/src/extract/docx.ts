import mammoth from 'mammoth';
import { ExtractionError, extractionMessages } from './extraction-errors.ts';
import { checkZip } from './zip-guard.ts';

/** Text of a Word document (mammoth), after the zip-bomb check. */
export async function extractDocx(path: string): Promise<string> {
  await checkZip(path);
  try {
    const { value } = await mammoth.extractRawText({ path });
    return value.replace(/\n{3,}/g, '\n\n');
  } catch {
    throw new ExtractionError(extractionMessages.unreadable);
  }
}
