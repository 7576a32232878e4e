import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { ReleaseBadge } from '#client/components/release/release-badge.tsx';
import { ReleaseMenuItems } from '#client/components/release/release-menu-items.tsx';
import { ShareOnDateDialog } from '#client/components/release/share-on-date-dialog.tsx';
import { useReleaseActions } from '#client/components/release/use-release-actions.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { useReleases } from '#client/lib/releases.ts';

/** "Shared" or "Opens on …" under a chapter's title; nothing while it is private. */
export function ChapterReleaseBadge({ chapterId }: { chapterId: string }) {
  const { statusOf } = useReleases();
  return <ReleaseBadge status={statusOf('chapter', chapterId)} className="ml-2" />;
}

/**
 * A chapter's sharing menu: Share this chapter (it and its memories, except those left out), Share on a date…,
 * Keep private, Leave this out.
 */
export function ChapterReleaseMenu({
  chapterId,
  number,
  title,
}: {
  chapterId: string;
  number: number;
  title: string;
}) {
  const { statusOf } = useReleases();
  const actions = useReleaseActions();
  const [dateOpen, setDateOpen] = useState(false);
  const item = { kind: 'chapter' as const, id: chapterId, name: title };
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="icon" variant="ghost" aria-label={`Share chapter ${number}`}>
            <Share2 aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <ReleaseMenuItems
            status={statusOf('chapter', chapterId)}
            shareLabel="Share this chapter"
            onChoose={(state) => actions.choose(item, state)}
            onShareOnDate={() => setDateOpen(true)}
          />
        </DropdownMenuContent>
      </DropdownMenu>
      <ShareOnDateDialog
        open={dateOpen}
        onOpenChange={setDateOpen}
        description={`Your family will see “${title}” and its memories from the day you choose.`}
        onShare={(opensOn) => actions.shareOn(item, opensOn)}
      />
    </>
  );
}

/** "Share the book" in the book panel: the family downloads the book once it is shared. */
export function BookRelease({ projectId, projectTitle }: { projectId: string; projectTitle: string }) {
  const { statusOf } = useReleases();
  const actions = useReleaseActions();
  const status = statusOf('book', projectId);
  const item = { kind: 'book' as const, id: projectId, name: projectTitle };
  const shared = status?.state === 'released';
  return (
    <div className="flex flex-wrap items-center gap-3">
      {shared ? (
        <>
          <ReleaseBadge status={status} />
          <Button
            variant="outline"
            disabled={actions.pending}
            onClick={() => actions.choose(item, 'private')}
          >
            Keep the book private
          </Button>
        </>
      ) : (
        <Button variant="outline" disabled={actions.pending} onClick={() => actions.choose(item, 'released')}>
          <Share2 aria-hidden="true" />
          Share the book
        </Button>
      )}
    </div>
  );
}
