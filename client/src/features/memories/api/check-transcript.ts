import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { uploadedFilesApi } from '#shared/memories-api.ts';
import { uploadedFilesQueryKey } from './get-uploaded-files.ts';

/** POST /api/uploaded-files/{id}/transcript-check: the person has read the automatic transcript of this version. */
export const checkTranscript = ({ id, version }: { id: string; version: number }) =>
  request(uploadedFilesApi.checkTranscript, { params: { id }, body: { version } });

export function useCheckTranscript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkTranscript,
    onSettled: () => queryClient.invalidateQueries({ queryKey: uploadedFilesQueryKey }),
  });
}
