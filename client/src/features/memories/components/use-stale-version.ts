import { useState } from 'react';

/**
 * The version a dialog's edits are based on, and the copy saved elsewhere when a save was
 * refused as based on an older one (409 STALE_MEMORY, docs/decisions/541), with the two ways out.
 */
export function useStaleVersion<
  Saved extends { version: number },
  /** A memory row's version may be missing; the save then goes without one. */
  Start extends number | undefined = number,
>(startVersion: Start) {
  const [basedOn, setBasedOn] = useState<number | Start>(startVersion);
  const [saved, setSaved] = useState<Saved | null>(null);

  /** Saves the typed copy again, now based on the version saved elsewhere. */
  const keepMine = (save: (version: number) => void) => {
    if (!saved) return;
    setBasedOn(saved.version);
    setSaved(null);
    save(saved.version);
  };

  /** Drops the typed edits, shows the saved copy in the form and puts the focus back in it. */
  const takeSaved = (show: (copy: Saved) => void, focusId: string) => {
    if (!saved) return;
    show(saved);
    setBasedOn(saved.version);
    setSaved(null);
    setTimeout(() => document.getElementById(focusId)?.focus());
  };

  return { basedOn, setBasedOn, saved, setSaved, keepMine, takeSaved };
}
