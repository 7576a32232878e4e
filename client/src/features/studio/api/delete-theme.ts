import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { themesApi } from '#shared/studio-api.ts';
import { themesQueryKey } from './get-themes.ts';

export const deleteTheme = (projectId: string, themeId: string) =>
  request(themesApi.delete, { params: { id: projectId, themeId } });

export function useDeleteTheme(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (themeId: string) => deleteTheme(projectId, themeId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: themesQueryKey(projectId) }),
  });
}
