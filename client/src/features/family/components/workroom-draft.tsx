import { useState } from 'react';
import { DraftChapterButton } from '#client/components/draft-editor/draft-chapter-button.tsx';
import { DraftEditingArea } from '#client/components/draft-editor/draft-editing-area.tsx';
import { useDraftEditing } from '#client/components/draft-editor/use-draft-editing.ts';
import { QueryState } from '#client/components/query-state.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { DRAFT_ORIGIN_LABELS } from '#shared/manuscript.ts';
import {
  useComposeWorkroomDraft,
  useSaveWorkroomDraft,
  useWorkroomDraft,
  type WorkroomPlace,
} from '../api/workroom.ts';

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
  const save = useSaveWorkroomDraft(place);
  const editing = useDraftEditing(draft, save.mutateAsync);
  const { current, shown } = editing;
  const compose = useComposeWorkroomDraft(place);
  const [failure, setFailure] = useState<string | null>(null);

  const draftChapter = () => {
    setFailure(null);
    void editing.draftAfterSaving(compose.mutate, setFailure);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h6 id={headingId} className="text-lg font-bold">
          Draft
        </h6>
        <DraftChapterButton hasMemories={hasMemories} drafting={compose.isPending} onDraft={draftChapter} />
      </div>
      <p className="text-muted">
        “Draft this Chapter” lays out {ownerFirstName}'s own words from the memories in this chapter. Every
        change is kept as a version {ownerFirstName} can go back to.
      </p>
      <FormFailure message={failure} />
      {!draft.isSuccess ? (
        <QueryState
          query={draft}
          loading="Loading the draft…"
          failed="The draft could not be loaded. Please reload the page."
        />
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
          <DraftEditingArea
            editing={editing}
            paragraphs={shown.paragraphs}
            onChooseParagraph={noParagraphChoice}
          />
        </>
      )}
    </section>
  );
}
