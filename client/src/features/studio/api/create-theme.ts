import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-request.ts';
import type { Theme } from '#shared/studio.ts';
import { themesQueryKey } from './get-themes.ts';

export const createTheme = (projectId: string, theme: string) =>
  sendJson<Theme>('POST', `/api/memoir-projects/${encodeURIComponent(projectId)}/themes`, { theme });

export function useCreateTheme(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (theme: string) => createTheme(projectId, theme),
    onSettled: () => queryClient.invalidateQueries({ queryKey: themesQueryKey(projectId) }),
  });
}
