import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import { accountApi } from '#shared/account-api.ts';

export const accountSecurityQueryKey = queryKeyOf(accountApi.security);

export const getAccountSecurity = () => request(accountApi.security);

/** Whether the account has a password, and whether an email change is confirmed by a link. */
export function useAccountSecurity() {
  return useQuery(queryOptions({ queryKey: accountSecurityQueryKey, queryFn: getAccountSecurity }));
}
