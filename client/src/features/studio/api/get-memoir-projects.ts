import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import { memoirProjectsApi } from '#shared/studio-api.ts';

export const memoirProjectsQueryKey = queryKeyOf(memoirProjectsApi.list);

export const getMemoirProjects = () => request(memoirProjectsApi.list);

export const memoirProjectsQueryOptions = () =>
  queryOptions({ queryKey: memoirProjectsQueryKey, queryFn: getMemoirProjects });

/** The signed-in person's memoir projects, newest first. */
export function useMemoirProjects() {
  return useQuery(memoirProjectsQueryOptions());
}
