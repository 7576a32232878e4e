import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { memoirProjectsApi } from '#shared/studio-api.ts';
import { memoirProjectsQueryKey } from './get-memoir-projects.ts';

export const updateMemoirProject = ({ id, title }: { id: string; title: string }) =>
  request(memoirProjectsApi.rename, { params: { id }, body: { title } });

export function useUpdateMemoirProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemoirProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoirProjectsQueryKey }),
  });
}
