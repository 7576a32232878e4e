import type { InterviewSession } from '#shared/interview-sessions.ts';

/** The answers given so far, each under its question; a spoken one says whether its words are written down yet. */
export function InterviewAnswersSoFar({ answers }: { answers: InterviewSession['answers'] }) {
  if (answers.length === 0) return null;
  return (
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
  );
}
