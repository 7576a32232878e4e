/**
 * The question a memory answers (a next-chapter idea, Today's question), shown at the top of the dialog so the
 * person does not have to hold it in mind while they write or speak.
 */
export function QuestionBeingAnswered({ question }: { question?: string | undefined }) {
  if (!question) return null;
  return (
    <div
      className="rounded-xl border-l-4 border-primary bg-accent/50 px-4 py-3"
      data-testid="question-being-answered"
    >
      <p className="font-semibold">The question you are answering</p>
      <p className="mt-1 font-serif text-lg">{question}</p>
    </div>
  );
}
