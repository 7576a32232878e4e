import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { interviewsApi } from '#shared/interviews-api.ts';

export const interviewsQueryKey = ['/api/interviews'] as const;

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
