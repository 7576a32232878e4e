import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-request.ts';
import { uploadedFilesQueryKey } from './get-uploaded-files.ts';

export const deleteUploadedFile = (id: string) =>
  sendJson<unknown>('DELETE', `/api/uploaded-files/${encodeURIComponent(id)}`);

export function useDeleteUploadedFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUploadedFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: uploadedFilesQueryKey }),
  });
}
