import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { sharedWithMeApi } from '#shared/family-api.ts';
import { sharedStoriesQueryKey } from './shared-stories.ts';

/** Under the storyteller's own key, so whatever reads their stories again reads this again too. */
export const addedMemoriesQueryKey = (ownerId: string) =>
  [...sharedStoriesQueryKey(ownerId), 'added-memories'] as const;

export const getAddedMemories = (ownerId: string) =>
  request(sharedWithMeApi.addedMemories, { params: { ownerId } });

/** What the signed-in person added to this storyteller's collection, with whether the family sees it yet. */
export function useAddedMemories(ownerId: string) {
  return useQuery(
    queryOptions({ queryKey: addedMemoriesQueryKey(ownerId), queryFn: () => getAddedMemories(ownerId) }),
  );
}
