import { useMutation } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { invitationsApi } from '#shared/family-api.ts';

export const acceptInvitation = (token: string) => request(invitationsApi.accept, { body: { token } });

/** The signed-in person accepts; the link stops working. */
export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
