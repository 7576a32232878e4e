import { useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import { chapterNeedsApi } from '#shared/manuscript-api.ts';

export const chapterNeedsQueryKey = (projectId: string, chapterId: string) =>
  queryKeyOf(chapterNeedsApi.get, { params: { id: projectId, chapterId } });

/**
 * What the chapter still needs. Read again each time the chapter opens, because a memory's words or Memory
 * DNA may have changed in My Memories meanwhile; adding or taking out memories here refreshes it too
 * (chapter-memories.ts).
 */
export function useChapterNeeds(projectId: string, chapterId: string) {
  return useQuery({
    queryKey: chapterNeedsQueryKey(projectId, chapterId),
    queryFn: () => request(chapterNeedsApi.get, { params: { id: projectId, chapterId } }),
    refetchOnMount: 'always',
  });
}
