import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { currentUserQueryKey } from '#client/lib/get-current-user.ts';
import { profileApi } from '#shared/profile-api.ts';
import { type CurrentUser, LANGUAGE_CODES } from '#shared/user.ts';

/**
 * Keeps the name a storyteller gave just before her first invitation (issue 31, N6), through the profile's own
 * endpoint with everything else as it is, so the invitation names her instead of her e-mail address.
 */
export function useSaveOwnName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, firstName }: { user: CurrentUser; firstName: string }) =>
      request(profileApi.update, {
        body: {
          firstName,
          lastName: user.lastName,
          email: user.email,
          phone: user.phone ?? '',
          birthday: user.birthday ?? '',
          // Kept as it is; a language this version does not know falls back to the profile's default.
          language: LANGUAGE_CODES.find((code) => code === user.language),
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
