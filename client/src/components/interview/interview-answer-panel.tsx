import { Keyboard, Mic, Square } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Label, Textarea } from '#client/components/ui/input.tsx';
import { KeptDraftNotice } from '#client/components/ui/kept-draft-notice.tsx';
import { cn } from '#client/lib/utils.ts';
import { RecorderNotices } from '../recorder/recorder-notices.tsx';
import type { InterviewFlow } from './use-interview-flow.ts';

const typedBoxId = 'interview-typed-answer';

function focusTypedBox() {
  document.getElementById(typedBoxId)?.focus();
}

/** "2:05": how long has been recorded, as a clock shows it. */
function clock(ms: number) {
  const total = Math.floor(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * "Your answer", under the question: the two ways to answer (speaking or typing), then whichever is under way (the
 * recording clock and its stop button, or the typing box), and a line once the answer is saved.
 */
export function InterviewAnswerPanel({
  flow,
  text,
  big,
}: {
  flow: InterviewFlow;
  /** The size of ordinary words on this screen. */
  text: string;
  /** The size of the main buttons on this screen. */
  big: string;
}) {
  const { recorder, recording, saving, busy, typedAnswer, refs } = flow;
  return (
    <section aria-label="Your answer" className="flex flex-col gap-4">
      {recording || saving ? (
        <div className="flex flex-col items-start gap-3">
          <p className="font-serif text-4xl font-bold tabular-nums">
            <span className="sr-only">Time recorded: </span>
            {clock(recorder.elapsedMs)}
          </p>
          <div className="h-4 w-full max-w-md overflow-hidden rounded-full bg-accent" aria-hidden="true">
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-100"
              style={{
                width: `${recorder.state === 'recording' ? Math.round(recorder.level * 100) : 0}%`,
              }}
            />
          </div>
          <p role="status" className="font-semibold">
            {saving ? 'Saving your answer…' : 'Recording… take your time.'}
          </p>
          <Button
            ref={refs.stop}
            size="lg"
            className={big}
            disabled={saving}
            onClick={() => void flow.stopAndSave()}
          >
            <Square aria-hidden="true" />
            Stop and save my answer
          </Button>
        </div>
      ) : typedAnswer.typing ? (
        <form
          className="flex flex-col gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (busy) return;
            if (typedAnswer.check()) void flow.keepTypedAnswer();
            else focusTypedBox();
          }}
        >
          <KeptDraftNotice draft={typedAnswer.draft} onDiscarded={focusTypedBox} />
          <Label htmlFor={typedBoxId} className={text}>
            Your answer
          </Label>
          <Textarea
            id={typedBoxId}
            value={typedAnswer.typed}
            onChange={(event) => typedAnswer.change(event.target.value)}
            rows={5}
            className={text}
            aria-invalid={typedAnswer.problem ? true : undefined}
            aria-describedby={typedAnswer.problem ? 'interview-typed-answer-problem' : undefined}
            autoFocus
          />
          {typedAnswer.problem ? (
            <p id="interview-typed-answer-problem" className="font-semibold text-destructive">
              {typedAnswer.problem}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="lg" disabled={busy}>
              Save my answer
            </Button>
            <Button variant="outline" size="lg" onClick={flow.cancelTyping}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button
            ref={refs.speak}
            size="lg"
            className={cn(big, 'sm:flex-1')}
            disabled={busy || recorder.state === 'starting'}
            onClick={() => void flow.answerBySpeaking()}
          >
            <Mic aria-hidden="true" className="size-7!" />
            {recorder.state === 'starting' ? 'Starting…' : 'Answer by speaking'}
          </Button>
          <Button
            ref={refs.type}
            size="lg"
            variant="outline"
            className={cn(big, 'sm:flex-1')}
            disabled={busy}
            onClick={typedAnswer.open}
          >
            <Keyboard aria-hidden="true" className="size-7!" />
            Type my answer
          </Button>
        </div>
      )}
      {flow.session?.answered && !recording && !saving ? (
        <p role="status" className="font-semibold text-primary">
          Your answer is saved. Choose Next question when you are ready, or answer again.
        </p>
      ) : null}
      <RecorderNotices recorder={recorder} />
    </section>
  );
}
