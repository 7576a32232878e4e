import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-request.ts';
import type { Chapter } from '#shared/studio.ts';
import { chaptersQueryKey } from './get-chapters.ts';

export const updateChapter = (projectId: string, chapterId: string, title: string) =>
  sendJson<Chapter>(
    'PUT',
    `/api/memoir-projects/${encodeURIComponent(projectId)}/chapters/${encodeURIComponent(chapterId)}`,
    { title },
  );

export function useUpdateChapter(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chapterId, title }: { chapterId: string; title: string }) =>
      updateChapter(projectId, chapterId, title),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chaptersQueryKey(projectId) }),
  });
}
