import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-request.ts';
import type { MemoryFragment } from '#shared/memories.ts';

export const memoryFragmentsQueryKey = ['/api/memory-fragments'] as const;

export const getMemoryFragments = () => getJson<MemoryFragment[]>('/api/memory-fragments');

export const memoryFragmentsQueryOptions = () =>
  queryOptions({ queryKey: memoryFragmentsQueryKey, queryFn: getMemoryFragments });

/** The signed-in person's typed memories. */
export function useMemoryFragments() {
  return useQuery(memoryFragmentsQueryOptions());
}
