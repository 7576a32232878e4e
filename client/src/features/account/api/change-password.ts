import { useMutation } from '@tanstack/react-query';
import { type RequestBody, request } from '#client/lib/api-request.ts';
import { accountApi } from '#shared/account-api.ts';

export const changePassword = (change: RequestBody<typeof accountApi.changePassword>) =>
  request(accountApi.changePassword, { body: change });

/** Sets a new password; the server signs out every other device. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
