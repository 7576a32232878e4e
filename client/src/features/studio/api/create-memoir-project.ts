import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-request.ts';
import type { CreateMemoirProject, CreateMemoirProjectResponse } from '#shared/studio.ts';
import { memoirProjectsQueryKey } from './get-memoir-projects.ts';

export const createMemoirProject = (intent: CreateMemoirProject) =>
  sendJson<CreateMemoirProjectResponse>('POST', '/api/memoir-projects', intent);

export function useCreateMemoirProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMemoirProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoirProjectsQueryKey }),
  });
}
