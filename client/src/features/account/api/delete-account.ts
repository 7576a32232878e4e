import { useMutation } from '@tanstack/react-query';
import { type RequestBody, request } from '#client/lib/api-request.ts';
import { accountApi } from '#shared/account-api.ts';

export const deleteAccount = (confirm: RequestBody<typeof accountApi.delete>) =>
  request(accountApi.delete, { body: confirm });

/** Deletes the account forever; the server also ends the session. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
