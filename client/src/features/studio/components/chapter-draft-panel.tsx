import { History, PenLine } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { AutosaveStatus } from '#client/components/draft-editor/autosave-status.tsx';
import type { ChosenParagraph } from '#client/components/draft-editor/chapter-draft-editor.tsx';
import { DraftConflict } from '#client/components/draft-editor/draft-conflict.tsx';
import { useDraftAutosave } from '#client/components/draft-editor/use-draft-autosave.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import {
  type ChapterDraft,
  type ChapterMemory,
  DRAFT_ORIGIN_LABELS,
  type MemoryRef,
} from '#shared/manuscript.ts';
import {
  getDraftVersion,
  useChapterDraft,
  useComposeDraft,
  useDraftVersions,
  useSaveDraft,
} from '../api/chapter-draft.ts';
import { WhereItCameFrom } from './draft-editor/where-it-came-from.tsx';

// The editor is most of the studio's code by weight, and only a chapter's draft needs it.
const ChapterDraftEditor = lazy(() =>
  import('#client/components/draft-editor/chapter-draft-editor.tsx').then((module) => ({
    default: module.ChapterDraftEditor,
  })),
);

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
  const current = draft.data?.draft ?? null;
  /** What the editor was last loaded with; our own autosaves do not reload it (the cursor stays put). */
  const [loaded, setLoaded] = useState<{ draft: ChapterDraft; load: number } | null>(null);
  const shown = loaded?.draft ?? current;
  const autosaveSave = useSaveDraft(projectId, chapterId);
  const autosave = useDraftAutosave(autosaveSave.mutateAsync, shown?.version ?? 0);
  const compose = useComposeDraft(projectId, chapterId);
  const save = useSaveDraft(projectId, chapterId);
  const [chosen, setChosen] = useState<ChosenParagraph | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [showVersions, setShowVersions] = useState(false);
  const [restoring, setRestoring] = useState<number | null>(null);
  const versions = useDraftVersions(projectId, chapterId, showVersions);
  const hasMemories = memories.length > 0;

  // The first draft the screen reads is what the editor starts from and what autosave builds on.
  const { loaded: autosaveLoaded } = autosave;
  useEffect(() => {
    if (loaded || !current) return;
    autosaveLoaded(current.version);
    setLoaded({ draft: current, load: 0 });
  }, [loaded, current, autosaveLoaded]);

  // The same function on every render, so the editor (memoised) is not rendered again by this panel's changes.
  const choose = useCallback(
    (paragraph: ChosenParagraph | null) => {
      setChosen(paragraph);
      onChooseParagraph(paragraph?.sources ?? []);
    },
    [onChooseParagraph],
  );

  const load = (next: ChapterDraft) => {
    autosave.loaded(next.version);
    setLoaded((now) => ({ draft: next, load: (now?.load ?? 0) + 1 }));
    choose(null);
  };

  const draftChapter = async () => {
    setFailure(null);
    // What was typed is saved first, so drafting again never loses it: it stays in the versions.
    await autosave.settle();
    compose.mutate(undefined, {
      onSuccess: load,
      onError: (error) =>
        setFailure(errorMessage(error, 'The chapter could not be drafted. Please try again.')),
    });
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
        <Button disabled={!hasMemories || compose.isPending} onClick={() => void draftChapter()}>
          <PenLine aria-hidden="true" />
          {compose.isPending ? 'Drafting…' : 'Draft this Chapter'}
        </Button>
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
          {autosave.state.kind === 'conflict' ? (
            <DraftConflict
              onLoadNewer={() => {
                const newer = autosave.state.kind === 'conflict' ? autosave.state.current : null;
                if (newer) load(newer);
                else void draft.refetch().then((r) => r.data?.draft && load(r.data.draft));
              }}
              onKeepMine={() => {
                const newer = autosave.state.kind === 'conflict' ? autosave.state.current : null;
                void autosave.keepMine(newer?.version ?? 0);
              }}
            />
          ) : null}
          <Suspense fallback={<p className="text-muted">Loading the editor…</p>}>
            <ChapterDraftEditor
              key={loaded?.load ?? 0}
              initial={shown.paragraphs}
              onChange={autosave.changed}
              onChooseParagraph={choose}
            />
          </Suspense>
          <AutosaveStatus state={autosave.state} onSaveNow={() => void autosave.saveNow()} />
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
