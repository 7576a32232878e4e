import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RequestBody, request } from '#client/lib/api-request.ts';
import { memoryFragmentsApi } from '#shared/memories-api.ts';
import { memoryFragmentsQueryKey } from './get-memory-fragments.ts';

/** Stores a typed memory; the answer carries the Memory DNA and topics the server found in it. */
export const createMemoryFragment = (memory: RequestBody<typeof memoryFragmentsApi.create>) =>
  request(memoryFragmentsApi.create, { body: memory });

export function useCreateMemoryFragment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMemoryFragment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoryFragmentsQueryKey }),
  });
}
