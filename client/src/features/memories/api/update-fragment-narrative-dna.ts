import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RequestBody, request } from '#client/lib/api-request.ts';
import { memoryFragmentsApi } from '#shared/memories-api.ts';
import { memoryFragmentsQueryKey } from './get-memory-fragments.ts';

/** PUT /api/memory-fragments/{id}/narrative-dna: Edit Memory's payload, or the Memory DNA dialog's with topics. */
export const updateFragmentNarrativeDna = ({
  id,
  dna,
}: {
  id: string;
  dna: RequestBody<typeof memoryFragmentsApi.updateDna>;
}) => request(memoryFragmentsApi.updateDna, { params: { id }, body: dna });

export function useUpdateFragmentNarrativeDna() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFragmentNarrativeDna,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoryFragmentsQueryKey }),
  });
}
