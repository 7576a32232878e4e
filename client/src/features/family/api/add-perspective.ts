import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RequestBody, request } from '#client/lib/api-request.ts';
import { sharedWithMeApi } from '#shared/family-api.ts';
import { sharedStoriesQueryKey } from './shared-stories.ts';

export const addPerspective = ({
  ownerId,
  ...body
}: { ownerId: string } & RequestBody<typeof sharedWithMeApi.addPerspective>) =>
  request(sharedWithMeApi.addPerspective, { params: { ownerId }, body });

/** "Add what you remember": kept apart from the memory and shown beside it. */
export function useAddPerspective() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPerspective,
    onSuccess: (_perspective, { ownerId }) =>
      queryClient.invalidateQueries({ queryKey: sharedStoriesQueryKey(ownerId) }),
  });
}
