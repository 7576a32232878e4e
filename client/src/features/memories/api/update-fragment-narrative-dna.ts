import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-request.ts';
import type { MemoryFragment, UpdateNarrativeDna } from '#shared/memories.ts';
import { memoryFragmentsQueryKey } from './get-memory-fragments.ts';

/** PUT /api/memory-fragments/{id}/narrative-dna: either payload shape of spec §7. */
export const updateFragmentNarrativeDna = ({ id, dna }: { id: string; dna: UpdateNarrativeDna }) =>
  sendJson<MemoryFragment>('PUT', `/api/memory-fragments/${encodeURIComponent(id)}/narrative-dna`, dna);

export function useUpdateFragmentNarrativeDna() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFragmentNarrativeDna,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoryFragmentsQueryKey }),
  });
}
