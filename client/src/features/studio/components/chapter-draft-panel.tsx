import { History } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { ChosenParagraph } from '#client/components/draft-editor/chapter-draft-editor.tsx';
import { DraftChapterButton } from '#client/components/draft-editor/draft-chapter-button.tsx';
import { DraftEditingArea } from '#client/components/draft-editor/draft-editing-area.tsx';
import { useDraftEditing } from '#client/components/draft-editor/use-draft-editing.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import { type ChapterMemory, DRAFT_ORIGIN_LABELS, type MemoryRef } from '#shared/manuscript.ts';
import {
  getDraftVersion,
  useChapterDraft,
  useComposeDraft,
  useDraftVersions,
  useSaveDraft,
} from '../api/chapter-draft.ts';
import { WhereItCameFrom } from './draft-editor/where-it-came-from.tsx';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * The chapter's draft: "Draft this Chapter" lays out the person's own words from the chapter's memories, and
 * the person edits it freely (docs/decisions/906). Every autosave is a version that can be restored; placing
 * the cursor in a paragraph shows the memories it came from and can play the recording it was said in.
 */
export function ChapterDraftPanel({
  projectId,
  chapterId,
  memories,
  onChooseParagraph,
}: {
  projectId: string;
  chapterId: string;
  memories: ChapterMemory[];
  onChooseParagraph: (sources: MemoryRef[]) => void;
}) {
  const draft = useChapterDraft(projectId, chapterId);
  const [chosen, setChosen] = useState<ChosenParagraph | null>(null);
  // The same function on every render, so the editor (memoised) is not rendered again by this panel's changes.
  const choose = useCallback(
    (paragraph: ChosenParagraph | null) => {
      setChosen(paragraph);
      onChooseParagraph(paragraph?.sources ?? []);
    },
    [onChooseParagraph],
  );
  const autosaveSave = useSaveDraft(projectId, chapterId);
  // A draft loaded into the editor has no paragraph chosen yet.
  const editing = useDraftEditing(draft, autosaveSave.mutateAsync, () => choose(null));
  const { current, shown, autosave, load } = editing;
  const compose = useComposeDraft(projectId, chapterId);
  const save = useSaveDraft(projectId, chapterId);
  const [failure, setFailure] = useState<string | null>(null);
  const [showVersions, setShowVersions] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);
  const versions = useDraftVersions(projectId, chapterId, showVersions);
  const hasMemories = memories.length > 0;

  const draftChapter = () => {
    setFailure(null);
    void editing.draftAfterSaving(compose.mutate, setFailure);
  };

  const restore = async (version: number) => {
    setFailure(null);
    try {
      const settled = await autosave.settle();
      if (!settled.clean) {
        setFailure('Please save or resolve your changes above before restoring an older version.');
        return;
      }
      const old = await getDraftVersion(projectId, chapterId, version);
      load(
        await save.mutateAsync({
          basedOn: settled.version,
          paragraphs: old.paragraphs,
          restoredFrom: version,
        }),
      );
    } catch (error) {
      setFailure(errorMessage(error, 'That version could not be restored. Please try again.'));
    }
  };

  return (
    <section
      aria-labelledby="chapter-draft-heading"
      className="rounded-2xl border border-line bg-surface p-4"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 id="chapter-draft-heading" className="text-xl font-bold">
          Draft
        </h3>
        <DraftChapterButton hasMemories={hasMemories} drafting={compose.isPending} onDraft={draftChapter} />
      </div>
      <p className="mb-3 text-muted">
        {shown?.origin === 'ai'
          ? 'Clio wrote this draft from the memories in this chapter. A sentence marked “Not found in your memories” has a name, place, date or number she could not find in them: keep it, fix it or remove it.'
          : 'The draft starts with only your own words from the memories in this chapter, in the order they happened.'}{' '}
        Place the cursor in a paragraph to see which memories it came from.
      </p>
      <FormFailure message={failure} />
      {draft.isPending ? (
        <p className="text-muted">Loading the draft…</p>
      ) : !shown ? (
        <p className="text-muted">
          {hasMemories
            ? 'No draft yet. Click “Draft this Chapter” to lay out your memories’ words.'
            : 'Add memories to this chapter first, then draft it.'}
        </p>
      ) : (
        <>
          <p className="mb-2 text-[0.95rem] text-muted" data-testid="draft-version">
            {current
              ? `Version ${current.version} · ${DRAFT_ORIGIN_LABELS[current.origin]} · ${timeOf(current.createdAt)}`
              : null}
          </p>
          <DraftEditingArea editing={editing} paragraphs={shown.paragraphs} onChooseParagraph={choose} />
          <WhereItCameFrom paragraph={chosen} memories={memories} />
          <div className="mt-4">
            <Button
              size="sm"
              variant="outline"
              aria-expanded={showVersions}
              onClick={() => setShowVersions((v) => !v)}
            >
              <History aria-hidden="true" />
              {showVersions ? 'Hide versions' : 'Show versions'}
            </Button>
            {showVersions ? (
              versions.isPending ? (
                <p className="mt-2 text-muted">Loading the versions…</p>
              ) : (
                <ul aria-label="Saved versions" className="mt-2 divide-y divide-line">
                  {(versions.data ?? []).map((version) => (
                    <li
                      key={version.version}
                      className="flex flex-wrap items-center justify-between gap-2 py-2"
                    >
                      <span>
                        Version {version.version} · {DRAFT_ORIGIN_LABELS[version.origin]} ·{' '}
                        {timeOf(version.createdAt)} · {version.words} words
                      </span>
                      {version.version === current?.version ? (
                        <span className="text-muted">Shown now</span>
                      ) : (
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => setRestoring(version.version)}
                          aria-label={`Restore version ${version.version}`}
                        >
                          Restore
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              )
            ) : null}
          </div>
          <ConfirmDialog
            open={restoring !== null}
            onOpenChange={(open) => !open && setRestoring(null)}
            title={`Restore version ${restoring ?? ''}?`}
            description="The draft above is replaced by that version. What it says now stays in the list of versions, so you can go back to it."
            confirmLabel="Restore"
            onConfirm={() => {
              const version = restoring;
              setRestoring(null);
              if (version !== null) void restore(version);
            }}
          />
        </>
      )}
    </section>
  );
}
