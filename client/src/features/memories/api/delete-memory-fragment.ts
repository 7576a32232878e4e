import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { memoryFragmentsApi } from '#shared/memories-api.ts';
import { memoryFragmentsQueryKey } from './get-memory-fragments.ts';

export const deleteMemoryFragment = (id: string) => request(memoryFragmentsApi.delete, { params: { id } });

export function useDeleteMemoryFragment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMemoryFragment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoryFragmentsQueryKey }),
  });
}
