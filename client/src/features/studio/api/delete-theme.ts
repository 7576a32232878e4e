import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-request.ts';
import { themesQueryKey } from './get-themes.ts';

export const deleteTheme = (projectId: string, themeId: string) =>
  sendJson<unknown>(
    'DELETE',
    `/api/memoir-projects/${encodeURIComponent(projectId)}/themes/${encodeURIComponent(themeId)}`,
  );

export function useDeleteTheme(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (themeId: string) => deleteTheme(projectId, themeId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: themesQueryKey(projectId) }),
  });
}
