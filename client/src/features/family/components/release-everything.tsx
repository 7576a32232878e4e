import { Share2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  DayFields,
  type DayParts,
  emptyDayParts,
  isoDayFromParts,
  opensOnProblem,
} from '#client/components/release/day-fields.tsx';
import { ActionResult, type Result, result } from '#client/components/ui/action-result.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
} from '#client/components/ui/dialog.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import { opensOnLabel } from '#shared/family.ts';
import { useReleaseEverything } from '../api/release-everything.ts';
import { releaseHoldSentences, useReleaseHolds } from '../api/release-holds.ts';

/** "12 memories, chapters and books are now shared." in words, for what the server changed. */
export function releasedSentence(changed: number, opensOn: string | null) {
  if (changed === 0) return 'Everything you have so far was already shared (or left out).';
  const what = changed === 1 ? '1 memory, chapter or book' : `${changed} memories, chapters and books`;
  if (opensOn) {
    const label = opensOnLabel(opensOn);
    return `${what} ${changed === 1 ? label : label.replace(/^opens/, 'open')} for your family.`;
  }
  return `${what} ${changed === 1 ? 'is' : 'are'} now shared.`;
}

/**
 * "Release everything so far": every memory, chapter and book the storyteller has now, except what they left
 * out, at once or from a later day. Asked first, answered in words.
 */
export function ReleaseEverything() {
  const [open, setOpen] = useState(false);
  const [later, setLater] = useState(false);
  const [parts, setParts] = useState<DayParts>(emptyDayParts);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Result>();
  const release = useReleaseEverything();
  const holds = useReleaseHolds(open);
  const heldBack = holds ? releaseHoldSentences(holds) : [];
  const id = useId();

  const close = (next: boolean) => {
    if (!next) {
      setLater(false);
      setParts(emptyDayParts);
      setProblem(null);
      setFailure(null);
    }
    setOpen(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    let opensOn: string | null = null;
    if (later) {
      const found = opensOnProblem(parts);
      setProblem(found);
      if (found) {
        document.getElementById(`${id}-day`)?.focus();
        return;
      }
      opensOn = isoDayFromParts(parts);
    }
    setFailure(null);
    release.mutate(opensOn, {
      onSuccess: ({ changed }) => {
        close(false);
        setOutcome(result('success', releasedSentence(changed, opensOn)));
      },
      onError: (error) =>
        setFailure(errorMessage(error, 'Your stories could not be shared just now. Please try again.')),
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="text-xl font-bold">
        Share what you have so far
      </h3>
      <p className="text-muted">
        Everything stays private until you share it. You can share memories one by one in My Memories, or
        everything you have told so far at once.
      </p>
      <div>
        <Button variant="outline" onClick={() => setOpen(true)}>
          <Share2 aria-hidden="true" />
          Release everything so far
        </Button>
      </div>
      <ActionResult value={outcome} />
      <Dialog open={open} onOpenChange={close}>
        <DialogContent className="max-w-lg">
          <DialogHeader
            title="Share everything so far?"
            description="Your family will see every memory, chapter and book you have now, except those you left out. What you add later stays private until you share it."
          />
          {heldBack.length > 0 ? (
            // What waits is said before sharing, so nothing leaves unchecked without a word (decision 811).
            <section
              aria-labelledby={`${id}-held`}
              className="rounded-lg border-2 border-primary/50 bg-accent/40 p-4"
            >
              <h4 id={`${id}-held`} className="font-semibold">
                Not shared in full yet
              </h4>
              <ul className="mt-2 flex list-disc flex-col gap-2 pl-5">
                {heldBack.map((sentence) => (
                  <li key={sentence}>{sentence}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
            <label className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                checked={later}
                onChange={(event) => setLater(event.target.checked)}
                className="size-5 accent-primary"
              />
              Open on a later date
            </label>
            {later ? (
              <DayFields
                id={`${id}-day`}
                legend="Open on"
                value={parts}
                onChange={(next) => {
                  setParts(next);
                  if (problem) setProblem(opensOnProblem(next));
                }}
                problem={problem}
              />
            ) : null}
            <FormFailure message={failure} />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={release.isPending}>
                {release.isPending ? 'Sharing…' : later ? 'Share from this day' : 'Share everything now'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
