import { type ReactNode, useState } from 'react';
import { ReleaseBadge } from '#client/components/release/release-badge.tsx';
import { ReleaseMenuItems } from '#client/components/release/release-menu-items.tsx';
import { ShareOnDateDialog } from '#client/components/release/share-on-date-dialog.tsx';
import { type NamedReleaseItem, useReleaseActions } from '#client/components/release/use-release-actions.ts';
import { useReleases } from '#client/lib/releases.ts';
import type { ReleaseItem } from '#shared/family.ts';
import type { UnifiedMemoryRow } from '#shared/memory-rules.ts';

/** The release item of a row: a typed memory, an uploaded file or recording, or a whole interview. */
export function releaseItemOf(row: UnifiedMemoryRow): ReleaseItem {
  if (row.kind === 'fragment') return { kind: 'fragment', id: row.id };
  if (row.kind === 'interview') return { kind: 'interview', id: row.id };
  return { kind: 'file', id: row.id };
}

const namedItemOf = (row: UnifiedMemoryRow): NamedReleaseItem => ({
  ...releaseItemOf(row),
  name: row.memory,
});

/** "Shared", "Opens on 1 June 2030" or "Left out" on a row of My Memories; nothing while it is private. */
export function MemoryReleaseBadge({ row }: { row: UnifiedMemoryRow }) {
  const { statusOf } = useReleases();
  const item = releaseItemOf(row);
  return <ReleaseBadge status={statusOf(item.kind, item.id)} className="mt-1.5" />;
}

/**
 * The release choices of each row's menu, and the one "Share on a date…" dialog they open. My Memories renders
 * `dialog` once and hands `menuItems(row)` to each row's menu.
 */
export function useMemoryRelease(): { menuItems: (row: UnifiedMemoryRow) => ReactNode; dialog: ReactNode } {
  const { statusOf } = useReleases();
  const actions = useReleaseActions();
  const [dateRow, setDateRow] = useState<UnifiedMemoryRow | null>(null);
  return {
    menuItems: (row) => {
      const item = releaseItemOf(row);
      return (
        <ReleaseMenuItems
          status={statusOf(item.kind, item.id)}
          onChoose={(state) => actions.choose(namedItemOf(row), state)}
          onShareOnDate={() => setDateRow(row)}
        />
      );
    },
    dialog: (
      <ShareOnDateDialog
        open={dateRow !== null}
        onOpenChange={(open) => {
          if (!open) setDateRow(null);
        }}
        description={dateRow ? `Your family will see “${dateRow.memory}” from the day you choose.` : ''}
        onShare={(opensOn) => (dateRow ? actions.shareOn(namedItemOf(dateRow), opensOn) : Promise.resolve())}
      />
    ),
  };
}
