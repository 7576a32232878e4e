import { TrendingUp } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useWorkspace } from '#client/lib/workspace-context.tsx';
import { MEMORIES_FOR_COMPLETE_STORY } from '#shared/dashboard.ts';
import { useStoryProgress } from '../api/story-progress.ts';
import { DashboardPanel } from './dashboard-panel.tsx';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

function ProgressRing({ percent }: { percent: number }) {
  return (
    <div
      role="progressbar"
      aria-label="Story progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className="relative size-36 shrink-0"
    >
      <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="12" className="stroke-accent" />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
          className="stroke-primary transition-[stroke-dashoffset]"
        />
      </svg>
      <span className="absolute inset-0 flex items-center justify-center font-serif text-3xl font-bold">
        {percent}%
      </span>
    </div>
  );
}

function Count({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-line py-1.5 last:border-b-0">
      <dt className="text-muted">{label}</dt>
      <dd className="font-bold tabular-nums">{value ?? '…'}</dd>
    </div>
  );
}

/** A new account's first step: any memory fills the ring, and an interview is one way to begin. */
function FirstMemoryInvitation() {
  const { openDialog } = useWorkspace();
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-lg">
        Your story grows with each memory you add. Answer today's question, or book an interview and Clio will
        ask you about the parts of your life you choose.
      </p>
      <Button variant="outline" onClick={() => openDialog('schedule-call')}>
        Book your first interview
      </Button>
    </div>
  );
}

/**
 * Progress: the ring, the encouragement, and the memory counts, all from the server (decision 204). The
 * ring counts every memory the person has, whichever way she added it, so it moves when she does what the words
 * beside it ask. A recording made here is counted as a recording, not as an uploaded file.
 */
export function ProgressPanel() {
  const progress = useStoryProgress();
  const counts = progress.data;
  return (
    <DashboardPanel title="Progress" icon={<TrendingUp />}>
      <div className="flex flex-col items-center gap-5 sm:flex-row">
        <ProgressRing percent={counts?.percent ?? 0} />
        {counts?.total === 0 ? (
          <FirstMemoryInvitation />
        ) : (
          <div className="flex flex-col gap-2">
            <p className="text-lg">Keep adding memories to build your complete story</p>
            <p className="text-muted">
              Each memory you write, record, upload or tell in an interview fills the ring a little more;{' '}
              {MEMORIES_FOR_COMPLETE_STORY} fill it.
            </p>
          </div>
        )}
      </div>
      {progress.isError ? (
        <p role="alert" className="mt-4">
          Your progress could not be loaded just now. Please reload the page to try again.
        </p>
      ) : null}
      <div className="mt-5 rounded-xl bg-background p-4" aria-busy={counts === undefined}>
        <p className="flex items-baseline justify-between gap-4 font-semibold">
          <span>Your Memories</span>
          <span className="font-serif text-2xl font-bold tabular-nums" data-testid="memories-total">
            {counts?.total ?? '…'}
          </span>
        </p>
        <dl className="mt-2">
          <Count label="Interviews" value={counts?.interviews} />
          <Count label="Written memories" value={counts?.writtenMemories} />
          <Count label="Recordings" value={counts?.recordings} />
          <Count label="Uploaded files" value={counts?.uploadedFiles} />
        </dl>
      </div>
    </DashboardPanel>
  );
}
