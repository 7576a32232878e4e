import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RequestBody, request } from '#client/lib/api-request.ts';
import { uploadedFilesApi } from '#shared/memories-api.ts';
import { uploadedFilesQueryKey } from './get-uploaded-files.ts';

/**
 * POST /api/uploaded-files/{id}/transcript-corrections: one sentence of a recording's transcript in the person's
 * own words, based on the version she read (an older one answers 409 STALE_MEMORY with the current copy).
 */
export const correctTranscriptSentence = ({
  id,
  ...body
}: RequestBody<typeof uploadedFilesApi.correctTranscriptSentence> & { id: string }) =>
  request(uploadedFilesApi.correctTranscriptSentence, { params: { id }, body });

export function useCorrectTranscriptSentence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctTranscriptSentence,
    // The list holds the words, the Memory DNA and the version: all may have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: uploadedFilesQueryKey }),
  });
}
