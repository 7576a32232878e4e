import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/utils.ts';
import type { InterviewFlow } from './use-interview-flow.ts';

/**
 * Before the first question: what will happen, then Begin the interview, or, when one was left in progress, Carry on
 * with it or Start a new one. `children`: what went wrong with the last try, if anything.
 */
export function InterviewBegin({
  flow,
  text,
  big,
  children,
}: {
  flow: InterviewFlow;
  text: string;
  big: string;
  children: ReactNode;
}) {
  const { checked, waiting, busy, begin, refs } = flow;
  return (
    <div className={cn('flex flex-col items-start gap-5', text)}>
      <p>
        Clio will ask you one question at a time. Answer by speaking, or type if you prefer. You can take a
        break whenever you like, and leave out anything you would rather not keep.
      </p>
      {!checked ? (
        <p role="status" className="text-muted">
          Getting ready…
        </p>
      ) : waiting ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            ref={refs.begin}
            size="lg"
            className={big}
            disabled={busy}
            onClick={() => void begin(waiting)}
          >
            Carry on with your interview
          </Button>
          <Button
            size="lg"
            variant="outline"
            className={big}
            disabled={busy}
            onClick={() => void begin(null)}
          >
            Start a new interview
          </Button>
        </div>
      ) : (
        <Button ref={refs.begin} size="lg" className={big} disabled={busy} onClick={() => void begin(null)}>
          {busy ? 'Starting…' : 'Begin the interview'}
        </Button>
      )}
      {children}
    </div>
  );
}
