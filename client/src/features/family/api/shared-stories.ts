import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { sharedWithMeApi } from '#shared/family-api.ts';

export const sharedStoriesQueryKey = (ownerId: string) => ['/api/shared-with-me', ownerId] as const;

export const getSharedStories = (ownerId: string) =>
  request(sharedWithMeApi.stories, { params: { ownerId } });

export const sharedStoriesQueryOptions = (ownerId: string) =>
  queryOptions({ queryKey: sharedStoriesQueryKey(ownerId), queryFn: () => getSharedStories(ownerId) });

/** Everything of one storyteller the signed-in person may see. */
export function useSharedStories(ownerId: string) {
  return useQuery(sharedStoriesQueryOptions(ownerId));
}
