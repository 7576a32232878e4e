import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import { askQuestionSchema, FAMILY_QUESTION_MAX } from '#shared/family.ts';
import { useAskQuestion } from '../api/ask-question.ts';
import { OwnWordsField, useOwnWords } from './own-words-field.tsx';

/** "Ask Rose a question": it lands on her Dashboard, and her answer appears here once she shares it. */
export function AskQuestionForm({ ownerId, ownerFirstName }: { ownerId: string; ownerFirstName: string }) {
  const words = useOwnWords(`family-question:${ownerId}`);
  const { id, text, setText, refuse } = words;
  const [sent, setSent] = useState(false);
  const ask = useAskQuestion();
  const sentRef = useRef<HTMLParagraphElement>(null);

  // The button is disabled while sending, which drops focus; it goes to the words that say the question went.
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

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
        <OwnWordsField
          words={words}
          label="Your question"
          hint={
            <>
              It appears on {ownerFirstName}'s Dashboard. You will see the answer here once {ownerFirstName}{' '}
              shares it.
            </>
          }
          rows={3}
          maxLength={FAMILY_QUESTION_MAX}
          placeholder="For example: What was your first job like?"
        />
        <div>
          <Button type="submit" disabled={ask.isPending}>
            {ask.isPending ? 'Sending…' : 'Send my question'}
          </Button>
        </div>
        {sent ? (
          <p
            ref={sentRef}
            tabIndex={-1}
            role="status"
            className="font-semibold focus-visible:outline-offset-4"
          >
            Your question was sent to {ownerFirstName}.
          </p>
        ) : null}
      </form>
    </section>
  );
}
