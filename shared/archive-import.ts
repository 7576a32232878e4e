/**
 * POST /api/import-archive: the ZIP that Export Archive made, restored into the
 * signed-in account (docs/decisions/403-archive-import.md): what it answers and
 * says. The archive's documents are checked with the schemas of ./archive-format.ts.
 */
import { z } from 'zod';
import { MEMORY_TEXT_MAX } from './memories.ts';

export const archiveImportMessages = {
  noFile: 'Please choose the archive file (.zip) to import.',
  notArchive:
    'This file is not a Heirloom archive. Please choose the .zip file that Export Archive made. Nothing was imported.',
  newerFormat:
    'This archive was made by a newer version of Heirloom. Please update this server, then import it again. Nothing was imported.',
  zipBomb: 'This archive expands to far more than it should, so it was not opened. Nothing was imported.',
  damaged: (what: string) =>
    `The archive is damaged: ${what}. Nothing was imported. Please export it again and retry.`,
  /** What `damaged` says of a typed memory over the app's own limit (the entry is named, never its text). */
  memoryTooLong: (entry: string) =>
    `${entry} holds a memory longer than ${MEMORY_TEXT_MAX.toLocaleString('en')} characters, the most one memory can hold`,
  /** An imported recording that can never be transcribed here (its status would otherwise stay "processing"). */
  /** An imported file whose original could not be stored (checked after the import committed). */
  originalLost:
    'The original of this file could not be stored while the archive was restored. Please import the archive again, or upload the file again.',
  recordingWithoutOriginal:
    "This recording's original was not in the archive, so it could not be transcribed. If you still have the recording, please upload it again.",
  /** An imported spoken interview answer that can never be written down here, or whose recording was not stored. */
  answerRecordingMissing:
    "This answer's recording was not in the archive or could not be stored, so its words could not be written down. If you still have the archive, please import it again.",
  tooLarge: (limit: string) =>
    `This archive is larger than ${limit}, the most this server accepts. Nothing was imported.`,
} as const;

/** "2 GB", "500 MB": a byte limit in words. */
export function byteLimitInWords(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  if (gb >= 1) return `${Number.isInteger(gb) ? gb : gb.toFixed(1)} GB`;
  return `${Math.round(bytes / 1024 ** 2)} MB`;
}

/** The answer: how many memories (typed and uploaded) and original files were restored, and how many were already here. */
export const importArchiveResponseSchema = z.object({
  imported: z.object({ memories: z.number().int(), files: z.number().int() }),
  skipped: z.number().int(),
});
export type ImportArchiveResponse = z.infer<typeof importArchiveResponseSchema>;

/** "Restored 3 memories and 2 files. 1 memory was already in your account." */
export function importSummary({ imported, skipped }: ImportArchiveResponse): string {
  const plural = (count: number, word: string) =>
    `${count.toLocaleString('en')} ${word}${count === 1 ? '' : 's'}`;
  const restored = `Restored ${plural(imported.memories, 'memory').replace('memorys', 'memories')} and ${plural(imported.files, 'file')}.`;
  if (skipped === 0) return restored;
  return `${restored} ${plural(skipped, 'memory').replace('memorys', 'memories')} ${skipped === 1 ? 'was' : 'were'} already in your account.`;
}
