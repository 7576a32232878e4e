import type { UseQueryResult } from '@tanstack/react-query';
import type { MemoryFragment, UploadedFile } from '#shared/memories.ts';
import { PHONE_SESSIONS } from '#shared/phone-sessions.ts';

/** The person's memory lists, read by the app (which owns the memories feature) and handed to the dashboard. */
export interface MemoryListQueries {
  fragments: UseQueryResult<MemoryFragment[]>;
  files: UseQueryResult<UploadedFile[]>;
}

/** The memory counts and topics the dashboard shows, and whether they are loaded yet. */
export function useDashboardMemories({ fragments, files }: MemoryListQueries) {
  return {
    isLoading: fragments.isPending || files.isPending,
    loadFailed: fragments.isError || files.isError,
    /** The dashboard's AI panels ask for their answers once both lists are loaded (spec §4). */
    loaded: fragments.isSuccess && files.isSuccess,
    phoneSessions: PHONE_SESSIONS,
    fragments: fragments.data ?? [],
    files: files.data ?? [],
  };
}
