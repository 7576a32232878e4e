import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import { SUGGESTIONS_STALE_MS } from '#shared/studio.ts';
import { memoirProjectsApi } from '#shared/studio-api.ts';

export const projectSuggestionsQueryKey = (projectId: string) =>
  queryKeyOf(memoirProjectsApi.suggestions, { params: { id: projectId } });

export const getProjectSuggestions = (projectId: string) =>
  request(memoirProjectsApi.suggestions, { params: { id: projectId } });

/** The chips are cached for 5 minutes (the only query that ever goes stale). */
export const projectSuggestionsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectSuggestionsQueryKey(projectId),
    queryFn: () => getProjectSuggestions(projectId),
    staleTime: SUGGESTIONS_STALE_MS,
  });

export function useProjectSuggestions(projectId: string) {
  return useQuery(projectSuggestionsQueryOptions(projectId));
}
