import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { chaptersApi } from '#shared/studio-api.ts';
import { chaptersQueryKey } from './get-chapters.ts';

export const deleteChapter = (projectId: string, chapterId: string) =>
  request(chaptersApi.delete, { params: { id: projectId, chapterId } });

export function useDeleteChapter(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chapterId: string) => deleteChapter(projectId, chapterId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chaptersQueryKey(projectId) }),
  });
}
