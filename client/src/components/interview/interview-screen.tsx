import { Coffee, FastForward, Keyboard, Mic, Square, Trash2, Volume2, VolumeX } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Label, Textarea } from '#client/components/ui/input.tsx';
import { KeptDraftNotice } from '#client/components/ui/kept-draft-notice.tsx';
import { SaveTypedDialog } from '#client/components/ui/save-typed-dialog.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import { useAccountDraftKey, useLocalDraft } from '#client/lib/use-local-draft.ts';
import { cn } from '#client/lib/utils.ts';
import {
  type FinishInterviewResult,
  type InterviewSession,
  interviewSessionMessages,
  typedAnswerSchema,
} from '#shared/interview-sessions.ts';
import { RecorderNotices } from '../recorder/recorder-notices.tsx';
import { useRecorder } from '../recorder/use-recorder.ts';
import type { InterviewAdapter } from './interview-adapter.ts';

/** The controls and words focus can be sent to once an action has done its work. */
type FocusTarget =
  | 'begin'
  | 'question'
  | 'next'
  | 'type'
  | 'speak'
  | 'stop'
  | 'carryOn'
  | 'result'
  | 'leftOut';

/** Where the read-aloud choice is remembered on this device. */
const READ_ALOUD_KEY = 'heirloom.interview.readAloud';

const failed = 'That did not work just now. Please check your connection and try again.';

/** "2:05": how long has been recorded, as a clock shows it. */
function clock(ms: number) {
  const total = Math.floor(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

function useReadAloud() {
  const [readAloud, setReadAloud] = useState(() => {
    try {
      return window.localStorage.getItem(READ_ALOUD_KEY) !== 'off';
    } catch {
      return true;
    }
  });
  const choose = useCallback((on: boolean) => {
    setReadAloud(on);
    try {
      window.localStorage.setItem(READ_ALOUD_KEY, on ? 'on' : 'off');
    } catch {
      // A browser that keeps nothing still reads aloud as chosen for this visit.
    }
    if (!on) window.speechSynthesis?.cancel();
  }, []);
  return [readAloud, choose] as const;
}

function speak(text: string) {
  const synthesis = typeof window === 'undefined' ? undefined : window.speechSynthesis;
  if (!synthesis || typeof SpeechSynthesisUtterance === 'undefined') return;
  synthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.rate = 0.9;
  synthesis.speak(utterance);
}

/**
 * An interview with Clio (issue 12, part 3): one question at a time, in large text and read aloud (with a
 * switch to stop that, remembered on the device); answered by speaking or typing; Next question, Skip,
 * "Give me a minute", "Leave this out" and Finish. It talks to the server only through `adapter`, so the
 * storyteller's link shows the same screen with its own calls; `largeText` makes every word bigger still.
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
  const [session, setSession] = useState<InterviewSession | null>(null);
  const [waiting, setWaiting] = useState<InterviewSession | null>(null);
  const [result, setResult] = useState<FinishInterviewResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [typing, setTyping] = useState(false);
  const [typed, setTyped] = useState('');
  const [confirmLeaveOut, setConfirmLeaveOut] = useState(false);
  /** The last answer was just left out: a line says so, and takes focus (its button may have gone). */
  const [leftOut, setLeftOut] = useState(false);
  const leftOutRef = useRef<HTMLParagraphElement>(null);
  /** Skip or Cancel pressed with words typed: the question "Save what you typed?" is open for it. */
  const [askTyped, setAskTyped] = useState<'skip' | 'cancel' | null>(null);
  /** Where focus goes once the screen shows what an action did (a new object each time it is asked for). */
  const [focusOn, setFocusOn] = useState<{ target: FocusTarget } | null>(null);
  const beginRef = useRef<HTMLButtonElement>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const typeRef = useRef<HTMLButtonElement>(null);
  const speakRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  const carryOnRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const [readAloud, setReadAloud] = useReadAloud();
  const [checked, setChecked] = useState(!resumeExisting);

  const sessionId = session?.id ?? null;
  const transport = useMemo(
    () =>
      sessionId
        ? adapter.recording(sessionId)
        : {
            start: () => Promise.reject(new Error('no interview')),
            sendChunk: () => Promise.reject(new Error('no interview')),
            finish: () => Promise.reject(new Error('no interview')),
          },
    [adapter, sessionId],
  );
  const recorder = useRecorder(transport, setSession, { startLabel: 'Answer by speaking' });
  const recording = recorder.state === 'recording' || recorder.state === 'paused';
  const saving = recorder.state === 'saving';

  // An interview left in progress (after "Give me a minute", or a closed window) can be carried on.
  useEffect(() => {
    if (!resumeExisting) return;
    let cancelled = false;
    adapter
      .current()
      .then((current) => {
        if (!cancelled) setWaiting(current);
      })
      .catch(() => {})
      .finally(() => {
        if (!cancelled) setChecked(true);
      });
    return () => {
      cancelled = true;
    };
  }, [adapter, resumeExisting]);

  const question = session?.question ?? null;
  // Words typed for a question are kept on this device until saved (decision 812); back at the same question
  // after a reload, the box opens with them.
  const typedDraft = useLocalDraft(
    useAccountDraftKey(session && question ? `interview-answer:${session.id}:${question.key}` : null),
    { answer: typed },
    (kept) => {
      setTyped(kept.answer ?? '');
      if (kept.answer?.trim()) setTyping(true);
    },
  );
  /** Why Save my answer was refused (an empty box), shown under the box (decision 813). */
  const [typedProblem, setTypedProblem] = useState<string | null>(null);
  const paused = session?.paused ?? false;

  // Each new question is read aloud once, unless the person turned that off.
  const spokenKey = useRef<string | null>(null);
  useEffect(() => {
    if (!question || paused || !readAloud) return;
    if (spokenKey.current === question.key) return;
    spokenKey.current = question.key;
    speak(question.text);
  }, [question, paused, readAloud]);
  useEffect(() => () => window.speechSynthesis?.cancel(), []);

  // Focus goes where an action led (decisions 808, 810): the question after Begin or moving on, the stop button
  // once recording, Next question once an answer is saved, Type my answer after putting the typing away, the
  // closing words after Finish; never to the page or the dialog when the pressed button went away or was
  // disabled while it worked.
  useEffect(() => {
    if (!focusOn) return;
    const refs = {
      begin: beginRef,
      question: questionRef,
      next: nextRef,
      type: typeRef,
      speak: speakRef,
      stop: stopRef,
      carryOn: carryOnRef,
      result: resultRef,
      leftOut: leftOutRef,
    };
    refs[focusOn.target].current?.focus();
  }, [focusOn]);

  // Once it is known whether there is an interview to carry on, the button that begins is where focus starts,
  // rather than the dialog's Close button.
  useEffect(() => {
    if (checked) setFocusOn({ target: 'begin' });
  }, [checked]);

  /** Runs one call; a refusal is shown in words, and nothing the person said is lost. */
  async function run(work: () => Promise<InterviewSession | undefined>) {
    setBusy(true);
    setProblem(null);
    try {
      const next = await work();
      if (next) setSession(next);
      return true;
    } catch (error) {
      setProblem(errorMessage(error, failed));
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** What is being said is saved as the answer before anything else happens. */
  async function saveRecording() {
    if (recording) await recorder.stop();
  }

  const begin = async (carryOn: InterviewSession | null) => {
    const begun = await run(async () => {
      if (!carryOn) return adapter.start();
      return carryOn.paused ? adapter.resume(carryOn.id) : carryOn;
    });
    setFocusOn({ target: begun ? 'question' : 'begin' });
  };

  const answerBySpeaking = async () => {
    setLeftOut(false);
    window.speechSynthesis?.cancel();
    const started = await recorder.start();
    setFocusOn({ target: started ? 'stop' : 'speak' });
  };

  const stopAndSave = async () => {
    const saved = await recorder.stop();
    setFocusOn({ target: saved ? 'next' : 'speak' });
  };

  /** Typed words are an answer (decision 808): moving on keeps them, as it keeps what is being said. */
  async function saveTyped() {
    if (!session || !typing || !typed.trim()) return;
    setLeftOut(false);
    setSession(await adapter.answerByText(session.id, typed));
    setTyped('');
    setTyping(false);
  }

  const closeTyping = () => {
    setTyped('');
    setTyping(false);
  };

  const moveOn = async (action: 'next' | 'skip', typedWords: 'save' | 'discard' = 'save') => {
    setLeftOut(false);
    const moved = await run(async () => {
      if (!session) return;
      await saveRecording();
      if (typedWords === 'save') await saveTyped();
      closeTyping();
      return adapter[action](session.id);
    });
    if (moved) setFocusOn({ target: 'question' });
  };

  /** Skip means "not this one", so words typed for it are not saved unasked. */
  const skip = () => {
    if (typing && typed.trim()) setAskTyped('skip');
    else void moveOn('skip');
  };

  const cancelTyping = () => {
    if (typed.trim()) {
      setAskTyped('cancel');
      return;
    }
    closeTyping();
    setFocusOn({ target: 'type' });
  };

  const keepTypedAnswer = async () => {
    const saved = await run(async () => {
      await saveTyped();
      return undefined;
    });
    if (saved) setFocusOn({ target: 'next' });
  };

  const pause = async () => {
    const paused = await run(async () => {
      if (!session) return;
      await saveRecording();
      await saveTyped();
      window.speechSynthesis?.cancel();
      return adapter.pause(session.id);
    });
    if (paused) setFocusOn({ target: 'carryOn' });
  };

  const resume = async () => {
    const resumed = await run(async () => {
      if (!session) return;
      spokenKey.current = null;
      return adapter.resume(session.id);
    });
    if (resumed) setFocusOn({ target: 'question' });
  };

  /**
   * The last answer is taken back. Its button goes once no answer is left, so focus goes to the line that says what
   * happened, beside the question, rather than to the page.
   */
  const leaveOut = async () => {
    const done = await run(async () => {
      if (!session) return;
      await saveRecording();
      return adapter.leaveOut(session.id);
    });
    if (done) {
      setLeftOut(true);
      setFocusOn({ target: 'leftOut' });
    }
  };

  const finish = async () => {
    const finished = await run(async () => {
      if (!session) return;
      await saveRecording();
      await saveTyped();
      window.speechSynthesis?.cancel();
      setResult(await adapter.finish(session.id));
      return undefined;
    });
    if (finished) setFocusOn({ target: 'result' });
  };

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
              ref={beginRef}
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
          <Button ref={beginRef} size="lg" className={big} disabled={busy} onClick={() => void begin(null)}>
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
          <Button ref={carryOnRef} size="lg" className={big} disabled={busy} onClick={() => void resume()}>
            Carry on
          </Button>
        </section>
      ) : (
        <>
          <section aria-label="Clio asks" className="rounded-2xl bg-accent p-6">
            <p className="mb-2 font-semibold text-primary">Clio asks:</p>
            <p
              ref={questionRef}
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

          {question ? (
            <section aria-label="Your answer" className="flex flex-col gap-4">
              {recording || saving ? (
                <div className="flex flex-col items-start gap-3">
                  <p className="font-serif text-4xl font-bold tabular-nums">
                    <span className="sr-only">Time recorded: </span>
                    {clock(recorder.elapsedMs)}
                  </p>
                  <div
                    className="h-4 w-full max-w-md overflow-hidden rounded-full bg-accent"
                    aria-hidden="true"
                  >
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
                    ref={stopRef}
                    size="lg"
                    className={big}
                    disabled={saving}
                    onClick={() => void stopAndSave()}
                  >
                    <Square aria-hidden="true" />
                    Stop and save my answer
                  </Button>
                </div>
              ) : typing ? (
                <form
                  className="flex flex-col gap-3"
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (busy) return;
                    const parsed = typedAnswerSchema.safeParse({ text: typed });
                    if (parsed.success) {
                      setTypedProblem(null);
                      void keepTypedAnswer();
                      return;
                    }
                    setTypedProblem(
                      typed.trim() === ''
                        ? 'Please type your answer in the box first.'
                        : (parsed.error.issues[0]?.message ?? 'Please type your answer in the box first.'),
                    );
                    document.getElementById('interview-typed-answer')?.focus();
                  }}
                >
                  <KeptDraftNotice
                    draft={typedDraft}
                    onDiscarded={() => document.getElementById('interview-typed-answer')?.focus()}
                  />
                  <Label htmlFor="interview-typed-answer" className={text}>
                    Your answer
                  </Label>
                  <Textarea
                    id="interview-typed-answer"
                    value={typed}
                    onChange={(event) => {
                      setTyped(event.target.value);
                      setTypedProblem(null);
                    }}
                    rows={5}
                    className={text}
                    aria-invalid={typedProblem ? true : undefined}
                    aria-describedby={typedProblem ? 'interview-typed-answer-problem' : undefined}
                    autoFocus
                  />
                  {typedProblem ? (
                    <p id="interview-typed-answer-problem" className="font-semibold text-destructive">
                      {typedProblem}
                    </p>
                  ) : null}
                  <div className="flex flex-wrap gap-3">
                    <Button type="submit" size="lg" disabled={busy}>
                      Save my answer
                    </Button>
                    <Button variant="outline" size="lg" onClick={cancelTyping}>
                      Cancel
                    </Button>
                  </div>
                </form>
              ) : (
                <div className="flex flex-col gap-3 sm:flex-row">
                  <Button
                    ref={speakRef}
                    size="lg"
                    className={cn(big, 'sm:flex-1')}
                    disabled={busy || recorder.state === 'starting'}
                    onClick={() => void answerBySpeaking()}
                  >
                    <Mic aria-hidden="true" className="size-7!" />
                    {recorder.state === 'starting' ? 'Starting…' : 'Answer by speaking'}
                  </Button>
                  <Button
                    ref={typeRef}
                    size="lg"
                    variant="outline"
                    className={cn(big, 'sm:flex-1')}
                    disabled={busy}
                    onClick={() => setTyping(true)}
                  >
                    <Keyboard aria-hidden="true" className="size-7!" />
                    Type my answer
                  </Button>
                </div>
              )}
              {session.answered && !recording && !saving ? (
                <p role="status" className="font-semibold text-primary">
                  Your answer is saved. Choose Next question when you are ready, or answer again.
                </p>
              ) : null}
              <RecorderNotices recorder={recorder} />
            </section>
          ) : null}
        </>
      )}

      {problemNote}
      {leftOut ? (
        <p
          ref={leftOutRef}
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
              ref={nextRef}
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
        open={askTyped !== null}
        onOpenChange={(open) => {
          if (!open) setAskTyped(null);
        }}
        onSave={() => {
          if (askTyped === 'skip') void moveOn('skip');
          else void keepTypedAnswer();
        }}
        onDiscard={() => {
          if (askTyped === 'skip') void moveOn('skip', 'discard');
          else {
            closeTyping();
            setFocusOn({ target: 'type' });
          }
        }}
      />
    </div>
  );
}
