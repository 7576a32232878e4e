import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { memoirProjectsApi } from '#shared/studio-api.ts';
import { memoirProjectsQueryKey } from './get-memoir-projects.ts';

export const deleteMemoirProject = (id: string) => request(memoirProjectsApi.delete, { params: { id } });

export function useDeleteMemoirProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMemoirProject,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoirProjectsQueryKey }),
  });
}
