import { useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import { dashboardApi } from '#shared/dashboard-api.ts';

export const storyProgressQueryKey = queryKeyOf(dashboardApi.progress);

/** The Progress panel's ring and counts (decision 204), asked again whenever a memory list changes. */
export function useStoryProgress() {
  return useQuery({ queryKey: storyProgressQueryKey, queryFn: () => request(dashboardApi.progress) });
}
