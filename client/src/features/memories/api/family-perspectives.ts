import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import { familyApi } from '#shared/family-api.ts';

export const familyPerspectivesQueryKey = queryKeyOf(familyApi.perspectives);

export const getFamilyPerspectives = () => request(familyApi.perspectives);

export const familyPerspectivesQueryOptions = () =>
  queryOptions({ queryKey: familyPerspectivesQueryKey, queryFn: getFamilyPerspectives });

/** The family's own accounts of the storyteller's memories, read when a memory's details open. */
export function useFamilyPerspectives(enabled: boolean) {
  return useQuery({ ...familyPerspectivesQueryOptions(), enabled });
}
