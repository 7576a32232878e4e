import { useMemo } from 'react';
import type { MemoryFragment, UploadedFile } from '#shared/memories.ts';
import { PHONE_SESSIONS } from '#shared/phone-sessions.ts';
import { useMemoryFragments } from '../memories/api/get-memory-fragments.ts';
import { useUploadedFiles } from '../memories/api/get-uploaded-files.ts';

/** FNV-1a: a short, stable digest of a string, to notice that the memories changed. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * A digest of what the AI reads (text, topics and Memory DNA of fragments and
 * files). It changes only when a memory is added, edited or deleted, not when
 * the same lists are merely fetched again.
 */
function memoriesSignature(fragments: MemoryFragment[], files: UploadedFile[]): string {
  const parts = [
    ...fragments.map((f) => [
      f.id,
      f.name,
      f.text,
      f.topics,
      f.whenHappened,
      f.whereHappened,
      f.peopleInvolved,
    ]),
    ...files.map((f) => [
      f.id,
      f.title,
      f.content,
      f.topics,
      f.whenHappened,
      f.whereHappened,
      f.peopleInvolved,
      f.status,
    ]),
  ];
  return digest(JSON.stringify(parts));
}

/** The memory counts and topics the dashboard shows, and whether they are loaded yet. */
export function useDashboardMemories() {
  const fragments = useMemoryFragments();
  const files = useUploadedFiles();
  const loaded = fragments.isSuccess && files.isSuccess;
  const signature = useMemo(
    () => (fragments.data && files.data ? memoriesSignature(fragments.data, files.data) : undefined),
    [fragments.data, files.data],
  );
  return {
    isLoading: fragments.isPending || files.isPending,
    loadFailed: fragments.isError || files.isError,
    /** Defined once both lists are loaded: the dashboard's AI panels ask for their answers then (spec §4). */
    signature: loaded ? signature : undefined,
    phoneSessions: PHONE_SESSIONS,
    fragments: fragments.data ?? [],
    files: files.data ?? [],
  };
}
