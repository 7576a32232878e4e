import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RequestBody, request } from '#client/lib/api-request.ts';
import { uploadedFilesApi } from '#shared/memories-api.ts';
import { uploadedFilesQueryKey } from './get-uploaded-files.ts';

/** PUT /api/uploaded-files/{id}/narrative-dna: the same payloads as for fragments. */
export const updateFileNarrativeDna = ({
  id,
  dna,
}: {
  id: string;
  dna: RequestBody<typeof uploadedFilesApi.updateDna>;
}) => request(uploadedFilesApi.updateDna, { params: { id }, body: dna });

export function useUpdateFileNarrativeDna() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFileNarrativeDna,
    onSettled: () => queryClient.invalidateQueries({ queryKey: uploadedFilesQueryKey }),
  });
}
