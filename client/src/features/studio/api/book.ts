import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '#client/lib/api-request.ts';
import { queryKeyOf } from '#client/lib/query-key.ts';
import type { MakeBook } from '#shared/book.ts';
import { bookApi } from '#shared/book-api.ts';

export const bookQueryKey = (projectId: string) => queryKeyOf(bookApi.status, { params: { id: projectId } });

/** How often the workspace asks how far the book is while it is being made. */
const MAKING_POLL_MS = 1_000;

/** The project's book: how far a make is, what went wrong, and the finished files. */
export function useBook(projectId: string) {
  return useQuery({
    queryKey: bookQueryKey(projectId),
    queryFn: () => request(bookApi.status, { params: { id: projectId } }),
    refetchInterval: (query) => (query.state.data?.making ? MAKING_POLL_MS : false),
  });
}

/** Make the Book: the answer is the make just queued. */
export function useMakeBook(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: MakeBook) => request(bookApi.make, { params: { id: projectId }, body: choices }),
    onSuccess: (status) => queryClient.setQueryData(bookQueryKey(projectId), status),
  });
}
