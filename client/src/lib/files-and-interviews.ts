import { useQuery } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import { interviewsApi } from '#shared/interviews-api.ts';
import { uploadedFilesApi } from '#shared/memories-api.ts';

/**
 * The person's uploaded files and interviews, for screens that need to know about recordings and spoken answers.
 * The keys are the API paths, so the lists My Memories already holds are used as they are (no second request)
 * and a change there shows here at once.
 */
export function useFilesAndInterviews(enabled: boolean) {
  const files = useQuery({
    queryKey: queryKeyOf(uploadedFilesApi.list),
    queryFn: () => request(uploadedFilesApi.list),
    enabled,
  });
  const interviews = useQuery({
    queryKey: queryKeyOf(interviewsApi.list),
    queryFn: () => request(interviewsApi.list),
    enabled,
  });
  return { files, interviews };
}
