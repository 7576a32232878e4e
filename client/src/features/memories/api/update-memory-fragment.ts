import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-request.ts';
import type { MemoryFragment } from '#shared/memories.ts';
import { memoryFragmentsQueryKey } from './get-memory-fragments.ts';

export interface UpdateMemoryFragmentInput {
  id: string;
  name: string;
  text: string;
  /** The version this edit is based on; an older one than stored answers 409 STALE_MEMORY. */
  version?: number;
}

/** PUT /api/memory-fragments/{id} with {id, name, text} (spec §7) and the version it is based on. */
export const updateMemoryFragment = (memory: UpdateMemoryFragmentInput) =>
  sendJson<MemoryFragment>('PUT', `/api/memory-fragments/${encodeURIComponent(memory.id)}`, memory);

export function useUpdateMemoryFragment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemoryFragment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoryFragmentsQueryKey }),
  });
}
