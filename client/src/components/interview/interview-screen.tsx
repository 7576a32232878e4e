import { Coffee, FastForward, Trash2, Volume2, VolumeX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { SaveTypedDialog } from '#client/components/ui/save-typed-dialog.tsx';
import { cn } from '#client/lib/utils.ts';
import { type FinishInterviewResult, interviewSessionMessages } from '#shared/interview-sessions.ts';
import type { InterviewAdapter } from './interview-adapter.ts';
import { InterviewAnswerPanel } from './interview-answer-panel.tsx';
import { InterviewAnswersSoFar } from './interview-answers-so-far.tsx';
import { InterviewBegin } from './interview-begin.tsx';
import { InterviewFinished } from './interview-finished.tsx';
import { speak } from './read-aloud.ts';
import { useInterviewFlow } from './use-interview-flow.ts';

/**
 * An interview with Clio (issue 12, part 3): one question at a time, in large text and read aloud (with a
 * switch to stop that, remembered on the device); answered by speaking or typing; Next question, Skip,
 * "Give me a minute", "Leave this out" and Finish. It talks to the server only through `adapter`, so the
 * storyteller's link shows the same screen with its own calls; `largeText` makes every word bigger still.
 * What each action does lives in `useInterviewFlow`; this screen lays out its three stages (before, during, after).
 */
export function InterviewScreen({
  adapter,
  largeText = false,
  resumeExisting = true,
  onDone,
}: {
  adapter: InterviewAdapter;
  largeText?: boolean;
  /** Offer to carry on with an interview in progress (not when a booked interview starts its own). */
  resumeExisting?: boolean;
  /** Called with Finish's result, once the person has read it. */
  onDone?: (result: FinishInterviewResult) => void;
}) {
  const flow = useInterviewFlow(adapter, resumeExisting);
  const { session, result, question, paused, busy, problem, saving, refs } = flow;
  const { readAloud, setReadAloud, moveOn, skip, pause, resume, leaveOut, finish } = flow;
  const [confirmLeaveOut, setConfirmLeaveOut] = useState(false);

  const text = largeText ? 'text-[1.25rem]' : 'text-lg';
  const big = largeText ? 'min-h-20 text-2xl' : 'min-h-16 text-xl';

  const problemNote = problem ? (
    <p role="alert" className="font-semibold text-destructive">
      {problem}
    </p>
  ) : null;

  if (result) {
    return (
      <InterviewFinished result={result} resultRef={refs.result} text={text} big={big} onDone={onDone} />
    );
  }

  if (!session) {
    return (
      <InterviewBegin flow={flow} text={text} big={big}>
        {problemNote}
      </InterviewBegin>
    );
  }

  const answers = session.answers;
  return (
    <div className={cn('flex flex-col gap-6', text)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">
          {answers.length === 0
            ? 'No answers yet'
            : answers.length === 1
              ? '1 answer so far'
              : `${answers.length} answers so far`}
        </p>
        <button
          type="button"
          role="switch"
          aria-checked={readAloud}
          onClick={() => setReadAloud(!readAloud)}
          className="inline-flex min-h-12 items-center gap-2 rounded-lg border-2 border-line px-4 font-semibold hover:bg-accent"
        >
          {readAloud ? (
            <Volume2 aria-hidden="true" className="size-6" />
          ) : (
            <VolumeX aria-hidden="true" className="size-6" />
          )}
          Read questions aloud: {readAloud ? 'on' : 'off'}
        </button>
      </div>

      {paused ? (
        <section aria-label="Paused" className="flex flex-col items-start gap-4 rounded-2xl bg-accent p-6">
          <p role="status" className="font-serif text-2xl font-bold">
            {interviewSessionMessages.paused}
          </p>
          <p>
            You can also close this window: your answers are kept, and you can carry on later from Start an
            Interview.
          </p>
          <Button ref={refs.carryOn} size="lg" className={big} disabled={busy} onClick={() => void resume()}>
            Carry on
          </Button>
        </section>
      ) : (
        <>
          <section aria-label="Clio asks" className="rounded-2xl bg-accent p-6">
            <p className="mb-2 font-semibold text-primary">Clio asks:</p>
            <p
              ref={refs.question}
              tabIndex={-1}
              className={cn(
                'font-serif font-bold leading-snug focus-visible:outline-offset-4',
                largeText ? 'text-4xl' : 'text-3xl',
              )}
              aria-live="polite"
              data-testid="interview-question"
            >
              {question ? question.text : interviewSessionMessages.noQuestion}
            </p>
            {question ? (
              <Button variant="ghost" size="sm" className="mt-3" onClick={() => speak(question.text)}>
                <Volume2 aria-hidden="true" />
                Hear the question again
              </Button>
            ) : null}
          </section>

          {question ? <InterviewAnswerPanel flow={flow} text={text} big={big} /> : null}
        </>
      )}

      {problemNote}
      {flow.leftOut ? (
        <p
          ref={refs.leftOut}
          tabIndex={-1}
          role="status"
          className="font-semibold focus-visible:outline-offset-4"
        >
          Your last answer was left out. It will not be kept.
        </p>
      ) : null}

      <nav aria-label="Interview controls" className="flex flex-wrap gap-3 border-t border-line pt-5">
        {!paused ? (
          <>
            <Button
              ref={refs.next}
              size="lg"
              disabled={busy || saving || !question}
              onClick={() => void moveOn('next')}
            >
              <FastForward aria-hidden="true" />
              Next question
            </Button>
            <Button size="lg" variant="outline" disabled={busy || saving || !question} onClick={skip}>
              Skip
            </Button>
            <Button size="lg" variant="outline" disabled={busy || saving} onClick={() => void pause()}>
              <Coffee aria-hidden="true" />
              Give me a minute
            </Button>
          </>
        ) : null}
        {/* Offered only while there is an answer to take back, rather than disabled without a word (813). */}
        {answers.length > 0 ? (
          <Button
            size="lg"
            variant="outline"
            disabled={busy || saving}
            onClick={() => setConfirmLeaveOut(true)}
          >
            <Trash2 aria-hidden="true" />
            Leave this out
          </Button>
        ) : null}
        <Button size="lg" variant="outline" disabled={busy || saving} onClick={() => void finish()}>
          Finish
        </Button>
      </nav>

      <InterviewAnswersSoFar answers={answers} />

      <ConfirmDialog
        open={confirmLeaveOut}
        onOpenChange={setConfirmLeaveOut}
        title="Leave out your last answer?"
        description={
          answers.length > 0
            ? `Your answer to “${answers.at(-1)!.question}” will be removed, with its recording. This cannot be undone.`
            : ''
        }
        confirmLabel="Leave it out"
        onConfirm={() => void leaveOut()}
      />
      <SaveTypedDialog
        open={flow.askTyped !== null}
        onOpenChange={(open) => {
          if (!open) flow.closeAskTyped();
        }}
        onSave={() => flow.answerAskTyped('save')}
        onDiscard={() => flow.answerAskTyped('discard')}
      />
    </div>
  );
}
