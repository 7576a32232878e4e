import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { Bold, Italic } from 'lucide-react';
import { memo, useId, useMemo, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/utils.ts';
import type { DraftParagraph, MemoryRef } from '#shared/manuscript.ts';
import { fromEditorDocument, toEditorDocument } from './draft-document.ts';
import { draftEditorExtensions } from './draft-editor-extensions.ts';
import { DraftSentenceMarks } from './draft-sentence-marks.tsx';
import { keepMarkedSentence, markedSentencesOf, removeMarkedSentence } from './marked-sentence-commands.ts';

/** The paragraph holding the cursor: its words and the memories it came from. */
export interface ChosenParagraph {
  text: string;
  sources: MemoryRef[];
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const shortcut = (key: string) => (isMac ? `⌘${key}` : `Ctrl+${key}`);

/**
 * The chapter's draft as a rich-text editor (docs/decisions/906): paragraphs, bold and italic. It starts from
 * `initial` and reports every change as stored paragraphs; give it a new `key` to load other paragraphs.
 *
 * The component holding the editor renders once: TipTap re-applies its options to the view a moment after
 * every render, and that puts back the selection ProseMirror last read, undoing a selection the keyboard has
 * just made (an autosave's answer arriving between Shift+Ctrl+Left and Ctrl+B unmade the selection). So it
 * is memoised, reads its callbacks through refs, and what follows the editor's state (the toolbar's pressed
 * buttons, the marked sentences) lives in child components.
 */
export const ChapterDraftEditor = memo(function ChapterDraftEditor({
  initial,
  autofocus = false,
  onChange,
  onChooseParagraph,
}: {
  initial: DraftParagraph[];
  /** Put the cursor at the start of the draft as it appears (a draft just made by "Draft this Chapter"). */
  autofocus?: boolean;
  onChange: (paragraphs: DraftParagraph[]) => void;
  onChooseParagraph: (paragraph: ChosenParagraph) => void;
}) {
  const helpId = useId();
  const callbacks = useRef({ onChange, onChooseParagraph });
  callbacks.current = { onChange, onChooseParagraph };
  // Options that stay the same object across renders, for the same reason as above.
  const [content] = useState(() => toEditorDocument(initial));
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': 'Chapter draft',
        'aria-describedby': helpId,
        spellcheck: 'true',
        class: cn(
          'min-h-48 rounded-xl border-2 border-line bg-surface px-3 py-2 font-serif text-[1.25rem] leading-relaxed sm:px-5 sm:py-4',
          'focus-visible:border-primary',
          '[&_p]:my-1 [&_p]:rounded-lg [&_p]:border-l-4 [&_p]:border-transparent [&_p]:px-2 [&_p]:py-1.5',
          // Written out whole (not built from the class-name constants) so Tailwind finds them.
          '[&_p.is-chosen]:border-primary [&_p.is-chosen]:bg-accent',
          '[&_.not-found-sentence]:underline [&_.not-found-sentence]:decoration-destructive [&_.not-found-sentence]:decoration-wavy',
        ),
      },
    }),
    [helpId],
  );
  const chosenIndex = useRef<number | null>(null);
  const editor = useEditor({
    extensions: draftEditorExtensions,
    content,
    autofocus: autofocus ? 'start' : false,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: changed }) => callbacks.current.onChange(fromEditorDocument(changed.getJSON())),
    onSelectionUpdate: ({ editor: moved }) => {
      const { $from } = moved.state.selection;
      const paragraph = $from.node(1);
      // Told once per paragraph the cursor enters, not on every keystroke inside it.
      if (!paragraph || chosenIndex.current === $from.index(0)) return;
      chosenIndex.current = $from.index(0);
      callbacks.current.onChooseParagraph({
        text: paragraph.textContent,
        sources: paragraph.attrs.sources ?? [],
      });
    },
  });

  return (
    <div className="flex flex-col gap-2">
      <FormattingToolbar editor={editor} />
      <p id={helpId} className="text-[0.95rem] text-muted">
        Type anywhere in the draft. {shortcut('B')} makes words bold and {shortcut('I')} italic. Your changes
        are saved as you go.
      </p>
      <EditorContent editor={editor} />
      <MarkedSentences editor={editor} />
    </div>
  );
});

/** Bold and Italic, pressed while the selection has them. */
function FormattingToolbar({ editor }: { editor: Editor | null }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: now }) => ({
      bold: now?.isActive('bold') ?? false,
      italic: now?.isActive('italic') ?? false,
    }),
  });
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        aria-pressed={active?.bold ?? false}
        aria-keyshortcuts="Control+B Meta+B"
        title={`Bold (${shortcut('B')})`}
        className="aria-pressed:bg-primary aria-pressed:text-primary-ink"
        onClick={() => editor?.chain().focus().toggleBold().run()}
      >
        <Bold aria-hidden="true" />
        Bold
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-pressed={active?.italic ?? false}
        aria-keyshortcuts="Control+I Meta+I"
        title={`Italic (${shortcut('I')})`}
        className="aria-pressed:bg-primary aria-pressed:text-primary-ink"
        onClick={() => editor?.chain().focus().toggleItalic().run()}
      >
        <Italic aria-hidden="true" />
        Italic
      </Button>
    </div>
  );
}

/** The sentences marked "Not found in your memories", each with Keep it and Remove it. */
function MarkedSentences({ editor }: { editor: Editor | null }) {
  const marked = useEditorState({
    editor,
    selector: ({ editor: now }) => (now ? markedSentencesOf(now.state.doc) : []),
  });
  if (!editor || !marked || marked.length === 0) return null;
  return (
    <DraftSentenceMarks
      marked={marked}
      onKeep={(sentence) => keepMarkedSentence(editor, sentence)}
      onRemove={(sentence) => removeMarkedSentence(editor, sentence)}
    />
  );
}
