import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '#client/lib/api-request.ts';
import type { UploadedFile } from '#shared/memories.ts';
import { uploadedFilesQueryKey } from './get-uploaded-files.ts';

/**
 * POST /api/upload-file (multipart field `file`). XMLHttpRequest rather than fetch, because
 * only it reports upload progress. `onProgress` gets 0–100 as the bytes leave the browser.
 * A non-OK answer rejects with the same ApiError as every other call (spec §8).
 */
export function uploadFile(file: File, onProgress?: (percent: number) => void): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/upload-file');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText) as UploadedFile);
        } catch {
          reject(new Error('The server answered in a way Heirloom did not understand.'));
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
