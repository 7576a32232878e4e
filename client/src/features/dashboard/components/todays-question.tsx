import { MessageCircleQuestion, MessagesSquare, Mic, PenLine, Phone } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useWorkspace } from '#client/lib/workspace-context.tsx';
import { TODAYS_QUESTION_FALLBACK } from '#shared/dashboard.ts';
import { useNextChapterSuggestions } from '../api/generate-next-chapter.ts';

export const TODAYS_QUESTION_HEADING_ID = 'todays-question-heading';

const sectionStyles =
  'flex flex-col gap-4 rounded-2xl border-2 border-primary/50 bg-surface p-5 shadow-sm sm:p-6 lg:col-span-2';

function Heading() {
  return (
    <h2 id={TODAYS_QUESTION_HEADING_ID} className="flex items-center gap-3 text-2xl font-bold">
      <MessageCircleQuestion aria-hidden="true" className="size-7 text-primary" />
      Today's question
    </h2>
  );
}

/**
 * What Today's question says once a memory answers every idea Heirloom had (decision 206): that it is so, and
 * the two ways to go on, a memory of her own choosing or an interview in which Clio asks new questions.
 */
function EveryIdeaAnswered() {
  const { openDialog } = useWorkspace();
  return (
    <section aria-labelledby={TODAYS_QUESTION_HEADING_ID} className={sectionStyles}>
      <Heading />
      <p className="font-serif text-xl leading-relaxed sm:text-2xl" data-testid="todays-question">
        You have answered every question we suggested so far.
      </p>
      <p>
        Add another memory whenever one comes to mind, or start an interview and Clio will ask you new
        questions.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button size="lg" onClick={() => openDialog('add-memory')}>
          <PenLine aria-hidden="true" />
          Add another memory
        </Button>
        <Button size="lg" variant="outline" onClick={() => openDialog('interview')}>
          <MessagesSquare aria-hidden="true" />
          Start an Interview
        </Button>
      </div>
    </section>
  );
}

/**
 * The Dashboard's one obvious thing to do (issue 18): a single question from the gaps in the person's story (the
 * first idea for their next chapter: a person without a story, a stage of life or a moment still missing),
 * answered by writing, by recording, or in an interview. While the ideas load, or if they cannot be had, the
 * question everyone can answer is asked.
 */
export function TodaysQuestion({
  memoriesLoaded,
  memoriesFailed,
}: {
  memoriesLoaded: boolean;
  memoriesFailed: boolean;
}) {
  const { openDialog } = useWorkspace();
  const ideas = useNextChapterSuggestions(memoriesLoaded);
  const waiting = !memoriesFailed && (!memoriesLoaded || ideas.isPending);
  // Every idea has its memory (decision 206): say so, rather than asking a question that may be answered too.
  if (!waiting && ideas.data?.answeredAll) return <EveryIdeaAnswered />;
  const question = waiting ? null : (ideas.data?.suggestions[0]?.suggestion ?? TODAYS_QUESTION_FALLBACK);
  return (
    <section aria-labelledby={TODAYS_QUESTION_HEADING_ID} className={sectionStyles}>
      <Heading />
      {question ? (
        <p className="font-serif text-xl leading-relaxed sm:text-2xl" data-testid="todays-question">
          {question}
        </p>
      ) : (
        <p role="status" className="text-muted">
          Finding a question for you…
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button
          size="lg"
          disabled={!question}
          onClick={() => question && openDialog('add-memory', { question })}
        >
          <PenLine aria-hidden="true" />
          Write my answer
        </Button>
        <Button
          size="lg"
          variant="outline"
          disabled={!question}
          onClick={() => question && openDialog('record-memory', { question })}
        >
          <Mic aria-hidden="true" />
          Record my answer
        </Button>
        <Button
          size="lg"
          variant="outline"
          disabled={!question}
          onClick={() => question && openDialog('interview', { question })}
        >
          <Phone aria-hidden="true" />
          Answer in an interview
        </Button>
      </div>
    </section>
  );
}
