import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-request.ts';
import { currentUserQueryKey } from '#client/lib/get-current-user.ts';
import type { ChangeEmailRequest, ChangeEmailResult } from '#shared/account.ts';

export const changeEmail = (change: ChangeEmailRequest) =>
  sendJson<ChangeEmailResult>('POST', '/api/account/email', change);

/** Asks for a new email; when it applied at once, the current user is fetched again. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: (result) => {
      if (result.outcome === 'changed')
        return queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
