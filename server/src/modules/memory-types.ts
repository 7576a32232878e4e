/**
 * The two kinds of memory as the database stores them, and the Memory DNA change both accept. Several
 * modules read them (memories, uploads, archive, import), so they live beside the modules, not in one.
 */
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
