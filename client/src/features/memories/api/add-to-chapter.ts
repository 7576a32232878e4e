import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import type { MemoryRef } from '#shared/manuscript.ts';
import { chapterMemoriesApi } from '#shared/manuscript-api.ts';
import { chaptersApi, memoirProjectsApi } from '#shared/studio-api.ts';

/** The person's memoir projects, for choosing where a memory goes. */
export function useProjectsForChapters(enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(memoirProjectsApi.list),
    queryFn: () => request(memoirProjectsApi.list),
    enabled,
  });
}

export function useChaptersOf(projectId: string | null) {
  return useQuery({
    queryKey: queryKeyOf(chaptersApi.list, { params: { id: projectId! } }),
    queryFn: () => request(chaptersApi.list, { params: { id: projectId! } }),
    enabled: projectId !== null,
  });
}

/** "Add to chapter": the memory goes at the end of the chosen chapter (a chapter holds it once). */
export function useAddToChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      projectId,
      chapterId,
      memory,
    }: {
      projectId: string;
      chapterId: string;
      memory: MemoryRef;
    }) =>
      request(chapterMemoriesApi.add, { params: { id: projectId, chapterId }, body: { memories: [memory] } }),
    onSettled: (_data, _error, { projectId, chapterId }) =>
      queryClient.invalidateQueries({
        queryKey: queryKeyOf(chapterMemoriesApi.list, { params: { id: projectId, chapterId } }),
      }),
  });
}
