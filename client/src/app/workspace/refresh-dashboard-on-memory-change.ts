import { hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import { missingMomentsQueryKey } from '#client/features/dashboard/api/generate-missing-moments.ts';
import { nextChapterQueryKey } from '#client/features/dashboard/api/generate-next-chapter.ts';
import { storyProgressQueryKey } from '#client/features/dashboard/api/story-progress.ts';
import { memoryFragmentsQueryKey } from '#client/features/memories/api/get-memory-fragments.ts';
import { uploadedFilesQueryKey } from '#client/features/memories/api/get-uploaded-files.ts';
import { interviewsQueryKey } from '#client/features/memories/api/interviews.ts';

const memoryListHashes = new Set([
  hashKey(memoryFragmentsQueryKey),
  hashKey(uploadedFilesQueryKey),
  hashKey(interviewsQueryKey),
]);
const dashboardAnswerKeys = [missingMomentsQueryKey, nextChapterQueryKey, storyProgressQueryKey];

/**
 * The dashboard's AI answers and its progress are read from the memories (an interview's answers among them),
 * so they are asked again whenever a memory list comes back different: after any memory change (the memory
 * mutations refresh the lists), an archive import, a recording kept or its transcript arriving. A list fetched
 * again unchanged keeps its identity (TanStack Query's structural sharing), so it asks nothing again.
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
