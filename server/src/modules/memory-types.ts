/**
 * The two kinds of memory as the database stores them, and the Memory DNA change both accept. Several
 * modules read them (memories, uploads, archive, import), so they live beside the modules, not in one.
 */
import type { Executor } from '#server/db/client.ts';
import type { memoryFragments, uploadedFiles } from '#server/db/schema/index.ts';

export type MemoryFragmentRow = typeof memoryFragments.$inferSelect;
export type UploadedFileRow = typeof uploadedFiles.$inferSelect;

export interface DnaChange {
  whenHappened: string | null;
  whereHappened: string | null;
  peopleInvolved: string[];
  /** Absent: the topics stay as they are. */
  topics?: string[];
}

/**
 * A Memory DNA save, the same for both kinds of memory: it changes the row only if `basedOn` (when given) is
 * the stored version and moves the version on in the same UPDATE, so of two saves from one version exactly
 * one wins; no version is the last write (docs/decisions/541). Undefined when no row changed.
 */
export type SaveDna<Row> = (
  userId: string,
  id: string,
  change: DnaChange,
  basedOn?: number,
  executor?: Executor,
) => Promise<Row | undefined>;
