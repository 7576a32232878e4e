import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { memoirProjectsApi } from '#shared/studio-api.ts';

export const memoirProjectsQueryKey = ['/api/memoir-projects'] as const;

export const getMemoirProjects = () => request(memoirProjectsApi.list);

export const memoirProjectsQueryOptions = () =>
  queryOptions({ queryKey: memoirProjectsQueryKey, queryFn: getMemoirProjects });

/** The signed-in person's memoir projects, newest first. */
export function useMemoirProjects() {
  return useQuery(memoirProjectsQueryOptions());
}
