import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from './api-request.ts';

export interface AppConfig {
  /** The interview agent's number, if this server has one configured. */
  agentPhoneNumber?: string | null;
  signInWithProvider?: boolean;
}

export const appConfigQueryKey = ['/api/config'] as const;

export const getAppConfig = () => getJson<AppConfig>('/api/config');

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: appConfigQueryKey, queryFn: getAppConfig });

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
