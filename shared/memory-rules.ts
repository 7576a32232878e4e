/**
 * Pure rules of the My Memories screen: Memory DNA completeness,
 * the unified memory row, editing rules by source, and tag inputs.
 */

import { type Interview, interviewName, interviewText } from './interviews.ts';
import type { MemoryFragment, UploadedFile, UploadStatus } from './memories.ts';
import type { TranscriptSegment } from './voice.ts';

export type DnaCompleteness = 'Complete' | 'Partial' | 'None';

interface DnaFields {
  whenHappened: string | null;
  whereHappened: string | null;
  peopleInvolved: readonly string[];
}

/** Count when, where and people that are filled; 3 → Complete, 1–2 → Partial, 0 → None. */
export function dnaCompleteness(memory: DnaFields): DnaCompleteness {
  const filled = [
    Boolean(memory.whenHappened?.trim()),
    Boolean(memory.whereHappened?.trim()),
    memory.peopleInvolved.some((person) => person.trim()),
  ].filter(Boolean).length;
  if (filled === 3) return 'Complete';
  return filled > 0 ? 'Partial' : 'None';
}

/** Where a memory came from, as the screen names it; "Interview" was once the "Phone Call" (issue 12). */
export const MEMORY_SOURCES = ['Interview', 'Memory Fragment', 'Uploaded File'] as const;
export type MemorySource = (typeof MEMORY_SOURCES)[number];

/** What a row is: code decides by this, never by the label the screen shows. */
export type MemoryRowKind = 'interview' | 'fragment' | 'file';

/** The label each kind of row shows in its Source column. */
export const MEMORY_SOURCE_LABELS = {
  interview: 'Interview',
  fragment: 'Memory Fragment',
  file: 'Uploaded File',
} as const satisfies Record<MemoryRowKind, MemorySource>;

/** The kind a Source label names: a filter arrives as the label the person chose. */
export const MEMORY_KIND_OF_SOURCE = Object.fromEntries(
  Object.entries(MEMORY_SOURCE_LABELS).map(([kind, label]) => [label, kind]),
) as Record<MemorySource, MemoryRowKind>;

/** One row of My Memories, whatever its source, plus what the screen needs to show a file's state. */
export interface UnifiedMemoryRow {
  id: string;
  /** The memory's name. */
  memory: string;
  fullText: string;
  topics: string[];
  kind: MemoryRowKind;
  /** The kind's label, shown on screen (MEMORY_SOURCE_LABELS). */
  source: MemorySource;
  /** yyyy-mm-dd, in the viewer's time zone. */
  dateAdded: string;
  /** Milliseconds since the epoch: the sort key (newest first). */
  uploadTime: number;
  whenHappened: string | null;
  whereHappened: string | null;
  peopleInvolved: string[];
  /** The stored version a save is based on (typed memories and uploaded files; docs/decisions/541). */
  version?: number;
  /** Typed memories a family member added to the collection: their name (decision 1513). */
  addedBy?: string | null;
  /** Interviews only: each answer, to show with its question and play its audio. */
  interview?: { answers: Interview['answers'] };
  /** Uploaded files only. */
  file?: {
    status: UploadStatus;
    failureReason: string | null;
    mimeType: string;
    originalName: string;
    /** A recording's sentences with where each is in the audio. */
    transcriptSegments?: TranscriptSegment[];
    /** False while an automatic transcript has not been checked by the person. */
    transcriptChecked: boolean;
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A timestamp as yyyy-mm-dd in the local time zone. */
export function toDateAdded(timestamp: Date): string {
  return `${timestamp.getFullYear()}-${pad(timestamp.getMonth() + 1)}-${pad(timestamp.getDate())}`;
}

/** All memories as one list, newest first. */
export function buildMemoryRows(
  fragments: readonly MemoryFragment[],
  files: readonly UploadedFile[],
  interviews: readonly Interview[],
): UnifiedMemoryRow[] {
  const rows: UnifiedMemoryRow[] = [
    ...interviews.map((interview): UnifiedMemoryRow => {
      const started = new Date(interview.startedAt);
      return {
        id: interview.id,
        memory: interviewName(interview),
        fullText: interviewText(interview),
        topics: [...interview.topics],
        kind: 'interview',
        source: MEMORY_SOURCE_LABELS.interview,
        dateAdded: toDateAdded(started),
        uploadTime: started.getTime(),
        whenHappened: null,
        whereHappened: null,
        peopleInvolved: [interview.person],
        interview: { answers: interview.answers },
      };
    }),
    ...fragments.map((fragment): UnifiedMemoryRow => {
      const created = new Date(fragment.createdAt);
      return {
        id: fragment.id,
        memory: fragment.name,
        fullText: fragment.text,
        topics: fragment.topics,
        kind: 'fragment',
        source: MEMORY_SOURCE_LABELS.fragment,
        dateAdded: toDateAdded(created),
        uploadTime: created.getTime(),
        whenHappened: fragment.whenHappened,
        whereHappened: fragment.whereHappened,
        peopleInvolved: fragment.peopleInvolved,
        version: fragment.version,
        addedBy: fragment.addedBy,
      };
    }),
    ...files.map((file): UnifiedMemoryRow => {
      const created = new Date(file.createdAt);
      return {
        id: file.id,
        memory: file.title,
        fullText: file.content,
        topics: file.topics,
        kind: 'file',
        source: MEMORY_SOURCE_LABELS.file,
        dateAdded: toDateAdded(created),
        uploadTime: created.getTime(),
        whenHappened: file.whenHappened,
        whereHappened: file.whereHappened,
        peopleInvolved: file.peopleInvolved,
        version: file.version,
        file: {
          status: file.status,
          failureReason: file.failureReason,
          mimeType: file.mimeType,
          originalName: file.originalName,
          transcriptChecked: file.transcriptChecked,
          ...(file.transcriptSegments ? { transcriptSegments: file.transcriptSegments } : {}),
        },
      };
    }),
  ];
  return rows.sort((a, b) => b.uploadTime - a.uploadTime);
}

interface Refusal {
  title: string;
  description: string;
}

/** What a row's source refuses (an interview is neither edited nor deleted, a file only deleted), with the
 * notice's words: undefined means allowed. */
export function editRefusal(kind: MemoryRowKind): Refusal | undefined {
  switch (kind) {
    case 'fragment':
      return undefined;
    case 'interview':
      return { title: 'Cannot edit', description: 'Interview sessions cannot be edited.' };
    case 'file':
      return {
        title: 'Cannot edit',
        description: 'Uploaded files cannot be edited. You can delete and re-upload if needed.',
      };
    default:
      return { title: 'Cannot edit', description: 'Only memory fragments can be edited.' };
  }
}

/** Whether a file is a recording that the browser can play. */
export const isAudioFile = (file: { mimeType: string; originalName: string }) =>
  file.mimeType.startsWith('audio/') || /\.(mp3|wav|m4a)$/i.test(file.originalName);

/**
 * Tag inputs: the trimmed word becomes a tag; blank input adds nothing.
 * With `ignoreDuplicates` (people in Edit Memory) a tag already present (any case) is not added again;
 * the Memory DNA dialog does not check duplicates.
 */
export function addTag(tags: readonly string[], word: string, options: { ignoreDuplicates?: boolean } = {}) {
  const tag = word.trim();
  if (!tag) return [...tags];
  if (options.ignoreDuplicates && tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
    return [...tags];
  }
  return [...tags, tag];
}

/** Removes the tag at `index` (the x on a tag). */
export const removeTagAt = (tags: readonly string[], index: number) => tags.filter((_, i) => i !== index);
