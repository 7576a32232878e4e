import { useMutation } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { accountApi } from '#shared/account-api.ts';

export const signOutOthers = () => request(accountApi.signOutOthers);

/** Ends every session of the account except this one. */
export function useSignOutOthers() {
  return useMutation({ mutationFn: signOutOthers });
}
