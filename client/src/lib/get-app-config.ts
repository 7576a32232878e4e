import { queryOptions, useQuery } from '@tanstack/react-query';
import { appApi } from '#shared/app-api.ts';
import { request } from './api-request.ts';
import { queryKeyOf } from './query-key.ts';

export const appConfigQueryKey = queryKeyOf(appApi.config);

export const getAppConfig = () => request(appApi.config);

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: appConfigQueryKey, queryFn: getAppConfig });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
