import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RequestBody, request } from '#client/lib/api-request.ts';
import { memoryFragmentsApi } from '#shared/memories-api.ts';
import { memoryFragmentsQueryKey } from './get-memory-fragments.ts';

/**
 * PUT /api/memory-fragments/{id} with {id, name, text} and the version it is based on
 * (an older one than stored answers 409 STALE_MEMORY).
 */
export const updateMemoryFragment = (
  memory: RequestBody<typeof memoryFragmentsApi.update> & { id: string },
) => request(memoryFragmentsApi.update, { params: { id: memory.id }, body: memory });

export function useUpdateMemoryFragment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemoryFragment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoryFragmentsQueryKey }),
  });
}
