import type { UseMutateFunction } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '#client/lib/api-request.ts';
import type { ChapterDraft } from '#shared/manuscript.ts';
import { type SaveDraft, useDraftAutosave } from './use-draft-autosave.ts';

/** The chapter's saved draft as the screen reads it: a query of `{ draft }` (studio, Shared with me). */
export interface SavedDraftQuery {
  data?: { draft: ChapterDraft | null };
  refetch: () => Promise<{ data?: { draft: ChapterDraft | null } }>;
}

/**
 * Which draft the editor shows and what autosave builds on, for every screen that edits a chapter's draft
 * (the studio, and an editor's help in Shared with me, docs/decisions/1512). The editor starts from the first
 * draft the screen reads; our own autosaves do not reload it (the cursor stays put), only `load` does: a new
 * draft, a restored version, or the newer version another window saved. `onLoaded` runs after each load.
 */
export function useDraftEditing(saved: SavedDraftQuery, save: SaveDraft, onLoaded?: () => void) {
  const current = saved.data?.draft ?? null;
  /** `focus`: the editor takes focus when it shows this draft, because the person just asked for it. */
  const [loaded, setLoaded] = useState<{ draft: ChapterDraft; load: number; focus: boolean } | null>(null);
  const shown = loaded?.draft ?? current;
  const autosave = useDraftAutosave(save, shown?.version ?? 0);

  const { loaded: autosaveLoaded } = autosave;
  useEffect(() => {
    if (loaded || !current) return;
    autosaveLoaded(current.version);
    setLoaded({ draft: current, load: 0, focus: false });
  }, [loaded, current, autosaveLoaded]);

  const load = useCallback(
    (next: ChapterDraft, { focus = false }: { focus?: boolean } = {}) => {
      autosaveLoaded(next.version);
      setLoaded((now) => ({ draft: next, load: (now?.load ?? 0) + 1, focus }));
      onLoaded?.();
    },
    [autosaveLoaded, onLoaded],
  );

  /** After a refused save: the other window's version, read again when the refusal did not carry it. */
  const loadNewer = () => {
    const newer = autosave.state.kind === 'conflict' ? autosave.state.current : null;
    if (newer) load(newer);
    else void saved.refetch().then((answer) => answer.data?.draft && load(answer.data.draft));
  };

  /** After a refused save: the text here becomes the newest version, after the one the other window saved. */
  const keepMine = () => {
    const newer = autosave.state.kind === 'conflict' ? autosave.state.current : null;
    void autosave.keepMine(newer?.version ?? 0);
  };

  /**
   * "Draft this Chapter": what was typed is saved first, so drafting again never loses it (it stays in the
   * versions the storyteller can go back to); then the new draft is loaded and its editor takes focus (the
   * button was disabled while drafting, decision 810), or `onFailure` hears why not.
   */
  const draftAfterSaving = async (
    compose: UseMutateFunction<ChapterDraft, Error, void>,
    onFailure: (message: string) => void,
  ) => {
    await autosave.settle();
    compose(undefined, {
      onSuccess: (drafted) => load(drafted, { focus: true }),
      onError: (error) =>
        onFailure(errorMessage(error, 'The chapter could not be drafted. Please try again.')),
    });
  };

  return {
    current,
    shown,
    editorKey: loaded?.load ?? 0,
    focusEditor: loaded?.focus ?? false,
    autosave,
    load,
    loadNewer,
    keepMine,
    draftAfterSaving,
  };
}

export type DraftEditing = ReturnType<typeof useDraftEditing>;
