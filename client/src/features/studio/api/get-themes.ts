import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import { themesApi } from '#shared/studio-api.ts';

export const themesQueryKey = (projectId: string) =>
  queryKeyOf(themesApi.list, { params: { id: projectId } });

export const getThemes = (projectId: string) => request(themesApi.list, { params: { id: projectId } });

export const themesQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: themesQueryKey(projectId), queryFn: () => getThemes(projectId) });

/** A project's themes. */
export function useThemes(projectId: string) {
  return useQuery(themesQueryOptions(projectId));
}
