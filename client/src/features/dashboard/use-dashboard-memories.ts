import type { UseQueryResult } from '@tanstack/react-query';
import type { Interview } from '#shared/interviews.ts';
import type { MemoryFragment, UploadedFile } from '#shared/memories.ts';

/** The person's memory lists, read by the app (which owns the memories feature) and handed to the dashboard. */
export interface MemoryListQueries {
  fragments: UseQueryResult<MemoryFragment[]>;
  files: UseQueryResult<UploadedFile[]>;
  interviews: UseQueryResult<Interview[]>;
}

/** The memory counts and topics the dashboard shows, and whether they are loaded yet. */
export function useDashboardMemories({ fragments, files, interviews }: MemoryListQueries) {
  return {
    isLoading: fragments.isPending || files.isPending || interviews.isPending,
    loadFailed: fragments.isError || files.isError || interviews.isError,
    /** The dashboard's AI panels ask for their answers once both lists are loaded. */
    loaded: fragments.isSuccess && files.isSuccess,
    interviews: interviews.data ?? [],
    fragments: fragments.data ?? [],
    files: files.data ?? [],
  };
}
