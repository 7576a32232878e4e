import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { ApiError, errorMessage } from '#client/lib/api-request.ts';
import type { InterviewAnswer } from '#shared/interviews.ts';
import { useCheckAnswerWords } from '../api/interviews.ts';

export const UNCHECKED_ANSWER_LABEL = 'Words not checked yet';

/** Said when the check did not reach Heirloom (no connection), instead of the browser's own words. */
export const CHECK_NOT_SAVED = 'Your check could not be saved. Please check your connection and try again.';

/**
 * A spoken answer's words were written down automatically (issue 31): until the storyteller confirms them, the
 * family hears the answer but does not read it, and no when, where or who is taken from it (decision 811).
 */
export function AnswerWordsCheck({
  interviewId,
  answer,
  questionId,
}: {
  interviewId: string;
  answer: InterviewAnswer;
  /** The element naming the question, so each button says which answer it checks. */
  questionId: string;
}) {
  const check = useCheckAnswerWords();
  const [checked, setChecked] = useState(answer.wordsChecked);
  const [failure, setFailure] = useState<string | null>(null);
  if (answer.status !== 'ready' || !answer.text) return null;
  if (checked)
    return check.isSuccess ? (
      <p role="status" className="mt-2 flex items-center gap-2 font-semibold text-success">
        <CheckCircle2 aria-hidden="true" className="size-5" />
        Thank you. These words are checked, and your family can now read them once you share this interview.
      </p>
    ) : null;
  return (
    <div className="mt-3 flex flex-col gap-2 rounded-lg border-2 border-primary/50 bg-accent/40 p-3">
      <p className="font-semibold">{UNCHECKED_ANSWER_LABEL}</p>
      <p>
        These words were written down automatically from the recording, and machines sometimes mishear. Please
        read them, or listen again. Until you confirm them, your family hears this answer but does not read
        it, and no when, where or who is taken from it.
      </p>
      <Button
        className="self-start"
        aria-describedby={questionId}
        disabled={check.isPending}
        onClick={() => {
          setFailure(null);
          check.mutate(
            { interviewId, answerId: answer.id },
            {
              onSuccess: () => setChecked(true),
              onError: (error) =>
                setFailure(
                  error instanceof ApiError ? errorMessage(error, CHECK_NOT_SAVED) : CHECK_NOT_SAVED,
                ),
            },
          );
        }}
      >
        {check.isPending ? 'Saving…' : 'I have checked these words'}
      </Button>
      <FormFailure message={failure} />
    </div>
  );
}
