import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { familyApi } from '#shared/family-api.ts';
import { familyMembersQueryKey } from './family-members.ts';

/** Remove: their next request is refused. */
export const removeFamilyMember = (id: string) => request(familyApi.removeMember, { params: { id } });

export function useRemoveFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFamilyMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: familyMembersQueryKey }),
  });
}
