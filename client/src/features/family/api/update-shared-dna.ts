import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RequestBody, request } from '#client/lib/api-request.ts';
import { sharedWithMeApi } from '#shared/family-api.ts';
import { sharedStoriesQueryKey } from './shared-stories.ts';

export const updateSharedDna = ({
  ownerId,
  kind,
  id,
  body,
}: {
  ownerId: string;
  kind: 'fragment' | 'file';
  id: string;
  body: RequestBody<typeof sharedWithMeApi.updateDna>;
}) => request(sharedWithMeApi.updateDna, { params: { ownerId, kind, id }, body });

/** An editor fills in when, where and who of a released memory (a stale save answers 409 STALE_MEMORY). */
export function useUpdateSharedDna() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSharedDna,
    onSettled: (_memory, _error, { ownerId }) =>
      queryClient.invalidateQueries({ queryKey: sharedStoriesQueryKey(ownerId) }),
  });
}
