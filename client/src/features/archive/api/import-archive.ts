import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, readAnswer } from '#client/lib/api-request.ts';
import { archiveImportApi } from '#shared/archive-import-api.ts';

/** POST /api/import-archive (multipart field `file`): the ZIP that Export Archive made. */
export async function importArchive(file: File) {
  const endpoint = archiveImportApi.import;
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(endpoint.path, { method: endpoint.method, body, credentials: 'include' });
  } catch {
    throw new Error('The archive could not be sent. Please check your connection and try again.');
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  }
  return readAnswer(endpoint, await response.text());
}

/** Imports an archive; every list of memories is read again afterwards. */
export function useImportArchive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importArchive,
    onSettled: () => queryClient.invalidateQueries(),
  });
}
