import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { uploadedFilesApi } from '#shared/memories-api.ts';
import { uploadedFilesQueryKey } from './get-uploaded-files.ts';

export const deleteUploadedFile = (id: string) => request(uploadedFilesApi.delete, { params: { id } });

export function useDeleteUploadedFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUploadedFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: uploadedFilesQueryKey }),
  });
}
