import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, request } from '#client/lib/api-request.ts';
import {
  type ChooseCleanCopy,
  type CleanCopyReview,
  cleanCopyApi,
  cleanCopyReviewSchema,
} from '#shared/clean-copy-api.ts';
import { sharedWithMeApi } from '#shared/family-api.ts';
import type { MemoryRef } from '#shared/manuscript.ts';

/**
 * Whose memory is reviewed: the signed-in storyteller's own (no owner), or, for an editor of her circle, hers
 * through Shared with me (decision 1528), where the same review and choices go to her clean copy service.
 */
export type CleanCopyOwner = { ownerId: string } | undefined;

export const cleanCopyQueryKey = (memory: MemoryRef, owner?: CleanCopyOwner) =>
  owner
    ? (['/api/shared-with-me', owner.ownerId, 'clean-copy', memory.kind, memory.id] as const)
    : (['/api/clean-copies', memory.kind, memory.id] as const);

/** The review, hers or (for her editor) through Shared with me. */
const getReview = (memory: MemoryRef, owner: CleanCopyOwner) =>
  owner
    ? request(sharedWithMeApi.cleanCopy, { params: { ownerId: owner.ownerId, ...memory } })
    : request(cleanCopyApi.get, { params: memory });

const sendChoice = (memory: MemoryRef, owner: CleanCopyOwner, body: ChooseCleanCopy) =>
  owner
    ? request(sharedWithMeApi.chooseCleanCopy, { params: { ownerId: owner.ownerId, ...memory }, body })
    : request(cleanCopyApi.choose, { params: memory, body });

/** The memory's clean copy against her words, and what was chosen. */
export function useCleanCopy(memory: MemoryRef, owner?: CleanCopyOwner) {
  return useQuery({
    queryKey: cleanCopyQueryKey(memory, owner),
    queryFn: () => getReview(memory, owner),
  });
}

/** The current clean copy a 409 STALE_MEMORY carries, when it carries one. */
export function currentOfStale(error: unknown): CleanCopyReview | null {
  if (!(error instanceof ApiError) || error.code !== 'STALE_MEMORY') return null;
  const parsed = cleanCopyReviewSchema.safeParse(error.details.current);
  return parsed.success ? parsed.data : null;
}

/**
 * Use the clean copy, save an edit, or keep her exact words. The answer (or the newer copy a stale choice is
 * refused with) replaces what the screen shows; the book's counts are asked again.
 */
export function useChooseCleanCopy(memory: MemoryRef, owner?: CleanCopyOwner) {
  const queryClient = useQueryClient();
  const key = cleanCopyQueryKey(memory, owner);
  return useMutation({
    mutationFn: (body: ChooseCleanCopy) => sendChoice(memory, owner, body),
    onSuccess: (review) => queryClient.setQueryData(key, review),
    onError: (error) => {
      const current = currentOfStale(error);
      if (current) queryClient.setQueryData(key, current);
    },
    onSettled: () => queryClient.invalidateQueries({ predicate: (query) => isBookQuery(query.queryKey) }),
  });
}

/** A memoir project's book status (its unchecked chapters change with every choice). */
const isBookQuery = (key: readonly unknown[]) =>
  typeof key[0] === 'string' && key[0].startsWith('/api/memoir-projects/') && key[0].endsWith('/book');
