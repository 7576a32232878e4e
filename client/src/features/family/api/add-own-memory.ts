import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RequestBody, request } from '#client/lib/api-request.ts';
import { sharedWithMeApi } from '#shared/family-api.ts';
import { addedMemoriesQueryKey } from './added-memories.ts';

export const addOwnMemory = ({
  ownerId,
  ...body
}: { ownerId: string } & RequestBody<typeof sharedWithMeApi.addMemory>) =>
  request(sharedWithMeApi.addMemory, { params: { ownerId }, body });

/** "Add a memory of your own": it goes into the storyteller's collection, private until they share it. */
export function useAddOwnMemory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOwnMemory,
    onSuccess: (_memory, { ownerId }) =>
      queryClient.invalidateQueries({ queryKey: addedMemoriesQueryKey(ownerId) }),
  });
}
