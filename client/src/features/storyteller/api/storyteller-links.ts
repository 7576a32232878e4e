import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import { storytellerLinksApi } from '#shared/storyteller-api.ts';

export const storytellerLinksQueryKey = queryKeyOf(storytellerLinksApi.list);

/** The links the owner made, newest first, with what each recorded. */
export function useStorytellerLinks() {
  return useQuery({ queryKey: storytellerLinksQueryKey, queryFn: () => request(storytellerLinksApi.list) });
}

export function useCreateStorytellerLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (label: string) => request(storytellerLinksApi.create, { body: { label } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storytellerLinksQueryKey }),
  });
}

export function useRevokeStorytellerLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(storytellerLinksApi.revoke, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storytellerLinksQueryKey }),
  });
}
