import { PenLine } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { AutosaveStatus } from '#client/components/draft-editor/autosave-status.tsx';
import { DraftConflict } from '#client/components/draft-editor/draft-conflict.tsx';
import { useDraftAutosave } from '#client/components/draft-editor/use-draft-autosave.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import { type ChapterDraft, DRAFT_ORIGIN_LABELS } from '#shared/manuscript.ts';
import {
  useComposeWorkroomDraft,
  useSaveWorkroomDraft,
  useWorkroomDraft,
  type WorkroomPlace,
} from '../api/workroom.ts';

// The editor is heavy, and only an editor who opens a chapter needs it.
const ChapterDraftEditor = lazy(() =>
  import('#client/components/draft-editor/chapter-draft-editor.tsx').then((module) => ({
    default: module.ChapterDraftEditor,
  })),
);

/** The editor helps with a paragraph's words; which memory a paragraph came from is the studio's to show. */
const noParagraphChoice = () => {};

/**
 * The chapter's draft as an editor helping the storyteller sees it: the studio's own editor, autosave and
 * "changed in another window" choice, saving through Shared with me (docs/decisions/1512). Every save is a new
 * version the storyteller can go back to in their studio.
 */
export function WorkroomDraft({
  place,
  headingId,
  hasMemories,
  ownerFirstName,
}: {
  place: WorkroomPlace;
  headingId: string;
  hasMemories: boolean;
  ownerFirstName: string;
}) {
  const draft = useWorkroomDraft(place);
  const current = draft.data?.draft ?? null;
  const [loaded, setLoaded] = useState<{ draft: ChapterDraft; load: number } | null>(null);
  const shown = loaded?.draft ?? current;
  const save = useSaveWorkroomDraft(place);
  const autosave = useDraftAutosave(save.mutateAsync, shown?.version ?? 0);
  const compose = useComposeWorkroomDraft(place);
  const [failure, setFailure] = useState<string | null>(null);

  const { loaded: autosaveLoaded } = autosave;
  useEffect(() => {
    if (loaded || !current) return;
    autosaveLoaded(current.version);
    setLoaded({ draft: current, load: 0 });
  }, [loaded, current, autosaveLoaded]);

  const load = useCallback(
    (next: ChapterDraft) => {
      autosaveLoaded(next.version);
      setLoaded((now) => ({ draft: next, load: (now?.load ?? 0) + 1 }));
    },
    [autosaveLoaded],
  );

  const draftChapter = async () => {
    setFailure(null);
    // What was typed is saved first, so drafting again never loses it: the storyteller keeps every version.
    await autosave.settle();
    compose.mutate(undefined, {
      onSuccess: load,
      onError: (error) =>
        setFailure(errorMessage(error, 'The chapter could not be drafted. Please try again.')),
    });
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h6 id={headingId} className="text-lg font-bold">
          Draft
        </h6>
        <Button disabled={!hasMemories || compose.isPending} onClick={() => void draftChapter()}>
          <PenLine aria-hidden="true" />
          {compose.isPending ? 'Drafting…' : 'Draft this Chapter'}
        </Button>
      </div>
      <p className="text-muted">
        “Draft this Chapter” lays out {ownerFirstName}'s own words from the memories in this chapter. Every
        change is kept as a version {ownerFirstName} can go back to.
      </p>
      <FormFailure message={failure} />
      {draft.isPending ? (
        <p role="status" className="text-muted">
          Loading the draft…
        </p>
      ) : draft.isError ? (
        <p role="alert" className="font-semibold text-destructive">
          {errorMessage(draft.error, 'The draft could not be loaded. Please reload the page.')}
        </p>
      ) : !shown ? (
        <p className="text-muted">
          {hasMemories
            ? 'No draft yet. Click “Draft this Chapter” to lay out the memories’ words.'
            : 'Add memories to this chapter first, then draft it.'}
        </p>
      ) : (
        <>
          {current ? (
            <p className="text-[0.95rem] text-muted" data-testid="draft-version">
              Version {current.version} · {DRAFT_ORIGIN_LABELS[current.origin]}
            </p>
          ) : null}
          {autosave.state.kind === 'conflict' ? (
            <DraftConflict
              onLoadNewer={() => {
                const newer = autosave.state.kind === 'conflict' ? autosave.state.current : null;
                if (newer) load(newer);
                else void draft.refetch().then((answer) => answer.data?.draft && load(answer.data.draft));
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
              onChooseParagraph={noParagraphChoice}
            />
          </Suspense>
          <AutosaveStatus state={autosave.state} onSaveNow={() => void autosave.saveNow()} />
        </>
      )}
    </section>
  );
}
