import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { sharedWithMeApi } from '#shared/family-api.ts';

export const sharedChapterQueryKey = (ownerId: string, chapterId: string) =>
  ['/api/shared-with-me', ownerId, 'chapters', chapterId] as const;

export const getSharedChapter = (ownerId: string, chapterId: string) =>
  request(sharedWithMeApi.chapter, { params: { ownerId, chapterId } });

export const sharedChapterQueryOptions = (ownerId: string, chapterId: string) =>
  queryOptions({
    queryKey: sharedChapterQueryKey(ownerId, chapterId),
    queryFn: () => getSharedChapter(ownerId, chapterId),
  });

/** A released chapter's paragraphs, fetched when the person opens it. */
export function useSharedChapter(ownerId: string, chapterId: string, enabled: boolean) {
  return useQuery({ ...sharedChapterQueryOptions(ownerId, chapterId), enabled });
}
