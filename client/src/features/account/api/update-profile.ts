import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '#client/features/auth/api/get-current-user.ts';
import { sendJson } from '#client/lib/api-request.ts';
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
