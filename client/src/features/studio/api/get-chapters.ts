import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-request.ts';
import type { Chapter } from '#shared/studio.ts';

export const chaptersQueryKey = (projectId: string) =>
  [`/api/memoir-projects/${projectId}/chapters`] as const;

export const getChapters = (projectId: string) =>
  getJson<Chapter[]>(`/api/memoir-projects/${encodeURIComponent(projectId)}/chapters`);

export const chaptersQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: chaptersQueryKey(projectId), queryFn: () => getChapters(projectId) });

/** A project's chapters, in order. */
export function useChapters(projectId: string) {
  return useQuery(chaptersQueryOptions(projectId));
}
