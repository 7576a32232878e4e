import type { RefObject } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/utils.ts';
import type { FinishInterviewResult } from '#shared/interview-sessions.ts';

/** After Finish: Clio's closing words (where focus goes), how many answers were kept, and Done. */
export function InterviewFinished({
  result,
  resultRef,
  text,
  big,
  onDone,
}: {
  result: FinishInterviewResult;
  resultRef: RefObject<HTMLParagraphElement | null>;
  text: string;
  big: string;
  onDone?: (result: FinishInterviewResult) => void;
}) {
  return (
    <div className={cn('flex flex-col items-start gap-5', text)}>
      <p
        ref={resultRef}
        tabIndex={-1}
        role="status"
        className="font-serif text-2xl font-bold focus-visible:outline-offset-4"
      >
        {result.message}
      </p>
      {result.interview ? (
        <p>
          {result.interview.answers.length === 1
            ? 'One answer was kept.'
            : `${result.interview.answers.length} answers were kept.`}{' '}
          Spoken answers are written down in a few minutes.
        </p>
      ) : null}
      <Button size="lg" className={big} onClick={() => onDone?.(result)}>
        Done
      </Button>
    </div>
  );
}
