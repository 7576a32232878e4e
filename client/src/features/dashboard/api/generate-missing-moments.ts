import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import { dashboardApi } from '#shared/dashboard-api.ts';

export const generateMissingMoments = () => request(dashboardApi.missingMoments);

export const missingMomentsQueryKey = queryKeyOf(dashboardApi.missingMoments);

/** Missing moments, asked for like the next-chapter ideas (see generate-next-chapter.ts). */
export const missingMomentsQueryOptions = () =>
  queryOptions({
    queryKey: missingMomentsQueryKey,
    queryFn: async () => {
      try {
        return await generateMissingMoments();
      } catch (error) {
        console.error('Missing moments could not be loaded.', error);
        throw error;
      }
    },
  });

export function useMissingMoments(memoriesLoaded: boolean) {
  return useQuery({ ...missingMomentsQueryOptions(), enabled: memoriesLoaded });
}
