import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import type { MemorySearchQuery } from '#shared/memory-search.ts';
import { memorySearchApi } from '#shared/memory-search-api.ts';

export const memorySearchQueryKey = queryKeyOf(memorySearchApi.search);

export type MemorySearchAsked = Omit<MemorySearchQuery, 'offset'>;

/**
 * The person's memories that match the words and filters, a page at a time (the list asks for the next page
 * as it is scrolled). While new words are looked up, the last results stay on screen.
 */
export function useSearchMemories(asked: MemorySearchAsked, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeyOf(memorySearchApi.search, { query: asked }),
    queryFn: ({ pageParam }) => request(memorySearchApi.search, { query: { ...asked, offset: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.results.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
