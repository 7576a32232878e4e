import { useMutation } from '@tanstack/react-query';
import type { SignedOutOthers } from '../../../../../shared/account.ts';
import { sendJson } from '../../../lib/api-request.ts';

export const signOutOthers = () => sendJson<SignedOutOthers>('POST', '/api/account/sign-out-others');

/** Ends every session of the account except this one. */
export function useSignOutOthers() {
  return useMutation({ mutationFn: signOutOthers });
}
