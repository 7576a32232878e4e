import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-request.ts';

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener | undefined;

/** The workspace registers what to do when the session has ended (a notice, then /api/login). */
export function setUnauthorizedListener(listener: UnauthorizedListener | undefined) {
  onUnauthorized = listener;
}

const reportUnauthorized = (error: unknown) => {
  if (error instanceof ApiError && error.status === 401) onUnauthorized?.();
};

/** No retries, data never goes stale, no refetch on focus, no polling. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: reportUnauthorized }),
  mutationCache: new MutationCache({ onError: reportUnauthorized }),
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
});
