import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { themesApi } from '#shared/studio-api.ts';
import { themesQueryKey } from './get-themes.ts';

export const createTheme = (projectId: string, theme: string) =>
  request(themesApi.create, { params: { id: projectId }, body: { theme } });

export function useCreateTheme(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (theme: string) => createTheme(projectId, theme),
    onSettled: () => queryClient.invalidateQueries({ queryKey: themesQueryKey(projectId) }),
  });
}
