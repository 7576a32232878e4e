import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { chatApi } from '#shared/studio-api.ts';
import { chapterDraftQueryKey, draftVersionsQueryKey } from './chapter-draft.ts';
import { chapterMemoriesQueryKey } from './chapter-memories.ts';
import { chapterNeedsQueryKey } from './chapter-needs.ts';
import { chaptersQueryKey } from './get-chapters.ts';
import { chatMessagesQueryKey } from './get-chat-messages.ts';

/**
 * Accept Clio's chapter proposal stored with a message (docs/decisions/907): the chapter is drafted or the memory
 * put in it on the server; the conversation, and the chapter's memories, checklist and draft, are read again.
 */
export function useAcceptChapterProposal(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      request(chatApi.acceptAction, { params: { id: projectId, messageId } }),
    onSettled: (accepted) => {
      const keys: (readonly string[])[] = [chatMessagesQueryKey(projectId), chaptersQueryKey(projectId)];
      if (accepted)
        keys.push(
          chapterMemoriesQueryKey(projectId, accepted.chapterId),
          chapterNeedsQueryKey(projectId, accepted.chapterId),
          chapterDraftQueryKey(projectId, accepted.chapterId),
          draftVersionsQueryKey(projectId, accepted.chapterId),
        );
      return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
