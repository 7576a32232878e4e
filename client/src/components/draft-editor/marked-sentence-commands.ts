/**
 * "Not found in your memories" inside the editor: which sentences are marked, and what Keep it and Remove it
 * do to the document (the autosave then saves them as the next version, docs/decisions/904).
 */
import type { Editor } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

export interface MarkedSentence {
  /** The paragraph's place in the editor's document. */
  paragraph: number;
  sentence: string;
}

/** Every marked sentence still standing in its paragraph, in reading order. */
export function markedSentencesOf(doc: ProseMirrorNode): MarkedSentence[] {
  const marked: MarkedSentence[] = [];
  doc.forEach((node, _offset, paragraph) => {
    const text = node.textContent;
    for (const sentence of (node.attrs.notFound ?? []) as string[]) {
      if (sentence && text.includes(sentence)) marked.push({ paragraph, sentence });
    }
  });
  return marked;
}

function paragraphAt(editor: Editor, index: number) {
  let found: { node: ProseMirrorNode; offset: number } | null = null;
  editor.state.doc.forEach((node, offset, at) => {
    if (at === index) found = { node, offset };
  });
  return found as { node: ProseMirrorNode; offset: number } | null;
}

/** Keep it: the sentence stays as written and loses its mark. */
export function keepMarkedSentence(editor: Editor, { paragraph, sentence }: MarkedSentence): boolean {
  const target = paragraphAt(editor, paragraph);
  if (!target) return false;
  const notFound = (target.node.attrs.notFound as string[]).filter((s) => s !== sentence);
  return editor.commands.command(({ tr }) => {
    tr.setNodeMarkup(target.offset, undefined, { ...target.node.attrs, notFound });
    return true;
  });
}

/** Remove it: the sentence (and one space beside it) goes, with its mark; the rest of the paragraph stays. */
export function removeMarkedSentence(editor: Editor, { paragraph, sentence }: MarkedSentence): boolean {
  const target = paragraphAt(editor, paragraph);
  if (!target) return false;
  const text = target.node.textContent;
  let from = text.indexOf(sentence);
  if (from < 0) return false;
  let to = from + sentence.length;
  if (text[to] === ' ') to += 1;
  else if (from > 0 && text[from - 1] === ' ') from -= 1;
  const notFound = (target.node.attrs.notFound as string[]).filter((s) => s !== sentence);
  const start = target.offset + 1;
  return editor.commands.command(({ tr }) => {
    tr.setNodeMarkup(target.offset, undefined, { ...target.node.attrs, notFound }).delete(
      start + from,
      start + to,
    );
    return true;
  });
}
