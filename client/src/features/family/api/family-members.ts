import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import { familyApi } from '#shared/family-api.ts';

export const familyMembersQueryKey = queryKeyOf(familyApi.members);

export const getFamilyMembers = () => request(familyApi.members);

export const familyMembersQueryOptions = () =>
  queryOptions({ queryKey: familyMembersQueryKey, queryFn: getFamilyMembers });

/** The people the signed-in storyteller shares with (Legacy Controls). */
export function useFamilyMembers() {
  return useQuery(familyMembersQueryOptions());
}
