import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { dashboardApi } from '#shared/dashboard-api.ts';

export const generateMissingMoments = () => request(dashboardApi.missingMoments);

/** Missing moments, asked for like the next-chapter ideas (see generate-next-chapter.ts). */
export const missingMomentsQueryOptions = (memoriesSignature: string) =>
  queryOptions({
    queryKey: ['/api/generate-missing-moments', memoriesSignature],
    queryFn: async () => {
      try {
        return await generateMissingMoments();
      } catch (error) {
        console.error('Missing moments could not be loaded.', error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });

export function useMissingMoments(memoriesSignature: string | undefined) {
  return useQuery({
    ...missingMomentsQueryOptions(memoriesSignature ?? ''),
    enabled: memoriesSignature !== undefined,
  });
}
