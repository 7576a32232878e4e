import { TrendingUp } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useWorkspace } from '#client/lib/workspace-context.tsx';
import { storyProgressPercent } from '#shared/dashboard.ts';
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

/** A new account's first step: the ring fills with interviews, so it is invited to book its first. */
function FirstInterviewInvitation() {
  const { openDialog } = useWorkspace();
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-lg">
        Your story grows with each interview. Book your first one, and Clio will ask you about the parts of
        your life you choose.
      </p>
      <Button variant="outline" onClick={() => openDialog('schedule-call')}>
        Book your first interview
      </Button>
    </div>
  );
}

/**
 * Spec §2 Progress: the ring (§9 formula, counting the person's own interviews, issue 12), the encouragement,
 * and the memory counts. Counts are undefined while loading.
 */
export function ProgressPanel({
  interviews,
  writtenMemories,
  uploadedFiles,
}: {
  interviews: number | undefined;
  writtenMemories: number | undefined;
  uploadedFiles: number | undefined;
}) {
  const total =
    interviews === undefined || writtenMemories === undefined || uploadedFiles === undefined
      ? undefined
      : interviews + writtenMemories + uploadedFiles;
  return (
    <DashboardPanel title="Progress" icon={<TrendingUp />}>
      <div className="flex flex-col items-center gap-5 sm:flex-row">
        <ProgressRing percent={storyProgressPercent(interviews ?? 0)} />
        {interviews === 0 ? (
          <FirstInterviewInvitation />
        ) : (
          <p className="text-lg">Keep adding memories to build your complete story</p>
        )}
      </div>
      <div className="mt-5 rounded-xl bg-background p-4" aria-busy={total === undefined}>
        <p className="flex items-baseline justify-between gap-4 font-semibold">
          <span>Your Memories</span>
          <span className="font-serif text-2xl font-bold tabular-nums" data-testid="memories-total">
            {total ?? '…'}
          </span>
        </p>
        <dl className="mt-2">
          <Count label="Interviews" value={interviews} />
          <Count label="Written memories" value={writtenMemories} />
          <Count label="Uploaded files" value={uploadedFiles} />
        </dl>
      </div>
    </DashboardPanel>
  );
}
