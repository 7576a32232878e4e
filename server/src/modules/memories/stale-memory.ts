import { AppError } from '#server/lib/app-error.ts';
import { STALE_MEMORY_MESSAGE } from '#shared/memories.ts';

/**
 * A save based on an older version than the one stored (another window saved in between).
 * The answer carries the stored memory, so the person can see both and choose (docs/decisions/541).
 */
export const staleMemory = (current: object) =>
  new AppError('STALE_MEMORY', STALE_MEMORY_MESSAGE, { current });
