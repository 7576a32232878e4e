import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import { interviewsApi } from '#shared/interviews-api.ts';

export const interviewsQueryKey = queryKeyOf(interviewsApi.list);

/** The signed-in person's finished interviews with Clio, newest first. */
export function useInterviews() {
  return useQuery({ queryKey: interviewsQueryKey, queryFn: () => request(interviewsApi.list) });
}

export function useDeleteInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(interviewsApi.delete, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: interviewsQueryKey }),
  });
}

/** POST /api/interviews/{id}/answers/{answerId}/transcript-check: the person has read a spoken answer's words. */
export function useCheckAnswerWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ interviewId, answerId }: { interviewId: string; answerId: string }) =>
      request(interviewsApi.checkAnswerWords, { params: { id: interviewId, answerId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: interviewsQueryKey }),
  });
}
