import { describe, expect, it } from 'vitest';
import {
  clearAccountDrafts,
  type DraftStorage,
  draftKey,
  draftToRestore,
  hasAccountDrafts,
  readDraft,
  writeDraft,
} from './local-draft.ts';

/** The device's storage as a browser keeps it: strings by key, in insertion order. */
function memoryStorage(): DraftStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
    key: (index) => [...entries.keys()][index] ?? null,
    get length() {
      return entries.size;
    },
  };
}

const ann = draftKey({ account: 'ann-id' }, 'add-memory');
const bob = draftKey({ account: 'bob-id' }, 'add-memory');
const link = draftKey({ storytellerSession: 'session-id' }, 'answer:childhood');

describe('words kept on the device while typing (decision 812)', () => {
  it('keeps what is typed and gives it back when the form opens empty', () => {
    const storage = memoryStorage();
    writeDraft(storage, ann, { name: 'Summers at the lake', text: 'Every July we' });
    expect(draftToRestore(storage, ann, { name: '', text: '' })).toEqual({
      name: 'Summers at the lake',
      text: 'Every July we',
    });
  });

  it('never replaces words already in the boxes', () => {
    const storage = memoryStorage();
    writeDraft(storage, ann, { text: 'Kept from last time' });
    expect(draftToRestore(storage, ann, { text: 'Brought in by the question' })).toBeNull();
  });

  it('removes the draft once the boxes are emptied (saved or thrown away), and keeps no spaces alone', () => {
    const storage = memoryStorage();
    writeDraft(storage, ann, { text: 'Nearly done' });
    writeDraft(storage, ann, { text: '' });
    expect(storage.entries.size).toBe(0);
    writeDraft(storage, ann, { text: '   \n ' });
    expect(readDraft(storage, ann)).toBeNull();
    expect(storage.entries.size).toBe(0);
  });

  it('keeps each account’s and each place’s words apart', () => {
    const storage = memoryStorage();
    writeDraft(storage, ann, { text: 'Ann’s words' });
    expect(readDraft(storage, bob)).toBeNull();
    expect(readDraft(storage, draftKey({ account: 'ann-id' }, 'family-question:rose'))).toBeNull();
    expect(readDraft(storage, ann)).toEqual({ text: 'Ann’s words' });
  });

  it('at sign-out removes every account’s words, and leaves a storyteller link’s', () => {
    const storage = memoryStorage();
    writeDraft(storage, ann, { text: 'Ann’s words' });
    writeDraft(storage, bob, { text: 'Bob’s words' });
    writeDraft(storage, link, { answer: 'Told through the link' });
    storage.setItem('heirloom.interview.readAloud', 'false');
    expect(hasAccountDrafts(storage)).toBe(true);
    clearAccountDrafts(storage);
    expect(hasAccountDrafts(storage)).toBe(false);
    expect([...storage.entries.keys()].sort()).toEqual([link, 'heirloom.interview.readAloud'].sort());
  });

  it('reads nothing from what is not a draft, and survives a storage that refuses', () => {
    const storage = memoryStorage();
    storage.setItem(ann, 'not json');
    expect(readDraft(storage, ann)).toBeNull();
    storage.setItem(ann, JSON.stringify(['a list']));
    expect(readDraft(storage, ann)).toBeNull();
    const refusing: DraftStorage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => writeDraft(refusing, ann, { text: 'words' })).not.toThrow();
    expect(readDraft(refusing, ann)).toBeNull();
  });
});
