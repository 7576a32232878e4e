import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import { sharedWithMeApi } from '#shared/family-api.ts';

export const sharedStorytellersQueryKey = queryKeyOf(sharedWithMeApi.storytellers);

export const getSharedStorytellers = () => request(sharedWithMeApi.storytellers);

export const sharedStorytellersQueryOptions = () =>
  queryOptions({ queryKey: sharedStorytellersQueryKey, queryFn: getSharedStorytellers });

/** The storytellers who share with the signed-in person, and sentences about shares that ended. */
export function useSharedStorytellers() {
  return useQuery(sharedStorytellersQueryOptions());
}
