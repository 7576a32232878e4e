import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, readAnswer } from '#client/lib/api-request.ts';
import type { EndpointResponse } from '#shared/api-contract.ts';
import { uploadedFilesApi } from '#shared/memories-api.ts';
import { uploadedFilesQueryKey } from './get-uploaded-files.ts';

/**
 * POST /api/upload-file (multipart field `file`). XMLHttpRequest rather than fetch, because
 * only it reports upload progress. `onProgress` gets 0–100 as the bytes leave the browser.
 * A non-OK answer rejects with the same ApiError as every other call.
 */
export function uploadFile(
  file: File,
  onProgress?: (percent: number) => void,
): Promise<EndpointResponse<typeof uploadedFilesApi.upload>> {
  const endpoint = uploadedFilesApi.upload;
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(endpoint.method, endpoint.path);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(readAnswer(endpoint, request.responseText));
        } catch (error) {
          reject(error);
        }
      } else {
        reject(new ApiError(request.status, request.statusText, request.responseText));
      }
    };
    request.onerror = () =>
      reject(new Error('The file could not be sent. Please check your connection and try again.'));
    request.onabort = () => reject(new Error('The upload was stopped before it finished.'));
    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
  });
}

export function useUploadFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      uploadFile(file, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: uploadedFilesQueryKey }),
  });
}
