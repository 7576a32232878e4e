import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RequestBody, request } from '#client/lib/api-request.ts';
import { currentUserQueryKey } from '#client/lib/get-current-user.ts';
import { accountApi } from '#shared/account-api.ts';

export const changeEmail = (change: RequestBody<typeof accountApi.changeEmail>) =>
  request(accountApi.changeEmail, { body: change });

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
