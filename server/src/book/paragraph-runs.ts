/**
 * A draft paragraph's words cut into runs of the same formatting, as the book's formats set them: the stored
 * marks (docs/decisions/906) say where bold and italic begin and end, and may overlap.
 */
import type { DraftParagraph } from '#shared/manuscript.ts';
import { normalizeMarks } from '#shared/text-marks.ts';
import type { BookParagraph, BookRun } from './book-document.ts';

export function paragraphRuns(paragraph: Pick<DraftParagraph, 'text' | 'marks'>): BookParagraph {
  const { text } = paragraph;
  const marks = normalizeMarks(paragraph.marks ?? []).filter((mark) => mark.from < text.length);
  const cuts = new Set([0, text.length]);
  for (const mark of marks) {
    cuts.add(mark.from);
    cuts.add(Math.min(mark.to, text.length));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const runs: BookRun[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const from = points[i]!;
    const to = points[i + 1]!;
    if (to <= from) continue;
    const has = (type: 'bold' | 'italic') =>
      marks.some((mark) => mark.type === type && mark.from <= from && mark.to >= to);
    const run = { text: text.slice(from, to), bold: has('bold'), italic: has('italic') };
    const last = runs.at(-1);
    if (last && last.bold === run.bold && last.italic === run.italic) last.text += run.text;
    else runs.push(run);
  }
  return { runs };
}

/** A memory's own text as book paragraphs: each block between blank lines is one, its lines joined. */
export function plainParagraphs(text: string): BookParagraph[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((block) => ({ runs: [{ text: block, bold: false, italic: false }] }));
}
