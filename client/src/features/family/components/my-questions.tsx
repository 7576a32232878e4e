import { useId } from 'react';
import { useFormatDay } from '#client/lib/format-day.ts';
import type { SharedStories } from '#shared/family.ts';

/** "Your questions": what the signed-in person asked, and each answer once the storyteller shares it. */
export function MyQuestions({
  questions,
  ownerFirstName,
}: {
  questions: SharedStories['questions'];
  ownerFirstName: string;
}) {
  const formatDay = useFormatDay();
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex max-w-2xl flex-col gap-3">
      <h3 id={id} className="text-xl font-bold">
        Your questions
      </h3>
      <ul className="flex flex-col gap-3">
        {questions.map((question) => (
          <li
            key={question.id}
            className="rounded-xl border border-line bg-surface p-4"
            data-testid="my-question"
          >
            <p className="font-serif text-lg">{question.text}</p>
            <p className="text-[0.95rem] text-muted">Asked {formatDay(question.askedAt)}</p>
            {question.answer ? (
              <div className="mt-3 rounded-lg border-l-4 border-primary bg-accent/40 px-4 py-3">
                <p className="font-semibold">
                  {ownerFirstName}'s answer: {question.answer.name}
                </p>
                <p className="mt-1 whitespace-pre-wrap">{question.answer.text}</p>
              </div>
            ) : (
              <p className="mt-2">Not answered yet.</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
