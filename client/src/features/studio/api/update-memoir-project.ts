import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-request.ts';
import type { MemoirProject } from '#shared/studio.ts';
import { memoirProjectsQueryKey } from './get-memoir-projects.ts';

export const updateMemoirProject = ({ id, title }: { id: string; title: string }) =>
  sendJson<MemoirProject>('PUT', `/api/memoir-projects/${encodeURIComponent(id)}`, { title });

export function useUpdateMemoirProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemoirProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoirProjectsQueryKey }),
  });
}
