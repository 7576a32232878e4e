import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RequestBody, request } from '#client/lib/api-request.ts';
import { chatApi } from '#shared/studio-api.ts';
import { chatMessagesQueryKey } from './get-chat-messages.ts';

export const sendChatMessage = (projectId: string, body: RequestBody<typeof chatApi.send>) =>
  request(chatApi.send, { params: { id: projectId }, body });

/**
 * Sends one message to Clio. The conversation is read again before the caller's own `onSuccess` runs,
 * so Clio's reply is on screen when the caller decides about a proposal in it.
 */
export function useSendChatMessage(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestBody<typeof chatApi.send>) => sendChatMessage(projectId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatMessagesQueryKey(projectId) }),
  });
}
