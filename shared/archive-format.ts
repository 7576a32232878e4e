/**
 * The archive format, one definition for both directions: Export Archive writes these documents
 * (server/src/modules/archive/archive-layout.ts builds them typed as the schemas' input) and Import
 * Archive reads them with the same schemas, so a change to either side fails the typecheck.
 * See docs/decisions/104-archive-layout.md and 651-archive-format-in-shared.md.
 */

import { z } from 'zod';
import { MAX_UPLOAD_BYTES, MEMORY_TEXT_MAX, UPLOAD_STATUSES } from './memories.ts';
import type { MemorySource } from './memory-rules.ts';
import { transcriptSegmentSchema } from './voice.ts';

/** Goes up when a reader of the older format could not follow a change; the import refuses archives newer than this. */
export const ARCHIVE_FORMAT_VERSION = 1;

/** Where a memory came from, as the manifest names it. */
export const ARCHIVE_SOURCES = ['fragment', 'file'] as const;
export type ArchiveSource = (typeof ARCHIVE_SOURCES)[number];

/** The `source` each memory's JSON file carries: the same words the memories list shows (MEMORY_SOURCES). */
export const ARCHIVE_SOURCE_LABELS = {
  fragment: 'Memory Fragment',
  file: 'Uploaded File',
} as const satisfies Record<ArchiveSource, MemorySource>;

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
  source: z.literal(ARCHIVE_SOURCE_LABELS.fragment),
  name: text(1000).min(1),
  // The same limit as a memory typed in the app (shared/memories.ts); the import names the entry that is over it.
  text: text(MEMORY_TEXT_MAX),
  ...memoryFields,
});
export type ArchivedFragment = z.infer<typeof archivedFragmentSchema>;

/** One uploaded file's JSON file in the archive (the original sits beside it). */
export const archivedFileSchema = z.object({
  source: z.literal(ARCHIVE_SOURCE_LABELS.file),
  title: text(1000).min(1),
  /** The extracted text of a document, or the transcript of a recording. */
  content: text(50_000_000),
  ...memoryFields,
  originalName: text(1000).min(1),
  mimeType: z.string().max(200),
  sizeBytes: z.number().int().min(0).max(MAX_UPLOAD_BYTES),
  status: z.enum(UPLOAD_STATUSES),
  failureReason: text(10_000).nullable(),
  /** The original file in this archive, beside this JSON file (null when it was missing from storage). */
  originalFile: z.string().max(1000).nullable(),
  /** A recording's transcript as sentences with where each is in the audio (absent without timings). */
  transcriptSegments: z.array(transcriptSegmentSchema).max(100_000).optional(),
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

const manifestEntrySchema = z.object({
  id: z.uuid(),
  source: z.enum(ARCHIVE_SOURCES),
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
});
export type ArchiveManifestEntry = z.input<typeof manifestEntrySchema>;

/** manifest.json: the list of every memory in the archive and the checksum of each original. */
export const archiveManifestSchema = z.object({
  formatVersion: z.number().int(),
  memories: z.array(manifestEntrySchema).max(200_000),
});
export type ArchiveManifest = z.infer<typeof archiveManifestSchema>;

/** What the export writes in manifest.json: what the import reads, plus lines for a person opening the file. */
export type ArchiveManifestDocument = z.input<typeof archiveManifestSchema> & {
  application: 'Heirloom';
  exportedAt: string;
  layout: string;
  counts: { memories: number; typedMemories: number; uploadedFiles: number; originalFiles: number };
};
