import { useMutation } from '@tanstack/react-query';
import type { JoinWaitlistRequest, JoinWaitlistResponse } from '../../../../../shared/waitlist.ts';
import { sendJson } from '../../../lib/api-request.ts';

export const joinWaitlist = (entry: JoinWaitlistRequest) =>
  sendJson<JoinWaitlistResponse>('POST', '/api/waitlist', entry);

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
