import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-request.ts';
import type { CreateMemoryFragment, MemoryFragment } from '#shared/memories.ts';
import { memoryFragmentsQueryKey } from './get-memory-fragments.ts';

/** Stores a typed memory; the answer carries the Memory DNA and topics the server found in it. */
export const createMemoryFragment = (memory: CreateMemoryFragment) =>
  sendJson<MemoryFragment>('POST', '/api/memory-fragments', memory);

export function useCreateMemoryFragment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMemoryFragment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoryFragmentsQueryKey }),
  });
}
