import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-request.ts';
import type { ChangePassword, SignedOutOthers } from '#shared/account.ts';

export const changePassword = (change: ChangePassword) =>
  sendJson<SignedOutOthers>('POST', '/api/account/password', change);

/** Sets a new password; the server signs out every other device. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
