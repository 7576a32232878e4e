import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { familyApi } from '#shared/family-api.ts';
import { familyMembersQueryKey } from './family-members.ts';

/** A new invitation link for someone who has not accepted yet (the old link stops working). */
export const resendInvitation = (id: string) => request(familyApi.resendInvitation, { params: { id } });

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: familyMembersQueryKey }),
  });
}
