import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import type { ChapterContents, MemoryRef } from '#shared/manuscript.ts';
import { chapterMemoriesApi, memoryChoicesApi } from '#shared/manuscript-api.ts';
import { chapterNeedsQueryKey } from './chapter-needs.ts';
import { chaptersQueryKey } from './get-chapters.ts';

export const chapterMemoriesQueryKey = (projectId: string, chapterId: string) =>
  queryKeyOf(chapterMemoriesApi.list, { params: { id: projectId, chapterId } });

export const memoryChoicesQueryKey = queryKeyOf(memoryChoicesApi.list);

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
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chapterMemoriesQueryKey(projectId, chapterId) }),
        // What the chapter still needs changes with what it holds.
        queryClient.invalidateQueries({ queryKey: chapterNeedsQueryKey(projectId, chapterId) }),
        // A new memory's year can move the chapter in her life's order (docs/decisions/911).
        queryClient.invalidateQueries({ queryKey: chaptersQueryKey(projectId) }),
      ]),
  });
}

/**
 * Saves the chapter's memories in a new order (or without one). The list on screen changes at once;
 * a stale save (409 STALE_CHAPTER) puts the saved list back, which the caller explains.
 *
 * Saves run one after another, each based on the version the one before it saved, so a keyboard user can
 * press Move up twice in a row and both moves are kept (docs/decisions/901).
 */
export function useSaveChapterMemories(projectId: string, chapterId: string) {
  const queryClient = useQueryClient();
  const key = chapterMemoriesQueryKey(projectId, chapterId);
  /** The saves in flight, in order; each resolves to what the server saved, or null when it failed. */
  const queue = useRef<Promise<ChapterContents | null>>(Promise.resolve(null));
  const inFlight = useRef(0);
  useEffect(() => {
    // Leaving the page while a new order is still on its way would lose it: the browser asks the person to wait.
    const leaving = (event: BeforeUnloadEvent) => {
      if (inFlight.current > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', leaving);
    return () => window.removeEventListener('beforeunload', leaving);
  }, []);
  return useMutation({
    mutationFn: async ({ version, memories }: { version: number; memories: ChapterContents['memories'] }) => {
      const saved = queue.current.then((before) =>
        request(chapterMemoriesApi.save, {
          params: { id: projectId, chapterId },
          body: {
            version: before?.version ?? version,
            memories: memories.map(({ kind, id }) => ({ kind, id })),
          },
        }),
      );
      queue.current = saved.catch(() => null);
      return saved;
    },
    onMutate: ({ memories }) => {
      inFlight.current += 1;
      const before = queryClient.getQueryData<ChapterContents>(key);
      if (before) queryClient.setQueryData<ChapterContents>(key, { ...before, memories });
      return { before };
    },
    onSuccess: (contents) => {
      // A later move is already on screen: the list waits for it rather than jumping back.
      if (inFlight.current === 1) queryClient.setQueryData(key, contents);
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: (_contents, _error, { memories }, context) => {
      inFlight.current -= 1;
      // A memory taken out can change what the chapter still needs; a new order cannot.
      if (context?.before && context.before.memories.length !== memories.length)
        void queryClient.invalidateQueries({ queryKey: chapterNeedsQueryKey(projectId, chapterId) });
      if (inFlight.current === 0) return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
