import { useMutation } from '@tanstack/react-query';
import { type RequestBody, request } from '#client/lib/api-request.ts';
import { waitlistApi } from '#shared/waitlist-api.ts';

export const joinWaitlist = (entry: RequestBody<typeof waitlistApi.join>) =>
  request(waitlistApi.join, { body: entry });

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
