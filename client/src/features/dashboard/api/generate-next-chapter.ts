import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import { dashboardApi } from '#shared/dashboard-api.ts';

export const generateNextChapter = () => request(dashboardApi.nextChapter);

export const nextChapterQueryKey = queryKeyOf(dashboardApi.nextChapter);

/**
 * Ideas for the next chapter, asked for once the memories are loaded and again when the app invalidates them
 * because the memories changed; the server answers repeated questions from its cache. A failure is only logged:
 * the panel then has nothing to suggest.
 */
export const nextChapterQueryOptions = () =>
  queryOptions({
    queryKey: nextChapterQueryKey,
    queryFn: async () => {
      try {
        return await generateNextChapter();
      } catch (error) {
        console.error('Ideas for the next chapter could not be loaded.', error);
        throw error;
      }
    },
  });

export function useNextChapterSuggestions(memoriesLoaded: boolean) {
  return useQuery({ ...nextChapterQueryOptions(), enabled: memoriesLoaded });
}
