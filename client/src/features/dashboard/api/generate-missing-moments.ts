import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { sendJson } from '#client/lib/api-request.ts';
import type { MissingMomentsResponse } from '#shared/dashboard.ts';

export const generateMissingMoments = () =>
  sendJson<MissingMomentsResponse>('POST', '/api/generate-missing-moments');

/** Missing moments, asked for like the next-chapter ideas (see generate-next-chapter.ts). */
export const missingMomentsQueryOptions = (memoriesSignature: string) =>
  queryOptions({
    queryKey: ['/api/generate-missing-moments', memoriesSignature],
    queryFn: async () => {
      try {
        return await generateMissingMoments();
      } catch (error) {
        console.error('Missing moments could not be loaded.', error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
  });

export function useMissingMoments(memoriesSignature: string | undefined) {
  return useQuery({
    ...missingMomentsQueryOptions(memoriesSignature ?? ''),
    enabled: memoriesSignature !== undefined,
  });
}
