import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import type { ChapterContents, MemoryRef } from '#shared/manuscript.ts';
import { chapterMemoriesApi, memoryChoicesApi } from '#shared/manuscript-api.ts';

export const chapterMemoriesQueryKey = (projectId: string, chapterId: string) =>
  [`/api/memoir-projects/${projectId}/chapters/${chapterId}/memories`] as const;

export const memoryChoicesQueryKey = ['/api/memory-choices'] as const;

/** What one chapter holds, in order, with the version a reorder is based on. */
export function useChapterMemories(projectId: string, chapterId: string) {
  return useQuery(
    queryOptions({
      queryKey: chapterMemoriesQueryKey(projectId, chapterId),
      queryFn: () => request(chapterMemoriesApi.list, { params: { id: projectId, chapterId } }),
    }),
  );
}

/** Everything the person could put in a chapter (the picker). */
export function useMemoryChoices(enabled: boolean) {
  return useQuery({
    queryKey: memoryChoicesQueryKey,
    queryFn: () => request(memoryChoicesApi.list),
    enabled,
  });
}

/** Adds memories at the end of the chapter. */
export function useAddChapterMemories(projectId: string, chapterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memories: MemoryRef[]) =>
      request(chapterMemoriesApi.add, { params: { id: projectId, chapterId }, body: { memories } }),
    onSuccess: (contents) =>
      queryClient.setQueryData(chapterMemoriesQueryKey(projectId, chapterId), contents),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: chapterMemoriesQueryKey(projectId, chapterId) }),
  });
}

/**
 * Saves the chapter's memories in a new order (or without one). The list on screen changes at once;
 * a stale save (409 STALE_CHAPTER) puts the saved list back, which the caller explains.
 */
export function useSaveChapterMemories(projectId: string, chapterId: string) {
  const queryClient = useQueryClient();
  const key = chapterMemoriesQueryKey(projectId, chapterId);
  return useMutation({
    mutationFn: ({ version, memories }: { version: number; memories: ChapterContents['memories'] }) =>
      request(chapterMemoriesApi.save, {
        params: { id: projectId, chapterId },
        body: { version, memories: memories.map(({ kind, id }) => ({ kind, id })) },
      }),
    onMutate: ({ version, memories }) => {
      const before = queryClient.getQueryData<ChapterContents>(key);
      queryClient.setQueryData<ChapterContents>(key, { version, memories });
      return { before };
    },
    onSuccess: (contents) => queryClient.setQueryData(key, contents),
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
