import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RequestBody, request } from '#client/lib/api-request.ts';
import { currentUserQueryKey } from '#client/lib/get-current-user.ts';
import { profileApi } from '#shared/profile-api.ts';

export const updateProfile = (profile: RequestBody<typeof profileApi.update>) =>
  request(profileApi.update, { body: profile });

/** Saves the About Me form, then fetches the current user again so every screen shows the new details. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
