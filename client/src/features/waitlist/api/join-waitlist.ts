import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-request.ts';
import type { JoinWaitlistRequest, JoinWaitlistResponse } from '#shared/waitlist.ts';

export const joinWaitlist = (entry: JoinWaitlistRequest) =>
  sendJson<JoinWaitlistResponse>('POST', '/api/waitlist', entry);

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
