import { useState } from 'react';
import { useAccountDraftKey, useLocalDraft } from '#client/lib/use-local-draft.ts';
import { typedAnswerSchema } from '#shared/interview-sessions.ts';

const emptyBox = 'Please type your answer in the box first.';

/**
 * The typed answer to the question on screen: whether its box is open, its words, and why Save my answer was
 * refused (an empty box, shown under the box: decision 813). Words typed for a question are kept on this device
 * until saved (decision 812); back at the same question after a reload, the box opens with them.
 */
export function useTypedAnswer(sessionId: string | null, questionKey: string | null) {
  const [typing, setTyping] = useState(false);
  const [typed, setTyped] = useState('');
  const draft = useLocalDraft(
    useAccountDraftKey(sessionId && questionKey ? `interview-answer:${sessionId}:${questionKey}` : null),
    { answer: typed },
    (kept) => {
      setTyped(kept.answer ?? '');
      if (kept.answer?.trim()) setTyping(true);
    },
  );
  const [problem, setProblem] = useState<string | null>(null);

  return {
    typing,
    typed,
    draft,
    problem,
    /** The box is open with words in it: moving on would keep or lose them. */
    hasWords: typing && typed.trim() !== '',
    open: () => setTyping(true),
    /** The box is put away and its words let go. */
    close: () => {
      setTyped('');
      setTyping(false);
    },
    change: (words: string) => {
      setTyped(words);
      setProblem(null);
    },
    /** Whether the words may be saved; if not, says why under the box. */
    check: () => {
      const parsed = typedAnswerSchema.safeParse({ text: typed });
      if (parsed.success) {
        setProblem(null);
        return true;
      }
      setProblem(typed.trim() === '' ? emptyBox : (parsed.error.issues[0]?.message ?? emptyBox));
      return false;
    },
  };
}

export type TypedAnswer = ReturnType<typeof useTypedAnswer>;
