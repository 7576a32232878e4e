/**
 * The archive format, one definition for both directions: Export Archive writes these documents
 * (server/src/modules/archive/archive-layout.ts builds them typed as the schemas' input) and Import
 * Archive reads them with the same schemas, so a change to either side fails the typecheck.
 * See docs/decisions/104-archive-layout.md and 651-archive-format-in-shared.md.
 */

import { z } from 'zod';
import { CLEAN_COPY_CHOICES } from './clean-copy.ts';
import { RELEASE_STATES, type ReleaseState } from './family.ts';
import { ANSWERED_QUESTION_MAX, MAX_UPLOAD_BYTES, MEMORY_TEXT_MAX, UPLOAD_STATUSES } from './memories.ts';
import type { MemorySource } from './memory-rules.ts';
import { MAX_RECORDING_BYTES, RECORDING_CONTAINERS } from './recordings.ts';
import { transcriptSegmentSchema } from './voice.ts';

/**
 * Goes up when a reader of the older format could not follow a change; the import refuses archives newer than this.
 * 2: each memory may carry its clean copy and her choice (docs/decisions/910); archives of format 1 still import.
 * 3: the archive holds her interviews, every answer with its recording (docs/decisions/1529): a reader of format 2
 * would import the memories and silently leave the interviews behind, so it refuses a format-3 archive instead.
 * Archives of formats 1 and 2 still import.
 */
export const ARCHIVE_FORMAT_VERSION = 3;

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

/**
 * What the storyteller had decided about showing the memory to the family (decision 1510): 'private',
 * 'released' (from `opensOn`, a day, or at once when null) or 'left-out' (kept out of chapters, the book and every
 * shared view). Optional: archives written before decision 1515 do not have them.
 */
const releaseFields = {
  shareState: z.enum(RELEASE_STATES).optional(),
  opensOn: z.iso.date().nullable().optional(),
};

/**
 * The memory's clean copy for print and what she chose the book uses (issue 32, docs/decisions/910): `text` is
 * the clean copy made from the words in this file (null when none was made from them yet), `edited` her edit of
 * it. Absent in archives written before format 2: the clean copy is then made after the import.
 */
export const archivedCleanCopySchema = z.object({
  text: text(50_000_000).nullable(),
  choice: z.enum(CLEAN_COPY_CHOICES),
  edited: text(50_000_000).nullable(),
});
export type ArchivedCleanCopy = z.infer<typeof archivedCleanCopySchema>;

const memoryFields = {
  id: z.uuid(),
  /**
   * The question the memory was made to answer (Today's question, an idea for the next chapter), as it was shown,
   * so the Dashboard does not ask it again (decision 203). Absent when it answers none, and in older archives.
   */
  answersQuestion: text(ANSWERED_QUESTION_MAX).optional(),
  topics: tags,
  whenHappened: text(1000).nullable(),
  whereHappened: text(1000).nullable(),
  peopleInvolved: tags,
  createdAt: timestamp,
  updatedAt: timestamp,
  ...releaseFields,
  cleanCopy: archivedCleanCopySchema.optional(),
};

/**
 * The release state an imported memory gets (decision 1515). The family circle is not in the archive, and the
 * account it goes into may share with other people, so nothing arrives shared: "left out" is kept (it is the
 * storyteller's wish about their own book), everything else arrives private, with no opening day.
 */
export function importedReleaseOf(doc: { shareState?: ReleaseState }): {
  shareState: ReleaseState;
  opensOn: null;
} {
  return { shareState: doc.shareState === 'left-out' ? 'left-out' : 'private', opensOn: null };
}

/**
 * Who added a memory to the storyteller's collection, when a family member did (decision 1513): their name and
 * e-mail address as they were at export time, words a person can still read when the account is long gone
 * (decision 1516). Absent for the storyteller's own memories and in archives written before decision 1516.
 */
const addedBySchema = z.object({ name: text(1000).min(1), email: text(1000).nullable() });
export type ArchivedAddedBy = z.infer<typeof addedBySchema>;

/** One typed memory's JSON file in the archive. */
export const archivedFragmentSchema = z.object({
  source: z.literal(ARCHIVE_SOURCE_LABELS.fragment),
  name: text(1000).min(1),
  // The same limit as a memory typed in the app (shared/memories.ts); the import names the entry that is over it.
  text: text(MEMORY_TEXT_MAX),
  ...memoryFields,
  addedBy: addedBySchema.nullable().optional(),
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
  /**
   * False while an automatic transcript has not been checked by the person (decision 807). Absent in archives
   * written before decision 1516.
   */
  transcriptChecked: z.boolean().optional(),
});
export type ArchivedFile = z.infer<typeof archivedFileSchema>;

/**
 * Whether an imported file's text counts as checked (decision 1516): as the archive says; an archive without the
 * mark cannot say a person checked a recording's transcript, so a recording arrives unchecked. A document's text
 * is its own words, checked by nature, as in the app.
 */
export function importedTranscriptCheckedOf(
  doc: { transcriptChecked?: boolean },
  recording: boolean,
): boolean {
  return doc.transcriptChecked ?? !recording;
}

/** The recorder's containers an interview answer's recording is kept in (the browser records in one of them). */
export const ARCHIVED_RECORDING_TYPES = Object.keys(RECORDING_CONTAINERS) as Array<
  keyof typeof RECORDING_CONTAINERS
>;

/**
 * One answer of an interview, in the interview's JSON file (docs/decisions/1529): the question as it was asked, her
 * words, and for a spoken answer its recording beside the JSON file and its sentences with their moments (each
 * sentence she corrected keeps the recogniser's words in `heard`, decision 723).
 */
export const archivedInterviewAnswerSchema = z.object({
  id: z.uuid(),
  question: text(10_000).min(1),
  /** Which question it was, as Heirloom names it, so an account it is imported into does not ask it again. */
  questionKey: text(1000).min(1),
  /** Her words: typed, or the transcript of what she said (with her corrections). */
  text: text(50_000_000),
  status: z.enum(UPLOAD_STATUSES),
  failureReason: text(10_000).nullable(),
  /** False while a spoken answer's automatic words have not been checked by her (decision 811). */
  transcriptChecked: z.boolean(),
  /** The year she gave the answer herself (decision 913); null when she gave none. */
  whenHappened: text(1000).nullable(),
  /** What Heirloom read from her words (when, where, who, topics); null when nothing was read yet. */
  readFromWords: z
    .object({
      whenHappened: text(1000).nullable(),
      whereHappened: text(1000).nullable(),
      peopleInvolved: tags,
      topics: tags,
    })
    .nullable(),
  cleanCopy: archivedCleanCopySchema,
  transcriptSegments: z.array(transcriptSegmentSchema).max(100_000).optional(),
  /**
   * A spoken answer's recording: `file` is its name beside this JSON file (null when it was missing from storage).
   * Null for a typed answer.
   */
  recording: z
    .object({
      file: z.string().max(1000).nullable(),
      mimeType: z.enum(ARCHIVED_RECORDING_TYPES),
      sizeBytes: z.number().int().min(0).max(MAX_RECORDING_BYTES),
    })
    .nullable(),
  createdAt: timestamp,
});
export type ArchivedInterviewAnswer = z.infer<typeof archivedInterviewAnswerSchema>;

/** One interview's JSON file in the archive, with every answer in the order it was given. */
export const archivedInterviewSchema = z.object({
  source: z.literal('Interview'),
  id: z.uuid(),
  /** Its name in My Memories ("Interview: Childhood & Family"), for the person reading the file. */
  title: text(1000),
  /** Who told the stories: her name, or the name on the storyteller link she answered through ("Mum"). */
  person: text(1000),
  topics: tags,
  durationSeconds: z.number().int().min(0).max(1_000_000_000),
  startedAt: timestamp,
  /** Null when the interview was not finished (its answers are kept all the same). */
  finishedAt: timestamp.nullable(),
  ...releaseFields,
  answers: z.array(archivedInterviewAnswerSchema).max(10_000),
});
export type ArchivedInterview = z.infer<typeof archivedInterviewSchema>;

const sharedItem = z.object({
  id: z.uuid(),
  title: text(1000),
  shareState: z.enum(RELEASE_STATES),
  opensOn: z.iso.date().nullable(),
});

/**
 * sharing.json: the release state of the chapters and books, which the archive does not hold itself, and of the
 * interviews (whose own files carry it too since format 3), so a later reader knows what the storyteller shared
 * with the family (decision 1515). The import does not read it.
 */
export const archivedSharingSchema = z.object({
  about: z.string(),
  interviews: z.array(sharedItem),
  /** `book`: the title of the memoir project the chapter belongs to. */
  chapters: z.array(sharedItem.extend({ book: text(1000) })),
  /** A book is named by its memoir project (its `id` is the project's). */
  books: z.array(sharedItem),
});
export type ArchivedSharing = z.input<typeof archivedSharingSchema>;

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

/** An interview in the manifest: its JSON file, and every answer's recording with its size and checksum. */
const manifestInterviewSchema = z.object({
  id: z.uuid(),
  file: archivePath,
  recordings: z
    .array(
      z.object({
        answerId: z.uuid(),
        file: archivePath,
        sizeBytes: z.number().int().min(0).max(MAX_RECORDING_BYTES),
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
      }),
    )
    .max(10_000),
});
export type ArchiveManifestInterview = z.input<typeof manifestInterviewSchema>;

/** manifest.json: the list of every memory and interview in the archive and the checksum of each original. */
export const archiveManifestSchema = z.object({
  formatVersion: z.number().int(),
  memories: z.array(manifestEntrySchema).max(200_000),
  /** Absent in archives written before format 3 (they hold no interviews). */
  interviews: z.array(manifestInterviewSchema).max(200_000).default([]),
});

/** What the export writes in manifest.json: what the import reads, plus lines for a person opening the file. */
export type ArchiveManifestDocument = z.input<typeof archiveManifestSchema> & {
  application: 'Heirloom';
  exportedAt: string;
  layout: string;
  counts: {
    memories: number;
    typedMemories: number;
    uploadedFiles: number;
    originalFiles: number;
    interviews: number;
    interviewAnswers: number;
    interviewRecordings: number;
  };
};
