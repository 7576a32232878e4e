import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '#client/lib/api-request.ts';
import type { FinishInterviewResult, InterviewSession } from '#shared/interview-sessions.ts';
import { useRecorder } from '../recorder/use-recorder.ts';
import type { InterviewAdapter } from './interview-adapter.ts';
import { stopSpeaking, useReadAloud, useSpeakEachQuestion } from './read-aloud.ts';
import { useInterviewFocus } from './use-interview-focus.ts';
import { useTypedAnswer } from './use-typed-answer.ts';

const failed = 'That did not work just now. Please check your connection and try again.';

/**
 * What an interview does, apart from how it looks: the session and its question, the recorder and the typed
 * answer, reading aloud, and the actions (begin, answer, move on, take a break, leave out, finish), each of which
 * keeps what the person said first and then sends focus where it led. It talks to the server only through
 * `adapter`.
 */
export function useInterviewFlow(adapter: InterviewAdapter, resumeExisting: boolean) {
  const [session, setSession] = useState<InterviewSession | null>(null);
  /** An interview left in progress, offered to carry on with. */
  const [waiting, setWaiting] = useState<InterviewSession | null>(null);
  const [result, setResult] = useState<FinishInterviewResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** The last answer was just left out: a line says so, and takes focus (its button may have gone). */
  const [leftOut, setLeftOut] = useState(false);
  /** Skip or Cancel pressed with words typed: the question "Save what you typed?" is open for it. */
  const [askTyped, setAskTyped] = useState<'skip' | 'cancel' | null>(null);
  const { refs, focus } = useInterviewFocus();
  const [readAloud, setReadAloud] = useReadAloud();
  /** Whether it is known yet if there is an interview to carry on. */
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
  const typedAnswer = useTypedAnswer(sessionId, question?.key ?? null);
  const paused = session?.paused ?? false;
  const readQuestionAgain = useSpeakEachQuestion(question, paused, readAloud);

  // Once it is known whether there is an interview to carry on, the button that begins is where focus starts,
  // rather than the dialog's Close button.
  useEffect(() => {
    if (checked) focus('begin');
  }, [checked, focus]);

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

  /** Typed words are an answer (decision 808): moving on keeps them, as it keeps what is being said. */
  async function saveTyped() {
    if (!session || !typedAnswer.hasWords) return;
    setLeftOut(false);
    setSession(await adapter.answerByText(session.id, typedAnswer.typed));
    typedAnswer.close();
  }

  const begin = async (carryOn: InterviewSession | null) => {
    const begun = await run(async () => {
      if (!carryOn) return adapter.start();
      return carryOn.paused ? adapter.resume(carryOn.id) : carryOn;
    });
    focus(begun ? 'question' : 'begin');
  };

  const answerBySpeaking = async () => {
    setLeftOut(false);
    stopSpeaking();
    const started = await recorder.start();
    focus(started ? 'stop' : 'speak');
  };

  const stopAndSave = async () => {
    const saved = await recorder.stop();
    focus(saved ? 'next' : 'speak');
  };

  const moveOn = async (action: 'next' | 'skip', typedWords: 'save' | 'discard' = 'save') => {
    setLeftOut(false);
    const moved = await run(async () => {
      if (!session) return;
      await saveRecording();
      if (typedWords === 'save') await saveTyped();
      typedAnswer.close();
      return adapter[action](session.id);
    });
    if (moved) focus('question');
  };

  /** Skip means "not this one", so words typed for it are not saved unasked. */
  const skip = () => {
    if (typedAnswer.hasWords) setAskTyped('skip');
    else void moveOn('skip');
  };

  const cancelTyping = () => {
    if (typedAnswer.typed.trim()) {
      setAskTyped('cancel');
      return;
    }
    typedAnswer.close();
    focus('type');
  };

  const keepTypedAnswer = async () => {
    const saved = await run(async () => {
      await saveTyped();
      return undefined;
    });
    if (saved) focus('next');
  };

  /** The answer to "Save what you typed?", for Skip or for Cancel. */
  const answerAskTyped = (choice: 'save' | 'discard') => {
    if (askTyped === 'skip') void moveOn('skip', choice);
    else if (choice === 'save') void keepTypedAnswer();
    else {
      typedAnswer.close();
      focus('type');
    }
  };

  const pause = async () => {
    const paused = await run(async () => {
      if (!session) return;
      await saveRecording();
      await saveTyped();
      stopSpeaking();
      return adapter.pause(session.id);
    });
    if (paused) focus('carryOn');
  };

  const resume = async () => {
    const resumed = await run(async () => {
      if (!session) return;
      readQuestionAgain();
      return adapter.resume(session.id);
    });
    if (resumed) focus('question');
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
      focus('leftOut');
    }
  };

  const finish = async () => {
    const finished = await run(async () => {
      if (!session) return;
      await saveRecording();
      await saveTyped();
      stopSpeaking();
      setResult(await adapter.finish(session.id));
      return undefined;
    });
    if (finished) focus('result');
  };

  return {
    session,
    waiting,
    checked,
    result,
    question,
    paused,
    busy,
    problem,
    leftOut,
    askTyped,
    closeAskTyped: () => setAskTyped(null),
    answerAskTyped,
    refs,
    readAloud,
    setReadAloud,
    recorder,
    recording,
    saving,
    typedAnswer,
    begin,
    answerBySpeaking,
    stopAndSave,
    cancelTyping,
    keepTypedAnswer,
    moveOn,
    skip,
    pause,
    resume,
    leaveOut,
    finish,
  };
}

export type InterviewFlow = ReturnType<typeof useInterviewFlow>;
