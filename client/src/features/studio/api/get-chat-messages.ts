import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '#client/lib/api-request.ts';
import type { ChatMessage } from '#shared/studio.ts';

export const chatMessagesQueryKey = (projectId: string) =>
  [`/api/memoir-projects/${projectId}/chat`] as const;

export const getChatMessages = (projectId: string) =>
  getJson<ChatMessage[]>(`/api/memoir-projects/${encodeURIComponent(projectId)}/chat`);

export const chatMessagesQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: chatMessagesQueryKey(projectId), queryFn: () => getChatMessages(projectId) });

/** The conversation with Clio about one project, oldest first. */
export function useChatMessages(projectId: string) {
  return useQuery(chatMessagesQueryOptions(projectId));
}
