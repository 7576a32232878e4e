import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RequestBody, request } from '#client/lib/api-request.ts';
import { familyApi } from '#shared/family-api.ts';
import { familyMembersQueryKey } from './family-members.ts';

export const addFamilyMember = (member: RequestBody<typeof familyApi.addMember>) =>
  request(familyApi.addMember, { body: member });

/** Add Access: the answer says whether the invitation was e-mailed or carries the link to hand over. */
export function useAddFamilyMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFamilyMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: familyMembersQueryKey }),
  });
}
