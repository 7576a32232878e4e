import { CalendarClock, EyeOff, Lock, Share2 } from 'lucide-react';
import { DropdownMenuItem } from '#client/components/ui/dropdown-menu.tsx';
import type { ReleaseState, ReleaseStatus } from '#shared/family.ts';

/**
 * The release choices of a memory's (or chapter's) menu: Share with family, Share on a date…, Keep private, Leave
 * this out. The one that is already so is not offered.
 */
export function ReleaseMenuItems({
  status,
  onChoose,
  onShareOnDate,
  shareLabel = 'Share with family',
}: {
  status: ReleaseStatus | undefined;
  /** "Share this chapter" for a chapter. */
  shareLabel?: string;
  onChoose: (state: ReleaseState) => void;
  onShareOnDate: () => void;
}) {
  const state: ReleaseState = status?.state ?? 'private';
  const sharedNow = state === 'released' && !status?.opensOn;
  return (
    <>
      {sharedNow ? null : (
        <DropdownMenuItem onSelect={() => onChoose('released')}>
          <Share2 aria-hidden="true" />
          {shareLabel}
        </DropdownMenuItem>
      )}
      <DropdownMenuItem onSelect={onShareOnDate}>
        <CalendarClock aria-hidden="true" />
        Share on a date…
      </DropdownMenuItem>
      {state === 'private' ? null : (
        <DropdownMenuItem onSelect={() => onChoose('private')}>
          <Lock aria-hidden="true" />
          Keep private
        </DropdownMenuItem>
      )}
      {state === 'left-out' ? null : (
        <DropdownMenuItem onSelect={() => onChoose('left-out')}>
          <EyeOff aria-hidden="true" />
          Leave this out
        </DropdownMenuItem>
      )}
    </>
  );
}
