import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import { interviewsApi } from '#shared/interviews-api.ts';
import type { LifeOrderMemory } from '#shared/life-order.ts';
import { lifeOrderApi } from '#shared/life-order-api.ts';
import { memoryFragmentsApi, uploadedFilesApi } from '#shared/memories-api.ts';

export const lifeOrderQueryKey = queryKeyOf(lifeOrderApi.get);

/** Her memories by year, with the dates that look wrong (docs/decisions/912). */
export function useLifeOrder() {
  return useQuery(queryOptions({ queryKey: lifeOrderQueryKey, queryFn: () => request(lifeOrderApi.get) }));
}

/** Whether the view can fix this memory's year: a memory with its Memory DNA, or an interview answer. */
export const yearFixable = (memory: LifeOrderMemory) => memory.dna !== null || memory.answer !== null;

/** One save of the year, with the version it was based on, through the endpoint of the memory's kind. */
async function saveYear(memory: LifeOrderMemory, year: string): Promise<unknown> {
  // An interview answer has no Memory DNA of its own: its year is stored beside its words (decision 913).
  if (memory.answer)
    return request(interviewsApi.setAnswerYear, {
      params: { id: memory.answer.interviewId, answerId: memory.id },
      body: { year, version: memory.answer.version },
    });
  if (!memory.dna || memory.kind === 'answer') throw new Error('This memory’s year cannot be changed here.');
  const body = {
    whenHappened: year,
    whereHappened: memory.dna.whereHappened,
    peopleInvolved: memory.dna.peopleInvolved,
    version: memory.dna.version,
  };
  const endpoint = memory.kind === 'fragment' ? memoryFragmentsApi.updateDna : uploadedFilesApi.updateDna;
  return request(endpoint, { params: { id: memory.id }, body });
}

/**
 * A memory's year, saved to its Memory DNA (where and who stay as they were), or an interview answer's year, each
 * with the version it was based on. A stale copy answers 409 STALE_MEMORY, which the caller explains. Chapters may
 * take a new order from it.
 */
export function useFixYear(onFixed: (memory: LifeOrderMemory, year: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memory, year }: { memory: LifeOrderMemory; year: string }) => saveYear(memory, year),
    // Said here, not by the caller: the fixed memory's flag (and its form) is gone once the list is read again.
    onSuccess: (_saved, { memory, year }) => onFixed(memory, year),
    // Her memories, their chapters and the chapters' order may all have moved.
    onSettled: () => queryClient.invalidateQueries(),
  });
}
