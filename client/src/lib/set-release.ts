import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familyApi } from '#shared/family-api.ts';
import { type RequestBody, request } from './api-request.ts';
import { releasesQueryKey } from './releases.ts';

/** Shares, keeps private or leaves out some items; a chapter takes its memories with it (shared/family.ts). */
export const setRelease = (change: RequestBody<typeof familyApi.setRelease>) =>
  request(familyApi.setRelease, { body: change });

export function useSetRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRelease,
    onSettled: () => queryClient.invalidateQueries({ queryKey: releasesQueryKey }),
  });
}
