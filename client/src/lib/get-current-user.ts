import { queryOptions, useQuery } from '@tanstack/react-query';
import { appApi } from '#shared/app-api.ts';
import { request } from './api-request.ts';
import { queryKeyOf } from './query-key.ts';

export const currentUserQueryKey = queryKeyOf(appApi.currentUser);

export const getCurrentUser = () => request(appApi.currentUser);

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserQueryKey, queryFn: getCurrentUser });

/** A person counts as signed in when the current-user call returns data. */
export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  return { user: query.data, isLoading: query.isLoading, isAuthenticated: Boolean(query.data) };
}
