import { MessagesSquare, PenLine } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-request.ts';
import { useFormatDay } from '#client/lib/format-day.ts';
import { useWorkspace } from '#client/lib/workspace-context.tsx';
import type { FamilyQuestion } from '#shared/family.ts';
import { useAnswerFamilyQuestion } from '../api/answer-family-question.ts';
import { useDismissFamilyQuestion } from '../api/dismiss-family-question.ts';
import { useFamilyQuestions } from '../api/family-questions.ts';
import { DashboardPanel } from './dashboard-panel.tsx';

/** The first name of the asker, for the sentences around their question. */
const firstNameOf = (name: string) => (name.includes('@') ? name : (name.trim().split(/\s+/)[0] ?? name));

function QuestionItem({ question }: { question: FamilyQuestion }) {
  const formatDay = useFormatDay();
  const { openDialog } = useWorkspace();
  const answer = useAnswerFamilyQuestion();
  const dismiss = useDismissFamilyQuestion();
  const asker = firstNameOf(question.askerName);

  const onAnswer = () =>
    openDialog('add-memory', {
      question: question.text,
      onSaved: (memoryId) =>
        answer.mutate(
          { id: question.id, memory: { kind: 'fragment', id: memoryId } },
          {
            onSuccess: () =>
              toast({
                title: 'Your answer is kept',
                description: `${asker} will see it once you share this memory with your family.`,
                variant: 'success',
              }),
            onError: (error) =>
              toast({
                title: 'Your memory is saved',
                description: errorMessage(
                  error,
                  `It could not be marked as the answer to ${asker}'s question. Please try again later.`,
                ),
                variant: 'destructive',
              }),
          },
        ),
    });

  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-line bg-background p-4"
      data-testid="family-question"
    >
      <div>
        <p className="font-semibold">{question.askerName} asks:</p>
        <p className="mt-1 font-serif text-xl leading-relaxed">{question.text}</p>
        <p className="mt-1 text-[0.95rem] text-muted">Asked {formatDay(question.askedAt)}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={onAnswer} aria-label={`Answer ${asker}'s question`}>
          <PenLine aria-hidden="true" />
          Answer
        </Button>
        <Button
          variant="outline"
          disabled={dismiss.isPending}
          aria-label={`Not now: put ${asker}'s question away`}
          onClick={() =>
            dismiss.mutate(question.id, {
              onError: (error) =>
                toast({
                  title: 'Not changed',
                  description: errorMessage(error, 'The question could not be put away. Please try again.'),
                  variant: 'destructive',
                }),
            })
          }
        >
          Not now
        </Button>
      </div>
    </li>
  );
}

/** "Questions from your family" (issue 15): each with who asked, Answer and Not now. None: no panel. */
export function FamilyQuestionsPanel() {
  const questions = useFamilyQuestions();
  const open = (questions.data ?? []).filter((question) => question.answeredBy === null);
  if (open.length === 0) return null;
  return (
    <DashboardPanel title="Questions from your family" icon={<MessagesSquare />} className="lg:col-span-2">
      <ul className="flex flex-col gap-3">
        {open.map((question) => (
          <QuestionItem key={question.id} question={question} />
        ))}
      </ul>
    </DashboardPanel>
  );
}
