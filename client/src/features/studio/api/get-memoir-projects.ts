import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-request.ts';
import type { MemoirProject } from '#shared/studio.ts';

export const memoirProjectsQueryKey = ['/api/memoir-projects'] as const;

export const getMemoirProjects = () => getJson<MemoirProject[]>('/api/memoir-projects');

export const memoirProjectsQueryOptions = () =>
  queryOptions({ queryKey: memoirProjectsQueryKey, queryFn: getMemoirProjects });

/** The signed-in person's memoir projects, newest first. */
export function useMemoirProjects() {
  return useQuery(memoirProjectsQueryOptions());
}
