import { useEffect, useRef, useState } from 'react';
import { useCurrentUser } from './get-current-user.ts';
import {
  type DraftFields,
  type DraftOwner,
  deviceStorage,
  draftKey,
  draftToRestore,
  hasWords,
  isLeavingOnPurpose,
  removeDraft,
  writeDraft,
} from './local-draft.ts';

export interface LocalDraft {
  /** True once kept words were put back in the boxes, until they are saved or discarded. */
  restored: boolean;
  /** Throws the kept words away: the boxes are emptied and the draft removed. */
  discard: () => void;
}

/**
 * Keeps the words of one form on this device while they are typed (decision 812), and puts them back when the form
 * opens again after a reload, a closed tab or a crash. Emptying the boxes (the form does so once its words are
 * saved) removes the draft. While the boxes hold words, closing or reloading the page asks first.
 *
 * `key` is null while the owner is not known yet (the account still loading): nothing is kept or restored then.
 * `restore` is called with the kept fields; it sets the form's boxes.
 */
export function useLocalDraft(
  key: string | null,
  fields: DraftFields,
  restore: (fields: DraftFields) => void,
): LocalDraft {
  const [restored, setRestored] = useState(false);
  const checkedKey = useRef<string | null>(null);
  /** Set when kept words were just handed to the form: its boxes show them from the next render on. */
  const justRestored = useRef(false);
  const latest = useRef({ fields, restore });
  latest.current = { fields, restore };
  const serialised = JSON.stringify(fields);
  const holdsWords = hasWords(fields);

  // Once per place: put back what was kept, unless the boxes already hold words.
  useEffect(() => {
    const storage = deviceStorage();
    if (!key || !storage || checkedKey.current === key) return;
    checkedKey.current = key;
    const kept = draftToRestore(storage, key, latest.current.fields);
    if (kept) {
      justRestored.current = true;
      latest.current.restore(kept);
      setRestored(true);
    }
  }, [key]);

  // Every change is kept; empty boxes remove the draft. When the place changes (the interview moved on to the next
  // question), the words of the last place were saved or thrown away, or are carried here: its draft goes.
  const keptUnder = useRef<string | null>(null);
  useEffect(() => {
    const storage = deviceStorage();
    if (!key || !storage || checkedKey.current !== key) return;
    // The boxes do not hold the kept words yet in this render: writing them now would throw the draft away.
    if (justRestored.current) {
      justRestored.current = false;
      return;
    }
    if (keptUnder.current && keptUnder.current !== key) removeDraft(storage, keptUnder.current);
    keptUnder.current = key;
    writeDraft(storage, key, JSON.parse(serialised) as DraftFields);
    if (!hasWords(JSON.parse(serialised) as DraftFields)) setRestored(false);
  }, [key, serialised]);

  // The browser's own "Leave site?" question while words are not saved yet.
  useEffect(() => {
    if (!holdsWords) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (isLeavingOnPurpose()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [holdsWords]);

  return {
    restored,
    discard: () => {
      const storage = deviceStorage();
      if (key && storage) removeDraft(storage, key);
      latest.current.restore(
        Object.fromEntries(Object.keys(latest.current.fields).map((name) => [name, ''])),
      );
      setRestored(false);
    },
  };
}

/**
 * The key of a place's draft for the signed-in account, or null until the account is known (or while there is no
 * place, such as an interview before its first question).
 */
export function useAccountDraftKey(place: string | null): string | null {
  const { user } = useCurrentUser();
  return user && place ? draftKey({ account: user.id }, place) : null;
}

export { type DraftOwner, draftKey };
