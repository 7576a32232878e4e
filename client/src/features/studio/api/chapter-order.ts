import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { request } from '#client/lib/api-request.ts';
import type { Chapter, ChapterOrder } from '#shared/studio.ts';
import { chapterOrderApi } from '#shared/studio-api.ts';
import { chaptersQueryKey } from './get-chapters.ts';

/** Under the chapter list's key, so whatever refreshes the chapters (added, deleted, accepted) refreshes this. */
export const chapterOrderQueryKey = (projectId: string) => [...chaptersQueryKey(projectId), 'order'] as const;

/** The chapters' order with the version a move is based on, and whether it still follows her life's years. */
export function useChapterOrder(projectId: string) {
  return useQuery(
    queryOptions({
      queryKey: chapterOrderQueryKey(projectId),
      queryFn: () => request(chapterOrderApi.get, { params: { id: projectId } }),
    }),
  );
}

/**
 * Saves the chapters in a new order (docs/decisions/911). The list on screen changes at once; a refused save puts
 * the saved order back, which the caller explains. Saves run one after another, each based on the version the
 * one before it saved, so two quick presses of Move up are both kept (as for a chapter's memories, decision 901).
 */
export function useSaveChapterOrder(projectId: string) {
  const queryClient = useQueryClient();
  const orderKey = chapterOrderQueryKey(projectId);
  const listKey = chaptersQueryKey(projectId);
  const queue = useRef<Promise<ChapterOrder | null>>(Promise.resolve(null));
  const inFlight = useRef(0);
  useEffect(() => {
    // Leaving while a new order is on its way would lose it: the browser asks the person to wait.
    const leaving = (event: BeforeUnloadEvent) => {
      if (inFlight.current > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', leaving);
    return () => window.removeEventListener('beforeunload', leaving);
  }, []);
  return useMutation({
    mutationFn: async ({ version, chapters }: { version: number; chapters: Chapter[] }) => {
      const saved = queue.current.then((before) =>
        request(chapterOrderApi.save, {
          params: { id: projectId },
          body: { version: before?.version ?? version, chapters: chapters.map((chapter) => chapter.id) },
        }),
      );
      queue.current = saved.catch(() => null);
      return saved;
    },
    onMutate: ({ chapters }) => {
      inFlight.current += 1;
      const before = queryClient.getQueryData<Chapter[]>(listKey);
      queryClient.setQueryData<Chapter[]>(listKey, chapters);
      return { before };
    },
    onSuccess: (order) => {
      if (inFlight.current === 1) {
        queryClient.setQueryData(orderKey, order);
        queryClient.setQueryData(listKey, order.chapters);
      }
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(listKey, context.before);
    },
    onSettled: () => {
      inFlight.current -= 1;
      if (inFlight.current === 0)
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: orderKey }),
          queryClient.invalidateQueries({ queryKey: listKey }),
        ]);
    },
  });
}
