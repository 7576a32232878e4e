import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-request.ts';
import type { AccountSecurity } from '#shared/account.ts';

export const accountSecurityQueryKey = ['/api/account/security'] as const;

export const getAccountSecurity = () => getJson<AccountSecurity>('/api/account/security');

/** Whether the account has a password, and whether an email change is confirmed by a link. */
export function useAccountSecurity() {
  return useQuery(queryOptions({ queryKey: accountSecurityQueryKey, queryFn: getAccountSecurity }));
}
