import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import { memoryFragmentsApi } from '#shared/memories-api.ts';

export const memoryFragmentsQueryKey = queryKeyOf(memoryFragmentsApi.list);

export const getMemoryFragments = () => request(memoryFragmentsApi.list);

export const memoryFragmentsQueryOptions = () =>
  queryOptions({ queryKey: memoryFragmentsQueryKey, queryFn: getMemoryFragments });

/** The signed-in person's typed memories. */
export function useMemoryFragments() {
  return useQuery(memoryFragmentsQueryOptions());
}
