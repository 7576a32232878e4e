import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import type { FamilyRole } from '#shared/family.ts';
import { familyApi } from '#shared/family-api.ts';
import { familyMembersQueryKey } from './family-members.ts';

export const changeFamilyRole = ({ id, role }: { id: string; role: FamilyRole }) =>
  request(familyApi.changeRole, { params: { id }, body: { role } });

export function useChangeFamilyRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFamilyRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: familyMembersQueryKey }),
  });
}
