import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-request.ts';
import type { SignedOutOthers } from '#shared/account.ts';

export const signOutOthers = () => sendJson<SignedOutOthers>('POST', '/api/account/sign-out-others');

/** Ends every session of the account except this one. */
export function useSignOutOthers() {
  return useMutation({ mutationFn: signOutOthers });
}
