import { useMutation } from '@tanstack/react-query';
import type { DeleteAccount } from '../../../../../shared/account.ts';
import { sendJson } from '../../../lib/api-request.ts';

export const deleteAccount = (confirm: DeleteAccount) =>
  sendJson<{ deleted: true }>('POST', '/api/account/delete', confirm);

/** Deletes the account forever; the server also ends the session. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
