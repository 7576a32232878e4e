/**
 * Words typed at length, kept on this device until they are saved (decision 812): a closed tab, a reload or a
 * crashed browser loses nothing. Each draft lives in `localStorage` under a key that names whose it is (an account,
 * or a storyteller link's interview) and the place it was typed in. Signing out removes every account's drafts, so
 * the next person on the same browser never sees them.
 *
 * This module is the storage alone, with the storage passed in, so its rules are tested without a browser;
 * `use-local-draft.ts` is the hook every form uses.
 */

/** What a draft is made of: the text of each box of the form, by name. */
export type DraftFields = Record<string, string>;

/** The part of `Storage` a draft needs. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const PREFIX = 'heirloom.draft.';
const ACCOUNT = 'account:';

/** Whose draft it is: a signed-in account, or an interview opened from a storyteller link (no account). */
export type DraftOwner = { account: string } | { storytellerSession: string };

/** The storage key of one place's draft for one owner. */
export function draftKey(owner: DraftOwner, place: string) {
  const whose = 'account' in owner ? `${ACCOUNT}${owner.account}` : `storyteller:${owner.storytellerSession}`;
  return `${PREFIX}${whose}|${place}`;
}

/** Whether any box holds words (spaces alone are not words, and are not kept). */
export const hasWords = (fields: DraftFields) => Object.values(fields).some((value) => value.trim() !== '');

/** The kept draft under `key`, or null when there is none (or what is stored is not a draft). */
export function readDraft(storage: DraftStorage, key: string): DraftFields | null {
  let stored: string | null;
  try {
    stored = storage.getItem(key);
  } catch {
    return null;
  }
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const fields: DraftFields = {};
    for (const [name, value] of Object.entries(parsed)) if (typeof value === 'string') fields[name] = value;
    return hasWords(fields) ? fields : null;
  } catch {
    return null;
  }
}

/**
 * Keeps what is typed: words are written, and boxes emptied (a save, a discard) remove the draft. A full or
 * refused storage (private browsing) keeps nothing, silently: the form still works as before.
 */
export function writeDraft(storage: DraftStorage, key: string, fields: DraftFields) {
  try {
    if (hasWords(fields)) storage.setItem(key, JSON.stringify(fields));
    else storage.removeItem(key);
  } catch {
    // Nothing more can be done on this device; the words are still in the box.
  }
}

export function removeDraft(storage: DraftStorage, key: string) {
  try {
    storage.removeItem(key);
  } catch {
    // As above.
  }
}

/** Removes the drafts of every account on this device (at sign-out). A storyteller link's drafts stay with it. */
export function clearAccountDrafts(storage: DraftStorage) {
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(`${PREFIX}${ACCOUNT}`)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // As above.
  }
}

/**
 * What a form shows when it opens: the kept draft, when the boxes are still empty and one was kept. Words already
 * in the boxes (typed before, or brought in by what opened the form) are never replaced.
 */
export function draftToRestore(storage: DraftStorage, key: string, current: DraftFields): DraftFields | null {
  if (hasWords(current)) return null;
  return readDraft(storage, key);
}

/** The device's storage, or null where there is none (a browser that refuses it). */
export function deviceStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

let leavingOnPurpose = false;

/** Signing out after the person agreed to drop unsaved words: the page may go without the browser asking again. */
export function leaveOnPurpose() {
  leavingOnPurpose = true;
}

export const isLeavingOnPurpose = () => leavingOnPurpose;

/** Whether any account's unsaved words are kept on this device (asked about before signing out). */
export function hasAccountDrafts(storage: DraftStorage) {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(`${PREFIX}${ACCOUNT}`) && readDraft(storage, key)) return true;
    }
  } catch {
    return false;
  }
  return false;
}
