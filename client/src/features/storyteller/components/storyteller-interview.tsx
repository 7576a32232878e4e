import { Mic, Square, Volume2, VolumeX } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  type RecordingTransport,
  recorderMessages,
  useRecorder,
} from '#client/components/recorder/use-recorder.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Label, Textarea } from '#client/components/ui/input.tsx';
import { KeptDraftNotice } from '#client/components/ui/kept-draft-notice.tsx';
import { SaveTypedDialog } from '#client/components/ui/save-typed-dialog.tsx';
import { ApiError, errorMessage } from '#client/lib/api-request.ts';
import { draftKey } from '#client/lib/local-draft.ts';
import { useLocalDraft } from '#client/lib/use-local-draft.ts';
import {
  type FinishInterviewResult,
  type InterviewSession,
  typedAnswerSchema,
} from '#shared/interview-sessions.ts';
import { storytellerLinkMessages } from '#shared/storyteller-links.ts';
import type { storytellerInterviewCalls } from '../api/storyteller-interview.ts';

type Calls = typeof storytellerInterviewCalls;

/** A refusal said as a sentence; a link that stopped working says what to do. */
function problemOf(error: unknown, fallback: string) {
  if (error instanceof ApiError && error.status === 401) return storytellerLinkMessages.linkEnded;
  return errorMessage(error, fallback);
}

const noInterview = () => Promise.reject(new Error('There is no interview to record for.'));

const clock = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** Reads Clio's question aloud with the browser's voice, unless the storyteller turned it off. */
function useReadAloud(text: string | undefined, on: boolean) {
  useEffect(() => {
    if (!on || !text || typeof window.speechSynthesis === 'undefined') return;
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.rate = 0.9;
    window.speechSynthesis.speak(utterance);
    return () => window.speechSynthesis.cancel();
  }, [text, on]);
}

/**
 * The storyteller's interview: one question at a time in large text, read aloud, one big button to answer by
 * talking (the answer is sent in pieces while it is recorded), typing as the other way, Skip and Finish. It uses
 * the interview's server calls through the link (storytellerInterviewCalls).
 */
export function StorytellerInterview({ initial, calls }: { initial: InterviewSession | null; calls: Calls }) {
  const [session, setSession] = useState<InterviewSession | null>(initial);
  const [result, setResult] = useState<FinishInterviewResult | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [readAloud, setReadAloud] = useState(true);
  const [typing, setTyping] = useState(false);
  const [text, setText] = useState('');
  /** Skip pressed with words typed: "Save what you typed?" is open. */
  const [askTyped, setAskTyped] = useState(false);
  /** Where focus goes once the screen shows what an action did (a new object each time it is asked for). */
  const [focusOn, setFocusOn] = useState<{ target: 'question' | 'next' | 'answer' | 'result' } | null>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const answerRef = useRef<HTMLButtonElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const questionId = useId();
  const answerId = useId();
  // Words typed for a question are kept on this device until sent (decision 812): the link has no account, so they
  // belong to this interview; back at the same question after a reload, the box opens with them.
  const typedDraft = useLocalDraft(
    session?.question ? draftKey({ storytellerSession: session.id }, `answer:${session.question.key}`) : null,
    { answer: text },
    (kept) => {
      setText(kept.answer ?? '');
      if (kept.answer?.trim()) setTyping(true);
    },
  );
  useReadAloud(session?.question?.text, readAloud && !result);

  // Focus goes where an action led (decisions 808, 810): the question after Begin or moving on, the big button
  // again once it says "Stop and send", Next question once an answer is kept, the thanks after Finish; never to
  // the page when the pressed button went away or was disabled while it worked.
  useEffect(() => {
    if (!focusOn) return;
    const refs = { question: questionRef, next: nextRef, answer: answerRef, result: resultRef };
    refs[focusOn.target].current?.focus();
  }, [focusOn]);

  // The answer is sent in pieces while it is recorded, by the same recorder as everywhere else: a dropped
  // connection is waited out, and at most the last few seconds are lost.
  const sessionId = session?.id ?? null;
  const transport = useMemo<RecordingTransport<InterviewSession>>(
    () => ({
      start: (mimeType) => (sessionId ? calls.startRecording(sessionId, mimeType) : noInterview()),
      sendChunk: (recordingId, seq, chunk) =>
        sessionId ? calls.sendChunk(sessionId, recordingId, seq, chunk) : noInterview(),
      finish: (recordingId, durationMs) =>
        sessionId ? calls.finishRecording(sessionId, recordingId, durationMs) : noInterview(),
    }),
    [calls, sessionId],
  );
  const recorder = useRecorder(transport, setSession, { startLabel: 'Answer' });
  const isRecording = recorder.state === 'recording' || recorder.state === 'paused';
  const sending = recorder.state === 'saving';
  const startRecording = async () => {
    setProblem(null);
    await recorder.start();
    // Started, the same button says "Stop and send"; refused, it says "Answer" beside the reason.
    setFocusOn({ target: 'answer' });
  };

  const stopAndSend = async () => {
    const sent = await recorder.stop();
    setFocusOn({ target: sent ? 'next' : 'answer' });
  };

  async function run<T>(what: string, work: () => Promise<T>, fallback: string): Promise<T | undefined> {
    setBusy(what);
    setProblem(null);
    try {
      return await work();
    } catch (error) {
      setProblem(problemOf(error, fallback));
      return undefined;
    } finally {
      setBusy(null);
    }
  }

  const begin = async () => {
    const begun = await run(
      'start',
      async () => {
        setSession(await calls.start([]));
        return true;
      },
      'The interview could not start. Please try again.',
    );
    if (begun) setFocusOn({ target: 'question' });
  };

  const typedWords = typing && text.trim() !== '';

  /** Typed words are an answer (decision 808): they are sent before the interview moves on or finishes. */
  async function keepTyped() {
    if (!session || !typedWords) return;
    setSession(await calls.answerByText(session.id, text));
    forgetTyped();
  }

  function forgetTyped() {
    setText('');
    setTyping(false);
  }

  const sendTyped = async (event: FormEvent) => {
    event.preventDefault();
    if (!session) return;
    const parsed = typedAnswerSchema.safeParse({ text });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Please type your answer first.');
      return;
    }
    const sent = await run(
      'type',
      async () => {
        await keepTyped();
        return true;
      },
      'Your answer could not be sent. Please try again.',
    );
    if (sent) setFocusOn({ target: 'next' });
  };

  const move = async (what: 'next' | 'skip', typed: 'keep' | 'discard' = 'keep') => {
    if (!session) return;
    const moved = await run(
      what,
      async () => {
        if (typed === 'keep') await keepTyped();
        forgetTyped();
        setSession(await calls[what](session.id));
        return true;
      },
      'Clio could not go on. Please try again.',
    );
    if (moved) setFocusOn({ target: 'question' });
  };

  /** Skip means "not this one", so words typed for it are not sent unasked. */
  const skip = () => {
    if (typedWords) setAskTyped(true);
    else void move('skip');
  };

  const finish = async () => {
    if (!session) return;
    const finished = await run(
      'finish',
      async () => {
        await keepTyped();
        forgetTyped();
        setResult(await calls.finish(session.id));
        setSession(null);
        return true;
      },
      'The interview could not be saved. Please try again.',
    );
    if (finished) setFocusOn({ target: 'result' });
  };

  const problemBox = problem ? (
    <p role="alert" className="rounded-xl border-2 border-destructive bg-surface p-4 font-semibold">
      {problem}
    </p>
  ) : null;

  if (result) {
    return (
      <section className="flex flex-col gap-5" aria-label="Interview finished">
        <p
          ref={resultRef}
          tabIndex={-1}
          className="text-2xl font-semibold focus-visible:outline-offset-4"
          role="status"
        >
          {result.kept ? 'Thank you. Your stories are saved.' : result.message}
        </p>
        {result.kept ? <p>You can close this page now, or answer some more questions.</p> : null}
        <Button
          size="lg"
          onClick={() => {
            setResult(null);
            void begin();
          }}
        >
          Answer more questions
        </Button>
        {problemBox}
      </section>
    );
  }

  if (!session) {
    return (
      <section className="flex flex-col gap-5" aria-label="Interview">
        <Button size="lg" className="min-h-20 text-2xl" onClick={() => void begin()} disabled={busy !== null}>
          {busy === 'start' ? 'Starting…' : 'Begin'}
        </Button>
        {problemBox}
      </section>
    );
  }

  const question = session.question;
  return (
    <section className="flex flex-col gap-6" aria-label="Interview">
      <div className="flex flex-col gap-2">
        <p className="font-semibold text-muted" id={questionId}>
          Clio asks
        </p>
        <p
          ref={questionRef}
          tabIndex={-1}
          className="font-serif text-[1.75rem] leading-snug focus-visible:outline-offset-4"
          aria-live="polite"
          aria-describedby={questionId}
        >
          {question
            ? question.text
            : 'Clio has no more questions for now. Choose Finish to save your stories.'}
        </p>
        <Button
          variant="ghost"
          className="self-start"
          aria-pressed={readAloud}
          onClick={() => setReadAloud((on) => !on)}
        >
          {readAloud ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
          Read questions aloud
        </Button>
      </div>

      {session.answered && !isRecording && !sending ? (
        <p role="status" className="rounded-xl bg-accent p-4 text-xl">
          Thank you. Your answer is kept.
        </p>
      ) : null}

      {question && !session.answered ? (
        <div className="flex flex-col items-center gap-3">
          <button
            ref={answerRef}
            type="button"
            onClick={() => void (isRecording ? stopAndSend() : startRecording())}
            disabled={busy !== null || sending || recorder.state === 'starting'}
            className="flex size-44 flex-col items-center justify-center gap-2 rounded-full bg-primary text-2xl font-bold text-primary-ink shadow-lg hover:bg-primary-hover disabled:opacity-55 [&_svg]:size-12"
          >
            {isRecording ? <Square aria-hidden="true" /> : <Mic aria-hidden="true" />}
            {isRecording ? 'Stop and send' : sending ? 'Sending…' : 'Answer'}
          </button>
          <p role="status" className="text-xl">
            {isRecording ? (
              <>
                Recording… <span aria-hidden="true">{clock(recorder.elapsedMs)}</span>. Take your time.
              </>
            ) : sending ? (
              'Sending your answer…'
            ) : (
              'Press Answer and speak. Press it again when you are done.'
            )}
          </p>
        </div>
      ) : null}

      {question && (!session.answered || typedWords) && !isRecording && !sending ? (
        typing ? (
          <form onSubmit={(event) => void sendTyped(event)} className="flex flex-col gap-3">
            <KeptDraftNotice
              draft={typedDraft}
              onDiscarded={() => document.getElementById(answerId)?.focus()}
            />
            <Label htmlFor={answerId}>Your answer</Label>
            <Textarea id={answerId} rows={5} value={text} onChange={(event) => setText(event.target.value)} />
            <Button type="submit" size="lg" disabled={busy !== null}>
              Send my answer
            </Button>
          </form>
        ) : (
          <Button variant="outline" size="lg" onClick={() => setTyping(true)}>
            Type my answer instead
          </Button>
        )
      ) : null}

      {recorder.connectionProblem ? (
        <p role="status" className="text-xl font-semibold text-primary">
          {recorderMessages.offline}
        </p>
      ) : null}
      {recorder.problem ? (
        <p role="alert" className="rounded-xl border-2 border-destructive bg-surface p-4 font-semibold">
          {recorder.problem}
        </p>
      ) : null}
      {problemBox}

      {!isRecording && !sending ? (
        <div className="flex flex-col gap-3 sm:flex-row">
          {session.answered ? (
            <Button ref={nextRef} size="lg" onClick={() => void move('next')} disabled={busy !== null}>
              Next question
            </Button>
          ) : question ? (
            <Button variant="outline" size="lg" onClick={skip} disabled={busy !== null}>
              Skip this question
            </Button>
          ) : null}
          <Button variant="outline" size="lg" onClick={() => void finish()} disabled={busy !== null}>
            Finish
          </Button>
        </div>
      ) : null}
      <SaveTypedDialog
        open={askTyped}
        onOpenChange={setAskTyped}
        onSave={() => void move('skip')}
        onDiscard={() => void move('skip', 'discard')}
      />
    </section>
  );
}
