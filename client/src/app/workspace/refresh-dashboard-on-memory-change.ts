import { hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import { missingMomentsQueryKey } from '#client/features/dashboard/api/generate-missing-moments.ts';
import { nextChapterQueryKey } from '#client/features/dashboard/api/generate-next-chapter.ts';
import { memoryFragmentsQueryKey } from '#client/features/memories/api/get-memory-fragments.ts';
import { uploadedFilesQueryKey } from '#client/features/memories/api/get-uploaded-files.ts';

const memoryListHashes = new Set([hashKey(memoryFragmentsQueryKey), hashKey(uploadedFilesQueryKey)]);
const dashboardAnswerKeys = [missingMomentsQueryKey, nextChapterQueryKey];

/**
 * The dashboard's AI answers are read from the memories, so they are asked
 * again whenever a memory list comes back different: after any memory change
 * (the memory mutations refresh the lists), an archive import, or a recording's
 * transcript arriving. A list fetched again unchanged keeps its identity
 * (TanStack Query's structural sharing), so it asks nothing again.
 */
export function refreshDashboardOnMemoryChange(queryClient: QueryClient) {
  const lastSeen = new WeakMap<Query, unknown>();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { query } = event;
    if (!memoryListHashes.has(query.queryHash)) return;
    const data = query.state.data;
    if (lastSeen.get(query) === data) return;
    lastSeen.set(query, data);
    for (const queryKey of dashboardAnswerKeys) void queryClient.invalidateQueries({ queryKey });
  });
}
