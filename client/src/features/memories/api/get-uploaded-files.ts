import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import { uploadedFilesApi } from '#shared/memories-api.ts';

export const uploadedFilesQueryKey = queryKeyOf(uploadedFilesApi.list);

/** How often the list is asked again while a recording is being transcribed (decision 105). */
export const PROCESSING_REFRESH_MS = 4000;

export const getUploadedFiles = () => request(uploadedFilesApi.list);

export const uploadedFilesQueryOptions = () =>
  queryOptions({
    queryKey: uploadedFilesQueryKey,
    queryFn: getUploadedFiles,
    // The one exception to "no polling" (lib/query-client.ts): only while some file is still processing,
    // so a person sees their recording's transcript arrive without reloading. Stops by itself.
    refetchInterval: (query) =>
      query.state.data?.some((file) => file.status === 'processing') ? PROCESSING_REFRESH_MS : false,
  });

/** The signed-in person's uploaded documents and recordings. */
export function useUploadedFiles() {
  return useQuery(uploadedFilesQueryOptions());
}
