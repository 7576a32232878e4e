import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Label, Textarea } from '#client/components/ui/input.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import { askQuestionSchema, FAMILY_QUESTION_MAX } from '#shared/family.ts';
import { useAskQuestion } from '../api/ask-question.ts';

/** "Ask Rose a question": it lands on her Dashboard, and her answer appears here once she shares it. */
export function AskQuestionForm({ ownerId, ownerFirstName }: { ownerId: string; ownerFirstName: string }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const ask = useAskQuestion();
  const id = useId();

  const refuse = (sentence: string) => {
    setProblem(sentence);
    document.getElementById(id)?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = askQuestionSchema.safeParse({ text });
    if (!parsed.success) {
      refuse(parsed.error.issues[0]?.message ?? 'Please write your question.');
      return;
    }
    setSent(false);
    ask.mutate(
      { ownerId, text: parsed.data.text },
      {
        onSuccess: () => {
          setText('');
          setSent(true);
        },
        onError: (error) => refuse(errorMessage(error, 'Your question could not be sent. Please try again.')),
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex max-w-2xl flex-col gap-3">
      <h3 id={`${id}-title`} className="text-xl font-bold">
        Ask {ownerFirstName} a question
      </h3>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <div>
          <Label htmlFor={id}>Your question</Label>
          <p id={`${id}-hint`} className="mb-2 text-muted">
            It appears on {ownerFirstName}'s Dashboard. You will see the answer here once {ownerFirstName}{' '}
            shares it.
          </p>
          <Textarea
            id={id}
            rows={3}
            maxLength={FAMILY_QUESTION_MAX}
            value={text}
            placeholder="For example: What was your first job like?"
            onChange={(event) => {
              setText(event.target.value);
              if (problem) setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
          />
          {problem ? (
            <p id={`${id}-error`} className="mt-1.5 font-semibold text-destructive">
              {problem}
            </p>
          ) : null}
        </div>
        <div>
          <Button type="submit" disabled={ask.isPending}>
            {ask.isPending ? 'Sending…' : 'Send my question'}
          </Button>
        </div>
        {sent ? (
          <p role="status" className="font-semibold">
            Your question was sent to {ownerFirstName}.
          </p>
        ) : null}
      </form>
    </section>
  );
}
