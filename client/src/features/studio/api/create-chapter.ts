import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { chaptersApi } from '#shared/studio-api.ts';
import { chaptersQueryKey } from './get-chapters.ts';

export const createChapter = (projectId: string, title: string) =>
  request(chaptersApi.create, { params: { id: projectId }, body: { title } });

export function useCreateChapter(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => createChapter(projectId, title),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chaptersQueryKey(projectId) }),
  });
}
