import { queryOptions, useQuery } from '@tanstack/react-query';
import { appApi } from '#shared/app-api.ts';
import { request } from './api-request.ts';

export const appConfigQueryKey = ['/api/config'] as const;

export const getAppConfig = () => request(appApi.config);

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: appConfigQueryKey, queryFn: getAppConfig });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
