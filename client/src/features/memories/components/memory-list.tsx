import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useFormatDay } from '#client/lib/format-day.ts';
import type { UnifiedMemoryRow } from '#shared/memory-rules.ts';
import { DnaBadge, TopicChips } from './dna-badge.tsx';
import { MemoryTitleCell } from './memory-title-cell.tsx';
import type { ShownMemory } from './use-memory-finder.ts';
import { useWideScreen } from './use-wide-screen.ts';

const COLUMNS = ['Memory', 'Memory DNA', 'Topics', 'Source', 'Date Added', 'Actions'];
/** Rows built beyond the screen on each side, so Tab and quick scrolling meet built rows. */
const OVERSCAN = 6;
/** When the last built row is this close to the end of what has arrived, the next page is asked for. */
const ASK_MORE_WITHIN = 20;

interface MemoryListProps {
  shown: ShownMemory[];
  /** How many memories there are in all (more than `shown` while pages are still to come). */
  total: number;
  /** Words that say what the list holds, for screen readers. */
  label: string;
  onView: (row: UnifiedMemoryRow) => void;
  menu: (row: UnifiedMemoryRow) => ReactNode;
  onNearEnd: () => void;
}

/**
 * My Memories' rows, only those on screen built (TanStack Virtual, decision 1620): a table on wide screens, a
 * list of cards on phones. Screen readers still hear the whole count: aria-rowcount and aria-rowindex on the
 * table, aria-setsize and aria-posinset on the cards. The page itself scrolls, as it always has.
 */
export function MemoryList({ shown, total, label, onView, menu, onNearEnd }: MemoryListProps) {
  const formatDay = useFormatDay();
  const wide = useWideScreen();
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the list starts on the page: what is above it (the search box, a notice) moves it.
  useLayoutEffect(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (Math.abs(top - scrollMargin) > 1) setScrollMargin(top);
  });
  const virtualizer = useWindowVirtualizer({
    count: shown.length,
    estimateSize: () => (wide ? 120 : 300),
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => shown[index]?.row.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastBuilt = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (shown.length > 0 && lastBuilt >= shown.length - ASK_MORE_WITHIN) onNearEnd();
  }, [lastBuilt, shown.length, onNearEnd]);
  const before = items.length > 0 ? items[0]!.start - scrollMargin : 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)!.end - scrollMargin) : 0;

  if (!wide) {
    return (
      <div ref={listRef}>
        <ul
          className="flex flex-col"
          aria-label={label}
          style={{ paddingTop: before, paddingBottom: Math.max(0, after) }}
        >
          {items.map((item) => {
            const entry = shown[item.index]!;
            const { row } = entry;
            return (
              <li
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-setsize={total}
                aria-posinset={item.index + 1}
                className="pb-3"
                data-testid="memory-row"
              >
                <div className="rounded-xl border border-line bg-surface p-4">
                  <div className="flex items-start gap-2">
                    <div className="min-w-0 flex-1">
                      <MemoryTitleCell shown={entry} onView={onView} titleClassName="break-words" />
                    </div>
                    {menu(row)}
                  </div>
                  <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1.5 text-[0.95rem]">
                    <dt className="text-muted">Memory DNA</dt>
                    <dd>
                      <DnaBadge memory={row} />
                    </dd>
                    <dt className="text-muted">Source</dt>
                    <dd>{row.source}</dd>
                    <dt className="text-muted">Date Added</dt>
                    <dd>{formatDay(row.dateAdded)}</dd>
                    <dt className="text-muted">Topics</dt>
                    <dd>
                      <TopicChips topics={row.topics} />
                    </dd>
                  </dl>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    );
  }

  return (
    <div ref={listRef} className="overflow-x-auto rounded-xl border border-line bg-surface">
      <table className="w-full table-fixed border-collapse text-left" aria-rowcount={total + 1}>
        <caption className="sr-only">{label}</caption>
        <colgroup>
          <col className="w-[29%]" />
          <col className="w-[15%]" />
          <col className="w-[16%]" />
          <col className="w-[14%]" />
          <col className="w-[14%]" />
          <col className="w-[12%]" />
        </colgroup>
        <thead className="bg-accent/60">
          <tr aria-rowindex={1}>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {before > 0 ? (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row, never focused, not a memory
            <tr aria-hidden="true">
              <td colSpan={COLUMNS.length} style={{ height: before, padding: 0 }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const entry = shown[item.index]!;
            const { row } = entry;
            return (
              <tr
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 2}
                className="border-t border-line align-top"
                data-testid="memory-row"
              >
                <td className="px-3 py-3 break-words">
                  <MemoryTitleCell
                    shown={entry}
                    onView={onView}
                    titleClassName="underline-offset-4 hover:underline"
                  />
                </td>
                <td className="px-3 py-3">
                  <DnaBadge memory={row} />
                </td>
                <td className="px-3 py-3">
                  <TopicChips topics={row.topics} />
                </td>
                <td className="px-3 py-3">{row.source}</td>
                <td className="px-3 py-3">{formatDay(row.dateAdded)}</td>
                <td className="px-3 py-2">{menu(row)}</td>
              </tr>
            );
          })}
          {after > 0 ? (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row, never focused, not a memory
            <tr aria-hidden="true">
              <td colSpan={COLUMNS.length} style={{ height: after, padding: 0 }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
