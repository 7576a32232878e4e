import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-request.ts';
import type { DeleteAccount } from '#shared/account.ts';

export const deleteAccount = (confirm: DeleteAccount) =>
  sendJson<{ deleted: true }>('POST', '/api/account/delete', confirm);

/** Deletes the account forever; the server also ends the session. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
