/** What chapters hold and their drafts, as the API answers them. */
import {
  type ChapterDraft,
  type ChapterMemory,
  countWords,
  type DraftVersion,
  MEMORY_KIND_LABELS,
} from '#shared/manuscript.ts';
import type { ChapterMemoryRow, DraftRow } from './manuscript.repository.ts';

export const toChapterMemory = (row: ChapterMemoryRow): ChapterMemory => ({
  kind: row.kind,
  id: row.id,
  name: row.name,
  excerpt: row.excerpt.replace(/\s+/g, ' ').trim(),
  source: MEMORY_KIND_LABELS[row.recording ? 'recording' : row.kind],
  whenHappened: row.whenHappened,
});

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export const toChapterDraft = (row: DraftRow): ChapterDraft => ({
  version: row.version,
  origin: row.origin,
  paragraphs: row.paragraphs,
  createdAt: iso(row.createdAt),
});

export const toDraftVersion = (row: DraftRow): DraftVersion => ({
  version: row.version,
  origin: row.origin,
  createdAt: iso(row.createdAt),
  words: countWords(row.paragraphs),
});
