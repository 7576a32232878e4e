import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-request.ts';
import type { UpdateNarrativeDna, UploadedFile } from '#shared/memories.ts';
import { uploadedFilesQueryKey } from './get-uploaded-files.ts';

/** PUT /api/uploaded-files/{id}/narrative-dna: the same payloads as for fragments (spec §7). */
export const updateFileNarrativeDna = ({ id, dna }: { id: string; dna: UpdateNarrativeDna }) =>
  sendJson<UploadedFile>('PUT', `/api/uploaded-files/${encodeURIComponent(id)}/narrative-dna`, dna);

export function useUpdateFileNarrativeDna() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFileNarrativeDna,
    onSettled: () => queryClient.invalidateQueries({ queryKey: uploadedFilesQueryKey }),
  });
}
