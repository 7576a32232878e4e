import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { familyApi } from '#shared/family-api.ts';

export const familyMembersQueryKey = ['/api/family/members'] as const;

export const getFamilyMembers = () => request(familyApi.members);

export const familyMembersQueryOptions = () =>
  queryOptions({ queryKey: familyMembersQueryKey, queryFn: getFamilyMembers });

/** The people the signed-in storyteller shares with (Legacy Controls). */
export function useFamilyMembers() {
  return useQuery(familyMembersQueryOptions());
}
