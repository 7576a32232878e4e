import type { z } from 'zod';
import { ApiError } from '#client/lib/api-request.ts';

/**
 * The saved copy from a 409 STALE_MEMORY answer (the save was based on an older version; docs/decisions/541),
 * read with the schema of what was saved, or null for any other error or a copy that does not fit it.
 */
export function staleSavedCopy<Schema extends z.ZodType>(
  error: unknown,
  schema: Schema,
): z.output<Schema> | null {
  if (!(error instanceof ApiError) || error.code !== 'STALE_MEMORY') return null;
  const saved = schema.safeParse(error.details.current);
  return saved.success ? saved.data : null;
}
