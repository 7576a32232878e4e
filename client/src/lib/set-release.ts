import { useMutation, useQueryClient } from '@tanstack/react-query';
import { familyApi } from '#shared/family-api.ts';
import { type RequestBody, request } from './api-request.ts';
import { deviceTimeZone } from './device-time-zone.ts';
import { releasesQueryKey } from './releases.ts';

/**
 * Shares, keeps private or leaves out some items; a chapter takes its memories with it (shared/family.ts). A
 * share for a later day says where this device is, whose midnight opens it (decision 1523).
 */
export const setRelease = (change: RequestBody<typeof familyApi.setRelease>) =>
  request(familyApi.setRelease, {
    body: change.opensOn ? { ...change, timeZone: deviceTimeZone() } : change,
  });

export function useSetRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRelease,
    onSettled: () => queryClient.invalidateQueries({ queryKey: releasesQueryKey }),
  });
}
