import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-request.ts';
import type { Theme } from '#shared/studio.ts';

export const themesQueryKey = (projectId: string) => [`/api/memoir-projects/${projectId}/themes`] as const;

export const getThemes = (projectId: string) =>
  getJson<Theme[]>(`/api/memoir-projects/${encodeURIComponent(projectId)}/themes`);

export const themesQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: themesQueryKey(projectId), queryFn: () => getThemes(projectId) });

/** A project's themes. */
export function useThemes(projectId: string) {
  return useQuery(themesQueryOptions(projectId));
}
