import { ApiError } from '#client/lib/api-request.ts';

/**
 * The saved copy from a 409 STALE_MEMORY answer (the save was based on an older version; docs/decisions/541),
 * or null for any other error.
 */
export function staleSavedCopy<T>(error: unknown): T | null {
  if (!(error instanceof ApiError) || error.code !== 'STALE_MEMORY') return null;
  const { current } = error.details;
  return current && typeof current === 'object' ? (current as T) : null;
}
