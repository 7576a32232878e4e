import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, request } from '#client/lib/api-request.ts';
import {
  type ChooseCleanCopy,
  type CleanCopyReview,
  cleanCopyApi,
  cleanCopyReviewSchema,
} from '#shared/clean-copy-api.ts';
import type { MemoryRef } from '#shared/manuscript.ts';

export const cleanCopyQueryKey = (memory: MemoryRef) =>
  ['/api/clean-copies', memory.kind, memory.id] as const;

/** GET /api/clean-copies/{kind}/{id}: the memory's clean copy against her words, and her choice. */
export function useCleanCopy(memory: MemoryRef) {
  return useQuery({
    queryKey: cleanCopyQueryKey(memory),
    queryFn: () => request(cleanCopyApi.get, { params: memory }),
  });
}

/** The current clean copy a 409 STALE_MEMORY carries, when it carries one. */
export function currentOfStale(error: unknown): CleanCopyReview | null {
  if (!(error instanceof ApiError) || error.code !== 'STALE_MEMORY') return null;
  const parsed = cleanCopyReviewSchema.safeParse(error.details.current);
  return parsed.success ? parsed.data : null;
}

/**
 * PUT /api/clean-copies/{kind}/{id}: use the clean copy, save her edit, or keep her exact words. The answer (or
 * the newer copy a stale choice is refused with) replaces what the screen shows; the book's counts are
 * asked again.
 */
export function useChooseCleanCopy(memory: MemoryRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChooseCleanCopy) => request(cleanCopyApi.choose, { params: memory, body }),
    onSuccess: (review) => queryClient.setQueryData(cleanCopyQueryKey(memory), review),
    onError: (error) => {
      const current = currentOfStale(error);
      if (current) queryClient.setQueryData(cleanCopyQueryKey(memory), current);
    },
    onSettled: () => queryClient.invalidateQueries({ predicate: (query) => isBookQuery(query.queryKey) }),
  });
}

/** A memoir project's book status (its unchecked chapters change with every choice). */
const isBookQuery = (key: readonly unknown[]) =>
  typeof key[0] === 'string' && key[0].startsWith('/api/memoir-projects/') && key[0].endsWith('/book');
