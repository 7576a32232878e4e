import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { sharedWithMeApi } from '#shared/family-api.ts';
import { sharedStoriesQueryKey } from './shared-stories.ts';

export const askQuestion = ({ ownerId, text }: { ownerId: string; text: string }) =>
  request(sharedWithMeApi.ask, { params: { ownerId }, body: { text } });

/** A contributor's or editor's question; it lands on the storyteller's Dashboard. */
export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askQuestion,
    onSuccess: (_question, { ownerId }) =>
      queryClient.invalidateQueries({ queryKey: sharedStoriesQueryKey(ownerId) }),
  });
}
