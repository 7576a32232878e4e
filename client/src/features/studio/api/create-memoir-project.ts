import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RequestBody, request } from '#client/lib/api-request.ts';
import { memoirProjectsApi } from '#shared/studio-api.ts';
import { memoirProjectsQueryKey } from './get-memoir-projects.ts';

export const createMemoirProject = (intent: RequestBody<typeof memoirProjectsApi.create>) =>
  request(memoirProjectsApi.create, { body: intent });

export function useCreateMemoirProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMemoirProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoirProjectsQueryKey }),
  });
}
