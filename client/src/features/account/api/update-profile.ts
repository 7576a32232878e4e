import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-request.ts';
import { currentUserQueryKey } from '#client/lib/get-current-user.ts';
import type { UpdateProfileRequest } from '#shared/profile.ts';
import type { CurrentUser } from '#shared/user.ts';

export const updateProfile = (profile: UpdateProfileRequest) =>
  sendJson<CurrentUser>('PUT', '/api/user/profile', profile);

/** Saves the About Me form, then fetches the current user again (spec §7). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
