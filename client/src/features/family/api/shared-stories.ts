import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { sharedWithMeApi } from '#shared/family-api.ts';

/**
 * Not `queryKeyOf`: her id stands alone after the list's path so that the queries about what she shared (a
 * chapter, a clean copy, the memories added to hers) nest under this key, and one invalidation refreshes them all.
 */
export const sharedStoriesQueryKey = (ownerId: string) => ['/api/shared-with-me', ownerId] as const;

export const getSharedStories = (ownerId: string) =>
  request(sharedWithMeApi.stories, { params: { ownerId } });

export const sharedStoriesQueryOptions = (ownerId: string) =>
  queryOptions({ queryKey: sharedStoriesQueryKey(ownerId), queryFn: () => getSharedStories(ownerId) });

/** Everything of one storyteller the signed-in person may see. */
export function useSharedStories(ownerId: string) {
  return useQuery(sharedStoriesQueryOptions(ownerId));
}
