import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '../../../lib/api-request.ts';
import { memoryFragmentsQueryKey } from './get-memory-fragments.ts';

export interface UpdateMemoryFragmentInput {
  id: string;
  name: string;
  text: string;
}

/** PUT /api/memory-fragments/{id} with {id, name, text} (spec §7). */
export const updateMemoryFragment = (memory: UpdateMemoryFragmentInput) =>
  sendJson<unknown>('PUT', `/api/memory-fragments/${encodeURIComponent(memory.id)}`, memory);

export function useUpdateMemoryFragment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemoryFragment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoryFragmentsQueryKey }),
  });
}
