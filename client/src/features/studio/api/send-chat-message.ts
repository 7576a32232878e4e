import { useMutation } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-request.ts';
import type { SendChatMessage, SendChatMessageResponse } from '#shared/studio.ts';

export const sendChatMessage = (projectId: string, body: SendChatMessage) =>
  sendJson<SendChatMessageResponse>(
    'POST',
    `/api/memoir-projects/${encodeURIComponent(projectId)}/chat`,
    body,
  );

/** Sends one message to Clio; the caller refetches the conversation and decides about proposals. */
export function useSendChatMessage(projectId: string) {
  return useMutation({ mutationFn: (body: SendChatMessage) => sendChatMessage(projectId, body) });
}
