/**
 * Between the stored draft (plain paragraphs with bold and italic stretches, shared/manuscript.ts) and the
 * editor's document (ProseMirror JSON: paragraphs of text runs). Each paragraph node carries the memories it
 * came from and its "Not found in your memories" sentences as attributes, so they move with the paragraph.
 */
import type { JSONContent } from '@tiptap/core';
import {
  type DraftParagraph,
  type MemoryRef,
  TEXT_MARK_TYPES,
  type TextMarkType,
} from '#shared/manuscript.ts';
import { normalizeMarks } from '#shared/text-marks.ts';

/** What a paragraph node of the editor knows besides its words. */
export interface ParagraphAttributes {
  sources: MemoryRef[];
  notFound: string[];
}

const isMarkType = (type: unknown): type is TextMarkType =>
  (TEXT_MARK_TYPES as readonly unknown[]).includes(type);

/** The paragraph's text cut wherever a bold or italic stretch starts or ends, each run with the marks over it. */
function textRuns(paragraph: DraftParagraph): JSONContent[] {
  const marks = normalizeMarks(paragraph.marks ?? []);
  const cuts = new Set([0, paragraph.text.length]);
  for (const mark of marks) cuts.add(mark.from).add(mark.to);
  const sorted = [...cuts].sort((a, b) => a - b);
  const runs: JSONContent[] = [];
  for (let i = 0; i + 1 < sorted.length; i++) {
    const from = sorted[i] as number;
    const to = sorted[i + 1] as number;
    if (from === to) continue;
    const over = TEXT_MARK_TYPES.filter((type) =>
      marks.some((mark) => mark.type === type && mark.from <= from && mark.to >= to),
    );
    runs.push({
      type: 'text',
      text: paragraph.text.slice(from, to),
      ...(over.length > 0 ? { marks: over.map((type) => ({ type })) } : {}),
    });
  }
  return runs;
}

/** The editor's document for a stored draft; an empty draft is one empty paragraph (a document needs one). */
export function toEditorDocument(paragraphs: readonly DraftParagraph[]): JSONContent {
  const content: JSONContent[] = paragraphs.map((paragraph) => {
    const runs = textRuns(paragraph);
    const attrs: ParagraphAttributes = { sources: paragraph.sources, notFound: paragraph.notFound ?? [] };
    return { type: 'paragraph', attrs, ...(runs.length > 0 ? { content: runs } : {}) };
  });
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] };
}

/**
 * The stored paragraphs for the editor's document. Empty paragraphs are left out (a book has none); a
 * paragraph without sources, marks or marked sentences has no keys for them beyond `sources: []`.
 */
export function fromEditorDocument(document: JSONContent): DraftParagraph[] {
  const paragraphs: DraftParagraph[] = [];
  for (const node of document.content ?? []) {
    if (node.type !== 'paragraph') continue;
    let text = '';
    const marks: { type: TextMarkType; from: number; to: number }[] = [];
    for (const run of node.content ?? []) {
      if (run.type !== 'text' || !run.text) continue;
      const from = text.length;
      text += run.text;
      for (const mark of run.marks ?? []) {
        if (isMarkType(mark.type)) marks.push({ type: mark.type, from, to: text.length });
      }
    }
    if (!text.trim()) continue;
    const attrs = (node.attrs ?? {}) as Partial<ParagraphAttributes>;
    const joined = normalizeMarks(marks);
    const notFound = (attrs.notFound ?? []).filter((sentence) => text.includes(sentence));
    paragraphs.push({
      text,
      sources: attrs.sources ?? [],
      ...(notFound.length > 0 ? { notFound } : {}),
      ...(joined.length > 0 ? { marks: joined } : {}),
    });
  }
  return paragraphs;
}
