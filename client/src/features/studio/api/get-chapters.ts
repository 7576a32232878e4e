import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import { chaptersApi } from '#shared/studio-api.ts';

export const chaptersQueryKey = (projectId: string) =>
  queryKeyOf(chaptersApi.list, { params: { id: projectId } });

export const getChapters = (projectId: string) => request(chaptersApi.list, { params: { id: projectId } });

export const chaptersQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: chaptersQueryKey(projectId), queryFn: () => getChapters(projectId) });

/** A project's chapters, in order. */
export function useChapters(projectId: string) {
  return useQuery(chaptersQueryOptions(projectId));
}
