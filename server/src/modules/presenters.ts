import { z } from 'zod';
/**
 * Row to response, once per entity: the API's answers, the archive's documents and the AI's reading all
 * take a memory's fields from here, so a new field is added in one place
 * (docs/decisions/614-one-way-to-reach-data.md).
 */
import type { MemoryFragment, UploadedFile } from '#shared/memories.ts';
import { transcriptSegmentSchema } from '#shared/voice.ts';
import type { MemoryFragmentRow, UploadedFileRow } from './memory-types.ts';

type DnaColumns = Pick<MemoryFragmentRow, 'topics' | 'whenHappened' | 'whereHappened' | 'peopleInvolved'>;

/** A memory's Memory DNA: when, where, who, and its topics. */
export function dnaOf(row: DnaColumns) {
  return {
    topics: row.topics,
    whenHappened: row.whenHappened,
    whereHappened: row.whereHappened,
    peopleInvolved: row.peopleInvolved,
  };
}

/** What an uploaded file's row says about the stored original and its processing. */
export function storedFileOf(row: UploadedFileRow) {
  return {
    originalName: row.originalName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    status: row.status,
    failureReason: row.failureReason,
  };
}

export function toMemoryFragment(
  row: Pick<
    MemoryFragmentRow,
    | 'id'
    | 'name'
    | 'text'
    | 'topics'
    | 'whenHappened'
    | 'whereHappened'
    | 'peopleInvolved'
    | 'createdAt'
    | 'version'
  >,
  /** The name of the family member who added it (decision 1513); null for the owner's own. */
  addedBy: string | null,
): MemoryFragment {
  return {
    id: row.id,
    name: row.name,
    text: row.text,
    ...dnaOf(row),
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    addedBy,
  };
}

/** A recording's sentences and their times, when the recogniser gave them: `{ transcriptSegments }` or nothing. */
export function transcriptSegmentsOf(row: Pick<UploadedFileRow, 'transcriptSegments'>) {
  const segments = z.array(transcriptSegmentSchema).safeParse(row.transcriptSegments);
  return segments.success && segments.data.length > 0 ? { transcriptSegments: segments.data } : {};
}

export function toUploadedFile(row: UploadedFileRow): UploadedFile {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    ...dnaOf(row),
    createdAt: row.createdAt.toISOString(),
    ...storedFileOf(row),
    version: row.version,
    ...transcriptSegmentsOf(row),
    transcriptChecked: row.transcriptChecked,
  };
}
