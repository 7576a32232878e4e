import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { DraftParagraph } from '#shared/manuscript.ts';
import { fromEditorDocument, toEditorDocument } from './draft-document.ts';
import {
  draftEditorExtensions,
  joinKeepingSources,
  newParagraphWithoutSources,
} from './draft-editor-extensions.ts';
import { keepMarkedSentence, markedSentencesOf, removeMarkedSentence } from './marked-sentence-commands.ts';

const farm = { kind: 'fragment', id: '00000000-0000-4000-8000-000000000001' } as const;
const mill = { kind: 'file', id: '00000000-0000-4000-8000-000000000002' } as const;

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

/** The real editor without a page (TipTap runs headless), holding the stored paragraphs. */
function editorWith(paragraphs: DraftParagraph[]) {
  const editor = new Editor({
    element: null,
    extensions: draftEditorExtensions,
    content: toEditorDocument(paragraphs),
  });
  editors.push(editor);
  return editor;
}
const stored = (editor: Editor) => fromEditorDocument(editor.getJSON());
/** Typing at the cursor, as a keyboard would (no HTML parsing, which needs a page). */
const typeText = (editor: Editor, text: string) =>
  editor.commands.command(({ tr }) => {
    tr.insertText(text);
    return true;
  });

describe('stored paragraphs and the editor document', () => {
  it('come back the same through the editor: text, sources, bold, italic and marked sentences', () => {
    const paragraphs: DraftParagraph[] = [
      {
        text: 'Every morning I helped my brother Tom milk the cows.',
        sources: [farm],
        marks: [
          { type: 'bold', from: 34, to: 37 },
          { type: 'italic', from: 0, to: 13 },
          { type: 'italic', from: 34, to: 42 },
        ],
      },
      { text: 'We moved to Gary in 1950.', sources: [farm, mill], notFound: ['We moved to Gary in 1950.'] },
      { text: 'A line of my own.', sources: [] },
    ];
    expect(stored(editorWith(paragraphs))).toEqual(paragraphs);
    expect(fromEditorDocument(toEditorDocument(paragraphs))).toEqual(paragraphs);
  });

  it('keeps old drafts (no marks) as they were, and leaves empty paragraphs out', () => {
    const old = [{ text: 'The church was full of lilacs.', sources: [farm] }];
    const editor = editorWith(old);
    expect(editor.getJSON().content?.[0]?.content).toEqual([{ type: 'text', text: old[0]?.text }]);
    editor.commands.setTextSelection(editor.state.doc.content.size - 1);
    editor.commands.splitBlock();
    expect(stored(editor)).toEqual(old);
    expect(toEditorDocument([])).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });

  it('making a word bold in the editor stores it as a stretch of the plain text', () => {
    const editor = editorWith([{ text: 'I met Rose at a dance hall.', sources: [farm] }]);
    // Positions in the document are one past the text's (the paragraph opens first).
    editor.chain().setTextSelection({ from: 7, to: 11 }).toggleBold().run();
    expect(stored(editor)).toEqual([
      { text: 'I met Rose at a dance hall.', sources: [farm], marks: [{ type: 'bold', from: 6, to: 10 }] },
    ]);
  });
});

describe('where paragraphs came from, as the person edits', () => {
  it('a paragraph split in the middle keeps its sources on both halves', () => {
    const editor = editorWith([{ text: 'We married. Then we moved.', sources: [farm, mill] }]);
    editor.commands.setTextSelection(13);
    expect(newParagraphWithoutSources(editor)).toBe(false);
    editor.commands.splitBlock();
    expect(stored(editor)).toEqual([
      { text: 'We married. ', sources: [farm, mill] },
      { text: 'Then we moved.', sources: [farm, mill] },
    ]);
  });

  it('a new paragraph typed after or before one has no sources', () => {
    const editor = editorWith([{ text: 'We married.', sources: [farm] }]);
    editor.commands.setTextSelection(12);
    expect(newParagraphWithoutSources(editor)).toBe(true);
    typeText(editor, 'My own line.');
    editor.commands.setTextSelection(1);
    expect(newParagraphWithoutSources(editor)).toBe(true);
    editor.commands.setTextSelection(1);
    typeText(editor, 'A first line.');
    expect(stored(editor)).toEqual([
      { text: 'A first line.', sources: [] },
      { text: 'We married.', sources: [farm] },
      { text: 'My own line.', sources: [] },
    ]);
  });

  it('two paragraphs joined keep the sources of both', () => {
    const editor = editorWith([
      { text: 'We married.', sources: [farm] },
      { text: 'Then we moved.', sources: [mill] },
    ]);
    editor.commands.setTextSelection(14);
    expect(joinKeepingSources(editor, 'backward')).toBe(true);
    expect(stored(editor)).toEqual([{ text: 'We married.Then we moved.', sources: [farm, mill] }]);
  });
});

describe('"Not found in your memories" in the editor', () => {
  const paragraph: DraftParagraph = {
    text: 'We lived in Ohio. Uncle Bert came in 1952. It was cold.',
    sources: [farm],
    notFound: ['Uncle Bert came in 1952.'],
  };

  it('Keep it drops the mark and keeps the words', () => {
    const editor = editorWith([paragraph]);
    const [marked] = markedSentencesOf(editor.state.doc);
    expect(marked).toEqual({ paragraph: 0, sentence: 'Uncle Bert came in 1952.' });
    keepMarkedSentence(editor, marked as NonNullable<typeof marked>);
    expect(stored(editor)).toEqual([{ text: paragraph.text, sources: [farm] }]);
  });

  it('Remove it takes the sentence out and keeps the rest, bold included', () => {
    const editor = editorWith([{ ...paragraph, marks: [{ type: 'bold', from: 50, to: 54 }] }]);
    removeMarkedSentence(editor, { paragraph: 0, sentence: 'Uncle Bert came in 1952.' });
    expect(stored(editor)).toEqual([
      {
        text: 'We lived in Ohio. It was cold.',
        sources: [farm],
        marks: [{ type: 'bold', from: 25, to: 29 }],
      },
    ]);
  });
});
