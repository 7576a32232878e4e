import { cn } from '#client/lib/utils.ts';
import type { UnifiedMemoryRow } from '#shared/memory-rules.ts';
import { FileStatus } from './file-status.tsx';
import { MarkedWords } from './marked-words.tsx';
import { MemoryReleaseBadge } from './memory-release.tsx';
import type { ShownMemory } from './use-memory-finder.ts';

/** The first line of a memory's text, for the list. */
const preview = (text: string) => text.trim().split('\n')[0] ?? '';

/**
 * A memory's name (opens its details), the first line of its text, or the lines around the words a search found,
 * and, for a file, its status.
 */
export function MemoryTitleCell({
  shown,
  onView,
  titleClassName,
}: {
  shown: ShownMemory;
  onView: (row: UnifiedMemoryRow) => void;
  titleClassName: string;
}) {
  const { row } = shown;
  return (
    <>
      <button
        type="button"
        onClick={() => onView(row)}
        className={cn('min-h-11 text-left font-semibold text-primary', titleClassName)}
      >
        {shown.name ? <MarkedWords text={shown.name} /> : row.memory}
      </button>
      <p className="line-clamp-2 text-[0.95rem] text-muted">
        {shown.excerpt ? <MarkedWords text={shown.excerpt} /> : preview(row.fullText)}
      </p>
      {row.addedBy ? <p className="text-[0.95rem] font-semibold">Added by {row.addedBy}</p> : null}
      {row.file ? <FileStatus file={row.file} /> : null}
      <MemoryReleaseBadge row={row} />
    </>
  );
}
