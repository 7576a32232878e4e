import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-request.ts';
import { memoryFragmentsQueryKey } from './get-memory-fragments.ts';

export const deleteMemoryFragment = (id: string) =>
  sendJson<unknown>('DELETE', `/api/memory-fragments/${encodeURIComponent(id)}`);

export function useDeleteMemoryFragment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMemoryFragment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoryFragmentsQueryKey }),
  });
}
