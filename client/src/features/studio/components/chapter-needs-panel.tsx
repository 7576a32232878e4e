import { CircleCheck, CircleDashed } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import { CHAPTER_NEED_LABELS } from '#shared/chapter-needs.ts';
import { useChapterNeeds } from '../api/chapter-needs.ts';

/**
 * "What this chapter still needs": the six things a chapter is better for having, each marked done or still
 * needed in words and with an icon (never by colour alone), and the questions that would fill the rest
 * (docs/decisions/905).
 */
export function ChapterNeedsPanel({ projectId, chapterId }: { projectId: string; chapterId: string }) {
  const needs = useChapterNeeds(projectId, chapterId);
  const done = needs.data?.items.filter((need) => need.met).length ?? 0;

  return (
    <section
      aria-labelledby="chapter-needs-heading"
      className="rounded-2xl border border-line bg-surface p-4"
    >
      <h3 id="chapter-needs-heading" className="mb-2 text-xl font-bold">
        What this chapter still needs
      </h3>
      {needs.isPending ? (
        <p className="text-muted">Looking at the memories…</p>
      ) : needs.isError ? (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="text-destructive">
            {errorMessage(needs.error, 'The checklist could not be loaded. Please try again.')}
          </p>
          <Button size="sm" variant="outline" onClick={() => void needs.refetch()}>
            Try again
          </Button>
        </div>
      ) : needs.data.memories === 0 ? (
        <p className="text-muted">
          No memories in this chapter yet, so there is nothing to check. Add memories to see what it has and
          what it still needs.
        </p>
      ) : (
        <>
          <p aria-live="polite" className="mb-3 font-semibold">
            {done === needs.data.items.length
              ? 'This chapter has all six. It is ready to draft.'
              : `${done} of ${needs.data.items.length} done.`}
          </p>
          <ul aria-label="Checklist for this chapter" className="flex flex-col gap-3">
            {needs.data.items.map((need) => (
              <li key={need.item} className="flex items-start gap-2">
                {need.met ? (
                  <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" />
                ) : (
                  <CircleDashed aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted" />
                )}
                <div className="min-w-0">
                  <p className="break-words">
                    <span className="font-semibold">{CHAPTER_NEED_LABELS[need.item]}</span>
                    {' — '}
                    <span className={need.met ? 'text-success' : 'text-primary'}>
                      {need.met ? 'Done' : 'Still needed'}
                    </span>
                  </p>
                  <p className="text-[0.95rem] break-words text-muted">{need.reason}</p>
                </div>
              </li>
            ))}
          </ul>
          {needs.data.questions.length > 0 ? (
            <>
              <h4 className="mt-4 mb-1 text-lg font-bold">Questions to answer next</h4>
              <ul aria-label="Questions to answer next" className="flex list-disc flex-col gap-1 pl-6">
                {needs.data.questions.map((question) => (
                  <li key={question.item} className="break-words">
                    {question.question}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
