import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import { chatApi } from '#shared/studio-api.ts';

export const chatMessagesQueryKey = (projectId: string) =>
  queryKeyOf(chatApi.list, { params: { id: projectId } });

export const getChatMessages = (projectId: string) => request(chatApi.list, { params: { id: projectId } });

export const chatMessagesQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: chatMessagesQueryKey(projectId), queryFn: () => getChatMessages(projectId) });

/** The conversation with Clio about one project, oldest first. */
export function useChatMessages(projectId: string) {
  return useQuery(chatMessagesQueryOptions(projectId));
}
