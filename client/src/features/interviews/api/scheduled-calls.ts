import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import type { ScheduleCallInput } from '#shared/scheduled-calls.ts';
import { scheduledCallsApi } from '#shared/scheduled-calls-api.ts';

export const upcomingCallsQueryKey = queryKeyOf(scheduledCallsApi.listUpcoming);

/** The interviews the person has booked, soonest first (and any whose time has just come). */
export function useUpcomingCalls() {
  return useQuery({
    queryKey: upcomingCallsQueryKey,
    queryFn: () => request(scheduledCallsApi.listUpcoming),
  });
}

export function useScheduleCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: ScheduleCallInput) => request(scheduledCallsApi.schedule, { body: call }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: upcomingCallsQueryKey }),
  });
}

export function useCancelCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(scheduledCallsApi.cancel, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: upcomingCallsQueryKey }),
  });
}
