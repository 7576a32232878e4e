import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { memoryFragmentsApi } from '#shared/memories-api.ts';

export const memoryFragmentsQueryKey = ['/api/memory-fragments'] as const;

export const getMemoryFragments = () => request(memoryFragmentsApi.list);

export const memoryFragmentsQueryOptions = () =>
  queryOptions({ queryKey: memoryFragmentsQueryKey, queryFn: getMemoryFragments });

/** The signed-in person's typed memories. */
export function useMemoryFragments() {
  return useQuery(memoryFragmentsQueryOptions());
}
