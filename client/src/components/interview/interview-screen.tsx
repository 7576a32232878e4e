import { Coffee, FastForward, Trash2, Volume2, VolumeX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { SaveTypedDialog } from '#client/components/ui/save-typed-dialog.tsx';
import { cn } from '#client/lib/utils.ts';
import { type FinishInterviewResult, interviewSessionMessages } from '#shared/interview-sessions.ts';
import type { InterviewAdapter } from './interview-adapter.ts';
import { InterviewAnswerPanel } from './interview-answer-panel.tsx';
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
  const { session, waiting, checked, result, question, paused, busy, problem, saving, refs } = flow;
  const { readAloud, setReadAloud, begin, moveOn, skip, pause, resume, leaveOut, finish } = flow;
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
      <div className={cn('flex flex-col items-start gap-5', text)}>
        <p
          ref={refs.result}
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

  if (!session) {
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
        {problemNote}
      </div>
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

      {answers.length > 0 ? (
        <section aria-label="Your answers so far" className="flex flex-col gap-3">
          <h3 className="font-serif text-xl font-bold">Your answers so far</h3>
          <ol className="flex flex-col gap-3">
            {answers.map((answer) => (
              <li key={answer.id} className="rounded-xl border border-line bg-background p-4">
                <p className="font-semibold">{answer.question}</p>
                <p className={answer.text ? '' : 'text-muted'}>
                  {answer.text ||
                    (answer.status === 'processing'
                      ? 'Your spoken answer is kept. Its words are being written down.'
                      : 'Your spoken answer is kept, but its words could not be written down.')}
                </p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

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
