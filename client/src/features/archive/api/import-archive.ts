import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '#client/lib/api-request.ts';
import type { ImportArchiveResponse } from '#shared/archive-import.ts';

/** POST /api/import-archive (multipart field `file`): the ZIP that Export Archive made. */
export async function importArchive(file: File): Promise<ImportArchiveResponse> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/import-archive', { method: 'POST', body, credentials: 'include' });
  } catch {
    throw new Error('The archive could not be sent. Please check your connection and try again.');
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  }
  return (await response.json()) as ImportArchiveResponse;
}

/** Imports an archive; every list of memories is read again afterwards. */
export function useImportArchive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importArchive,
    onSettled: () => queryClient.invalidateQueries(),
  });
}
