import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-request.ts';
import { chaptersQueryKey } from './get-chapters.ts';

export const deleteChapter = (projectId: string, chapterId: string) =>
  sendJson<unknown>(
    'DELETE',
    `/api/memoir-projects/${encodeURIComponent(projectId)}/chapters/${encodeURIComponent(chapterId)}`,
  );

export function useDeleteChapter(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chapterId: string) => deleteChapter(projectId, chapterId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chaptersQueryKey(projectId) }),
  });
}
