/**
 * The editor's schema: paragraphs of text with bold and italic, and nothing else, so whatever the person types
 * or pastes can be stored as draft paragraphs (docs/decisions/906). Each paragraph keeps the memories it came
 * from: a split paragraph keeps them on both halves, a new paragraph typed after (or before) one starts with
 * none, and two paragraphs joined keep the memories of both.
 */
import { type Editor, Extension } from '@tiptap/core';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import Italic from '@tiptap/extension-italic';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import { Focus, UndoRedo } from '@tiptap/extensions';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';
import { type MemoryRef, memoryKey } from '#shared/manuscript.ts';

/** The class of the paragraph holding the cursor (its memories are highlighted in the chapter's list). */
export const CHOSEN_PARAGRAPH_CLASS = 'is-chosen';
/** The class of a sentence marked "Not found in your memories". */
export const NOT_FOUND_CLASS = 'not-found-sentence';

const distinctRefs = (refs: readonly MemoryRef[]) => [
  ...new Map(refs.map((ref) => [memoryKey(ref), ref])).values(),
];
const distinctStrings = (list: readonly string[]) => [...new Set(list)];

const sourcesOf = (node: ProseMirrorNode | null | undefined): MemoryRef[] => node?.attrs.sources ?? [];
const notFoundOf = (node: ProseMirrorNode | null | undefined): string[] => node?.attrs.notFound ?? [];

/** Underlines each marked sentence where it stands in its paragraph. */
const notFoundDecorations = new Plugin({
  key: new PluginKey('draft-not-found'),
  props: {
    decorations(state) {
      const decorations: Decoration[] = [];
      state.doc.forEach((node, offset) => {
        const text = node.textContent;
        for (const sentence of notFoundOf(node)) {
          const at = text.indexOf(sentence);
          if (at < 0 || !sentence) continue;
          // A paragraph holds only text, so a character's place in it is its document position past the opening.
          const from = offset + 1 + at;
          decorations.push(Decoration.inline(from, from + sentence.length, { class: NOT_FOUND_CLASS }));
        }
      });
      return DecorationSet.create(state.doc, decorations);
    },
  },
});

/**
 * The selection the browser shows, as editor positions; null when it is not inside the editor.
 */
function browserSelectionIn(view: EditorView): { anchor: number; head: number } | null {
  const shown = (view.root as Document).getSelection?.();
  if (!shown?.anchorNode || !shown.focusNode) return null;
  if (!view.dom.contains(shown.anchorNode) || !view.dom.contains(shown.focusNode)) return null;
  return {
    anchor: view.posAtDOM(shown.anchorNode, shown.anchorOffset),
    head: view.posAtDOM(shown.focusNode, shown.focusOffset),
  };
}

/**
 * A shortcut acts on the words the person has just selected. A selection made with the keyboard
 * (Shift+Ctrl+Left) reaches the editor through the browser's `selectionchange` event, which a busy browser
 * delivers after the next key press: Ctrl+B then made the old cursor bold, and writing that cursor back
 * unmade the selection. So before a Ctrl or Cmd shortcut runs, the editor takes the selection the browser
 * shows. It comes before every other extension's shortcuts (a higher priority).
 */
const SelectionBeforeShortcuts = Extension.create({
  name: 'selectionBeforeShortcuts',
  priority: 1000,
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('draft-selection-before-shortcuts'),
        props: {
          handleKeyDown(view, event) {
            if (!event.ctrlKey && !event.metaKey) return false;
            const shown = browserSelectionIn(view);
            const { anchor, head } = view.state.selection;
            if (shown && (shown.anchor !== anchor || shown.head !== head))
              view.dispatch(
                view.state.tr.setSelection(TextSelection.create(view.state.doc, shown.anchor, shown.head)),
              );
            // Never the shortcut itself: the extension that owns the key handles it next.
            return false;
          },
        },
      }),
    ];
  },
});

/** Enter at the very end or start of a paragraph makes a new, empty paragraph: it came from no memory. */
export function newParagraphWithoutSources(editor: Editor): boolean {
  const { $from, empty } = editor.state.selection;
  if (!empty || $from.parent.type.name !== 'paragraph' || $from.parent.content.size === 0) return false;
  if ($from.parentOffset === $from.parent.content.size) {
    return editor.chain().splitBlock().updateAttributes('paragraph', { sources: [], notFound: [] }).run();
  }
  if ($from.parentOffset === 0) {
    return editor
      .chain()
      .splitBlock()
      .command(({ tr }) => {
        // The cursor stays in the paragraph that has the words; the new empty one is just before it.
        const start = tr.selection.$from.before();
        const before = tr.doc.resolve(start).nodeBefore;
        if (before) tr.setNodeMarkup(start - before.nodeSize, undefined, { sources: [], notFound: [] });
        return true;
      })
      .run();
  }
  return false;
}

/** Backspace at a paragraph's start or Delete at its end joins two paragraphs; the result keeps both sources. */
export function joinKeepingSources(editor: Editor, direction: 'backward' | 'forward'): boolean {
  const { $from, empty } = editor.state.selection;
  if (!empty || $from.depth !== 1) return false;
  const atEdge =
    direction === 'backward' ? $from.parentOffset === 0 : $from.parentOffset === $from.parent.content.size;
  if (!atEdge) return false;
  const index = $from.index(0);
  const other = editor.state.doc.maybeChild(direction === 'backward' ? index - 1 : index + 1);
  if (!other) return false;
  const [first, second] = direction === 'backward' ? [other, $from.parent] : [$from.parent, other];
  const attributes = {
    sources: distinctRefs([...sourcesOf(first), ...sourcesOf(second)]),
    notFound: distinctStrings([...notFoundOf(first), ...notFoundOf(second)]),
  };
  const chain = editor.chain();
  return (direction === 'backward' ? chain.joinBackward() : chain.joinForward())
    .updateAttributes('paragraph', attributes)
    .run();
}

const SourcedParagraph = Paragraph.extend({
  addAttributes() {
    return {
      // Not written into HTML: pasted text from elsewhere must not claim a memory of this person.
      sources: { default: [], rendered: false, keepOnSplit: true },
      notFound: { default: [], rendered: false, keepOnSplit: true },
    };
  },
  addKeyboardShortcuts() {
    return {
      ...this.parent?.(),
      Enter: ({ editor }) => newParagraphWithoutSources(editor),
      Backspace: ({ editor }) => joinKeepingSources(editor, 'backward'),
      Delete: ({ editor }) => joinKeepingSources(editor, 'forward'),
    };
  },
  addProseMirrorPlugins() {
    return [notFoundDecorations];
  },
});

/** Everything the chapter draft editor is made of. */
export const draftEditorExtensions = [
  SelectionBeforeShortcuts,
  Document,
  SourcedParagraph,
  Text,
  Bold,
  Italic,
  UndoRedo,
  Focus.configure({ className: CHOSEN_PARAGRAPH_CLASS, mode: 'shallowest' }),
];
