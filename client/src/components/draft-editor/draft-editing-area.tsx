import { lazy, Suspense } from 'react';
import type { DraftParagraph } from '#shared/manuscript.ts';
import { AutosaveStatus } from './autosave-status.tsx';
import type { ChosenParagraph } from './chapter-draft-editor.tsx';
import { DraftConflict } from './draft-conflict.tsx';
import type { DraftEditing } from './use-draft-editing.ts';

// The editor is most of the draft's code by weight, and only a screen that opens a chapter's draft needs it.
const ChapterDraftEditor = lazy(() =>
  import('./chapter-draft-editor.tsx').then((module) => ({ default: module.ChapterDraftEditor })),
);

/**
 * Where a chapter's draft is edited, the same in the studio and in an editor's help (docs/decisions/906,
 * 1512): the "changed in another window" choice when a save was refused, the editor, and one line saying
 * where saving is.
 */
export function DraftEditingArea({
  editing,
  paragraphs,
  onChooseParagraph,
}: {
  editing: DraftEditing;
  /** What the editor starts from; it is loaded again only when `editing.load` gives it a new draft. */
  paragraphs: DraftParagraph[];
  onChooseParagraph: (paragraph: ChosenParagraph) => void;
}) {
  const { autosave } = editing;
  return (
    <>
      {autosave.state.kind === 'conflict' ? (
        <DraftConflict onLoadNewer={editing.loadNewer} onKeepMine={editing.keepMine} />
      ) : null}
      <Suspense fallback={<p className="text-muted">Loading the editor…</p>}>
        <ChapterDraftEditor
          key={editing.editorKey}
          initial={paragraphs}
          autofocus={editing.focusEditor}
          onChange={autosave.changed}
          onChooseParagraph={onChooseParagraph}
        />
      </Suspense>
      <AutosaveStatus state={autosave.state} onSaveNow={() => void autosave.saveNow()} />
    </>
  );
}
