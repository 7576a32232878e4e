import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-request.ts';
import { memoirProjectsQueryKey } from './get-memoir-projects.ts';

export const deleteMemoirProject = (id: string) =>
  sendJson<unknown>('DELETE', `/api/memoir-projects/${encodeURIComponent(id)}`);

export function useDeleteMemoirProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMemoirProject,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoirProjectsQueryKey }),
  });
}
