/**
 * POST /api/import-archive: the ZIP that Export Archive made, restored into the
 * signed-in account (docs/decisions/403-archive-import.md). The schemas below
 * check every JSON file of the archive before anything is stored.
 */
import { z } from 'zod';
import { MAX_UPLOAD_BYTES, MEMORY_TEXT_MAX, UPLOAD_STATUSES } from './memories.ts';

export const ARCHIVE_FORMAT_VERSION = 1;

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
  tooLarge: (limit: string) =>
    `This archive is larger than ${limit}, the most this server accepts. Nothing was imported.`,
} as const;

/** "2 GB", "500 MB": a byte limit in words. */
export function byteLimitInWords(bytes: number): string {
  const gb = bytes / 1024 ** 3;
  if (gb >= 1) return `${Number.isInteger(gb) ? gb : gb.toFixed(1)} GB`;
  return `${Math.round(bytes / 1024 ** 2)} MB`;
}

// Generous bounds: an archive may come from an older or differently configured server.
const text = (max: number) => z.string().max(max);
const tags = z.array(text(1000)).max(1000);
// Years 1 to 9999 (UTC): what both JavaScript's ISO form and PostgreSQL store; "0000-…" or
// "9999-12-31T23:59:59-14:00" (year 10000 in UTC) would otherwise fail only at the database.
const FIRST_MOMENT = Date.parse('0001-01-01T00:00:00Z');
const LAST_MOMENT = Date.parse('9999-12-31T23:59:59.999Z');
const timestamp = z.iso.datetime({ offset: true }).refine((value) => {
  const time = Date.parse(value);
  return time >= FIRST_MOMENT && time <= LAST_MOMENT;
}, 'must be a date between the years 1 and 9999');

const memoryFields = {
  id: z.uuid(),
  topics: tags,
  whenHappened: text(1000).nullable(),
  whereHappened: text(1000).nullable(),
  peopleInvolved: tags,
  createdAt: timestamp,
  updatedAt: timestamp,
};

/** One typed memory's JSON file in the archive. */
export const archivedFragmentSchema = z.object({
  source: z.literal('Memory Fragment'),
  name: text(1000).min(1),
  // The same limit as a memory typed in the app (shared/memories.ts); the import names the entry that is over it.
  text: text(MEMORY_TEXT_MAX),
  ...memoryFields,
});
export type ArchivedFragment = z.infer<typeof archivedFragmentSchema>;

/** One uploaded file's JSON file in the archive (the original sits beside it). */
export const archivedFileSchema = z.object({
  source: z.literal('Uploaded File'),
  title: text(1000).min(1),
  content: text(50_000_000),
  ...memoryFields,
  originalName: text(1000).min(1),
  mimeType: z.string().max(200),
  sizeBytes: z.number().int().min(0).max(MAX_UPLOAD_BYTES),
  status: z.enum(UPLOAD_STATUSES),
  failureReason: text(10_000).nullable(),
  originalFile: z.string().max(1000).nullable(),
});
export type ArchivedFile = z.infer<typeof archivedFileSchema>;

const archivePath = z
  .string()
  .min(1)
  .max(1000)
  .refine(
    (value) => !value.startsWith('/') && !value.split('/').includes('..'),
    'must stay inside the archive',
  );

/** manifest.json: the list of every memory in the archive and the checksum of each original. */
export const archiveManifestSchema = z.object({
  formatVersion: z.number().int(),
  memories: z
    .array(
      z.object({
        id: z.uuid(),
        source: z.enum(['fragment', 'file']),
        file: archivePath,
        original: z
          .union([
            z.object({
              file: archivePath,
              sizeBytes: z.number().int().min(0).max(MAX_UPLOAD_BYTES),
              sha256: z.string().regex(/^[0-9a-f]{64}$/),
            }),
            z.object({ missing: z.literal(true) }),
          ])
          .optional(),
      }),
    )
    .max(200_000),
});
export type ArchiveManifest = z.infer<typeof archiveManifestSchema>;

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
