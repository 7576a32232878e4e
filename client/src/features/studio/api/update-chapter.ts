import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { chaptersApi } from '#shared/studio-api.ts';
import { chaptersQueryKey } from './get-chapters.ts';

export const updateChapter = (projectId: string, chapterId: string, title: string) =>
  request(chaptersApi.rename, { params: { id: projectId, chapterId }, body: { title } });

export function useUpdateChapter(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chapterId, title }: { chapterId: string; title: string }) =>
      updateChapter(projectId, chapterId, title),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chaptersQueryKey(projectId) }),
  });
}
