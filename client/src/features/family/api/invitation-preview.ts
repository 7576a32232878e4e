import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, request } from '#client/lib/api-request.ts';
import { invitationsApi } from '#shared/family-api.ts';

export const invitationPreviewQueryKey = (token: string) => ['/api/family/invitations', token] as const;

export const getInvitationPreview = (token: string) => request(invitationsApi.preview, { params: { token } });

export const invitationPreviewQueryOptions = (token: string) =>
  queryOptions({ queryKey: invitationPreviewQueryKey(token), queryFn: () => getInvitationPreview(token) });

/** Who invited, in which role, to which address (public: works before signing in). */
export function useInvitationPreview(token: string) {
  return useQuery(invitationPreviewQueryOptions(token));
}

/** An ended, used or unknown link (and one whose token is not even well formed). */
export const isInvitationEnded = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
