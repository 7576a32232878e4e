import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { deviceTimeZone } from '#client/lib/device-time-zone.ts';
import { releasesQueryKey } from '#client/lib/releases.ts';
import { familyApi } from '#shared/family-api.ts';

/**
 * "Release everything so far": every memory, chapter and book that is not left out, at once or from a day (which
 * opens at midnight where this device is, decision 1523).
 */
export const releaseEverything = (opensOn: string | null) =>
  request(familyApi.releaseEverything, {
    body: opensOn ? { opensOn, timeZone: deviceTimeZone() } : { opensOn },
  });

export function useReleaseEverything() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseEverything,
    onSettled: () => queryClient.invalidateQueries({ queryKey: releasesQueryKey }),
  });
}
