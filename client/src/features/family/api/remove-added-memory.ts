import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { sharedWithMeApi } from '#shared/family-api.ts';
import { addedMemoriesQueryKey } from './added-memories.ts';

export const removeAddedMemory = ({ ownerId, id }: { ownerId: string; id: string }) =>
  request(sharedWithMeApi.removeAddedMemory, { params: { ownerId, id } });

/** Takes back a memory one added, while the storyteller has not shared it. */
export function useRemoveAddedMemory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAddedMemory,
    // Refused because it was shared meanwhile: the list is read again either way, so it shows the new state.
    onSettled: (_answer, _error, { ownerId }) =>
      queryClient.invalidateQueries({ queryKey: addedMemoriesQueryKey(ownerId) }),
  });
}
