import { ApiError } from '#client/lib/api-request.ts';

/**
 * The saved copy from a 409 STALE_MEMORY answer (the save was based on an older version; docs/decisions/541),
 * or null for any other error.
 */
export function staleSavedCopy<T>(error: unknown): T | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const body = JSON.parse(error.body) as { code?: unknown; current?: unknown };
    return body.code === 'STALE_MEMORY' && body.current && typeof body.current === 'object'
      ? (body.current as T)
      : null;
  } catch {
    return null;
  }
}
