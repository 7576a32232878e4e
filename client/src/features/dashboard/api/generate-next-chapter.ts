import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { dashboardApi } from '#shared/dashboard-api.ts';

export const generateNextChapter = () => request(dashboardApi.nextChapter);

/**
 * Ideas for the next chapter, asked for once the memories are loaded (spec §4)
 * and again when they change (`memoriesSignature`); the server answers repeated
 * questions from its cache. A failure is only logged (spec §8).
 */
export const nextChapterQueryOptions = (memoriesSignature: string) =>
  queryOptions({
    queryKey: ['/api/generate-next-chapter', memoriesSignature],
    queryFn: async () => {
      try {
        return await generateNextChapter();
      } catch (error) {
        console.error('Ideas for the next chapter could not be loaded.', error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });

export function useNextChapterSuggestions(memoriesSignature: string | undefined) {
  return useQuery({
    ...nextChapterQueryOptions(memoriesSignature ?? ''),
    enabled: memoriesSignature !== undefined,
  });
}
