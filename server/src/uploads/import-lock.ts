/**
 * One import at a time per person, without ever waiting for a database
 * connection (docs/decisions/531-imports-never-wait-and-never-lose-originals.md):
 * this instance refuses a second import of the same person at once, before
 * the archive is even read, and bounds how many imports run at all; across
 * instances, the import's transaction takes the person's advisory lock with
 * a *try* (a refusal, never a wait). The same lock tells the sweep of
 * stray files that an import is still running.
 */
import { sql } from 'drizzle-orm';
import { AppError } from '#server/lib/app-error.ts';

export const importLockMessages = {
  alreadyRunning:
    'An import is already running for your account. Please wait until it has finished, then try again if anything is missing.',
  busy: 'Heirloom is restoring other archives right now. Please try again in a few minutes.',
} as const;

export const alreadyRunning = () => new AppError('CONFLICT', importLockMessages.alreadyRunning);

/** The advisory lock key of a person's import. */
export const importLockKey = (userId: string) => sql`hashtextextended(${`archive-import:${userId}`}, 0)`;

/** SQL that is true while some connection (of any instance) holds the person's import lock. */
export const importLockHeld = (userId: string) =>
  sql`select exists (select 1 from pg_locks where locktype = 'advisory' and granted and objsubid = 1
        and ((classid::bigint << 32) | objid::bigint) = ${importLockKey(userId)}) as held`;

/** This instance's imports in progress: at most one per person and `maxAtOnce` in all. */
export function createImportSlots(maxAtOnce: number) {
  const running = new Set<string>();
  return {
    /** Takes the person's slot or refuses (409 for the same person, 503 when the instance is full); returns the release. */
    take(userId: string): () => void {
      if (running.has(userId)) throw alreadyRunning();
      if (running.size >= maxAtOnce) throw new AppError('UNAVAILABLE', importLockMessages.busy);
      running.add(userId);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        running.delete(userId);
      };
    },
  };
}
