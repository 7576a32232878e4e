import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemoirProject } from '../../../../../shared/studio.ts';
import { getJson } from '../../../lib/api-request.ts';

export const memoirProjectsQueryKey = ['/api/memoir-projects'] as const;

export const getMemoirProjects = () => getJson<MemoirProject[]>('/api/memoir-projects');

export const memoirProjectsQueryOptions = () =>
  queryOptions({ queryKey: memoirProjectsQueryKey, queryFn: getMemoirProjects });

/** The signed-in person's memoir projects, newest first. */
export function useMemoirProjects() {
  return useQuery(memoirProjectsQueryOptions());
}
