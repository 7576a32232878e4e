import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-request.ts';
import type { Chapter } from '#shared/studio.ts';
import { chaptersQueryKey } from './get-chapters.ts';

export const createChapter = (projectId: string, title: string) =>
  sendJson<Chapter>('POST', `/api/memoir-projects/${encodeURIComponent(projectId)}/chapters`, { title });

export function useCreateChapter(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => createChapter(projectId, title),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chaptersQueryKey(projectId) }),
  });
}
