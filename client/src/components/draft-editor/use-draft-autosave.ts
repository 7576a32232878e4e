/**
 * Autosave for the chapter draft: a save a short while after typing stops, and at once when the person leaves
 * (the screen closes, the tab is hidden or the page unloads). Every save is the next version, based on the
 * version this window last saw; a 409 from another window's save stops autosaving and keeps the text here
 * until the person chooses (docs/decisions/541's rule, 906).
 *
 * It is given the save call, so the storyteller's studio and an editor helping in Shared with me
 * (docs/decisions/1512) share it: each saves through its own endpoint, with the same version rule.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '#client/lib/api-request.ts';
import {
  type ChapterDraft,
  chapterDraftSchema,
  type DraftParagraph,
  saveChapterDraftSchema,
} from '#shared/manuscript.ts';

/** How long after the last keystroke the draft is saved. */
export const AUTOSAVE_DELAY_MS = 1_500;

export type AutosaveState =
  | { kind: 'idle' }
  | { kind: 'waiting' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'failed'; message: string }
  /** Another window saved first; `current` is what it saved (null when it could not be read). */
  | { kind: 'conflict'; current: ChapterDraft | null };

/** Saves one version of the draft; a 409 STALE_CHAPTER carries the saved draft as `current`. */
export type SaveDraft = (body: { basedOn: number; paragraphs: DraftParagraph[] }) => Promise<ChapterDraft>;

export function useDraftAutosave(save: SaveDraft, loadedVersion: number) {
  const saveRef = useRef(save);
  saveRef.current = save;
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  /** The version the next save is based on. */
  const basedOn = useRef(loadedVersion);
  /** What the person typed and is not saved yet. */
  const unsaved = useRef<DraftParagraph[] | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** While a conflict waits for the person's choice, nothing is saved on its own. */
  const blocked = useRef(false);

  const saveNow = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (inFlight.current) await inFlight.current;
    const paragraphs = unsaved.current;
    if (!paragraphs || blocked.current) return;
    const body = { basedOn: basedOn.current, paragraphs };
    const checked = saveChapterDraftSchema.safeParse(body);
    if (!checked.success) {
      setState({
        kind: 'failed',
        message: checked.error.issues[0]?.message ?? 'The draft could not be saved.',
      });
      return;
    }
    unsaved.current = null;
    setState({ kind: 'saving' });
    inFlight.current = (async () => {
      try {
        const saved = await saveRef.current(body);
        basedOn.current = saved.version;
        if (!unsaved.current) setState({ kind: 'saved', at: new Date() });
      } catch (error) {
        // Nothing typed is lost: unless newer typing replaced it, this text waits to be saved again.
        unsaved.current ??= paragraphs;
        if (error instanceof ApiError && error.code === 'STALE_CHAPTER') {
          blocked.current = true;
          const current = chapterDraftSchema.safeParse(error.details.current);
          setState({ kind: 'conflict', current: current.success ? current.data : null });
        } else {
          setState({
            kind: 'failed',
            message: errorMessage(
              error,
              'Your changes could not be saved. They are kept here; please try again.',
            ),
          });
        }
      } finally {
        inFlight.current = null;
      }
    })();
    await inFlight.current;
    // Typing went on while this save was under way: save that too, unless something needs the person.
    if (unsaved.current && !blocked.current)
      timer.current = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
  }, []);

  /** The editor changed: save after the person stops typing. */
  const changed = useCallback(
    (paragraphs: DraftParagraph[]) => {
      unsaved.current = paragraphs;
      if (blocked.current) return;
      setState((now) => (now.kind === 'saving' ? now : { kind: 'waiting' }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    },
    [saveNow],
  );

  /** The editor now shows `version` as loaded from the server (a new draft, a restore, the newer version). */
  const loaded = useCallback((version: number) => {
    clearTimeout(timer.current);
    basedOn.current = version;
    unsaved.current = null;
    blocked.current = false;
    setState({ kind: 'idle' });
  }, []);

  /** Keep mine: the text here becomes the newest version, based on the one the other window saved. */
  const keepMine = useCallback(
    async (otherVersion: number) => {
      basedOn.current = otherVersion;
      blocked.current = false;
      await saveNow();
    },
    [saveNow],
  );

  /** Saves what is waiting and answers the version the draft is now at (for a restore or a new draft). */
  const settle = useCallback(async () => {
    await saveNow();
    return { version: basedOn.current, clean: !unsaved.current && !blocked.current };
  }, [saveNow]);

  useEffect(() => {
    const leaving = (event: BeforeUnloadEvent) => {
      if (!unsaved.current && !inFlight.current) return;
      void saveNow();
      // The browser asks the person to wait, so the save can finish before the page goes.
      event.preventDefault();
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') void saveNow();
    };
    window.addEventListener('beforeunload', leaving);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('beforeunload', leaving);
      document.removeEventListener('visibilitychange', hidden);
      // Leaving the chapter screen: what is waiting is saved now.
      void saveNow();
    };
  }, [saveNow]);

  return { state, changed, loaded, keepMine, saveNow, settle };
}
