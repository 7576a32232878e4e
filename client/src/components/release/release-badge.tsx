import { cn } from '#client/lib/utils.ts';
import { opensOnLabel, type ReleaseStatus } from '#shared/family.ts';

/** The words of a release state on a row: nothing for private, which is how every item starts. */
export function releaseBadgeText(status: ReleaseStatus | undefined): string | null {
  if (!status) return null;
  if (status.state === 'left-out') return 'Left out';
  if (status.heldBack) return 'Held back: a memory in it is not shared';
  if (status.opensOn) {
    const label = opensOnLabel(status.opensOn);
    return `O${label.slice(1)}`;
  }
  return 'Shared';
}

/** "Shared", "Opens on 1 June 2030", "Left out" or, for a chapter, "Held back: …" beside an item. */
export function ReleaseBadge({
  status,
  className,
}: {
  status: ReleaseStatus | undefined;
  className?: string;
}) {
  const text = releaseBadgeText(status);
  if (!text) return null;
  const leftOut = status?.state === 'left-out';
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-lg px-3 py-0.5 text-[0.95rem] font-semibold',
        leftOut ? 'border border-muted text-muted' : 'bg-accent text-ink',
        className,
      )}
      data-testid="release-badge"
    >
      {text}
    </span>
  );
}
