import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { Label, Textarea } from '#client/components/ui/input.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import { type ChooseCleanCopy, type CleanCopyReview, chooseCleanCopySchema } from '#shared/clean-copy-api.ts';
import type { MemoryRef } from '#shared/manuscript.ts';
import { CleanCopyPieces } from './clean-copy-pieces.tsx';
import { currentOfStale, useChooseCleanCopy, useCleanCopy } from './use-clean-copy.ts';

/** What the book uses, in her words (read out when it changes). */
const CHOICE_WORDS: Record<CleanCopyReview['choice'], string> = {
  unreviewed: 'The book will use the clean copy. Nobody has checked it yet.',
  accepted: 'The book will use the clean copy.',
  edited: 'The book will use your edit of the clean copy.',
  'own-words': 'The book will use your exact words.',
};

export const CLEAN_COPY_EXPLAINED =
  'For the book, Heirloom has made a tidy copy of your words. It takes out words like “um” and “you know”, and adds capital letters and full stops. Your own words are always kept as they are. You choose which the book uses.';

const STALE_WORDS =
  'This memory was changed in another window, or its words changed. Here is the newest clean copy: please choose again.';

/**
 * Her words and the clean copy for the book, side by side on a wide screen and one above the other on a phone,
 * with what was taken out and what was changed marked; she uses the clean copy, edits it, or keeps her exact
 * words (issue 32, docs/decisions/909).
 */
export function CleanCopyReviewPanel({
  memory,
  headingLevel = 3,
}: {
  memory: MemoryRef;
  headingLevel?: 3 | 4;
}) {
  const query = useCleanCopy(memory);
  if (query.isPending) return <p className="text-muted">Making the clean copy…</p>;
  if (query.isError)
    return (
      <div className="flex flex-col items-start gap-2">
        <FormFailure message={errorMessage(query.error, 'The clean copy could not be shown just now.')} />
        <Button variant="outline" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  return <Review memory={memory} review={query.data} headingLevel={headingLevel} />;
}

function Review({
  memory,
  review,
  headingLevel,
}: {
  memory: MemoryRef;
  review: CleanCopyReview;
  headingLevel: 3 | 4;
}) {
  const choose = useChooseCleanCopy(memory);
  const [editing, setEditing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  /** Set when the edit box closes: focus goes back to the button once it is on the page again. */
  const returnFocus = useRef(false);
  const editorId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';

  const send = (body: ChooseCleanCopy, after?: () => void) => {
    // The buttons stay enabled while a choice is saved, so focus stays on the one she pressed; a second press
    // waits for the first.
    if (choose.isPending) return;
    setFailure(null);
    const parsed = chooseCleanCopySchema.safeParse(body);
    if (!parsed.success) {
      setFailure(parsed.error.issues[0]?.message ?? 'Please check the words.');
      document.getElementById(editorId)?.focus();
      return;
    }
    choose.mutate(parsed.data, {
      onSuccess: after,
      onError: (error) => {
        setFailure(
          currentOfStale(error) ? STALE_WORDS : errorMessage(error, 'Your choice could not be saved.'),
        );
      },
    });
  };

  const stopEditing = () => {
    returnFocus.current = true;
    setEditing(null);
  };

  // The box goes away: focus goes back to the button that opened it, after the render that brings the button
  // back (a frame's timer can come before that render and find no button).
  useEffect(() => {
    if (editing !== null || !returnFocus.current || !editButton.current) return;
    returnFocus.current = false;
    editButton.current.focus();
  });

  return (
    <div className="flex flex-col gap-3" data-testid="clean-copy-review">
      <p className="text-muted">{CLEAN_COPY_EXPLAINED}</p>
      {review.wordsChanged ? (
        <p className="rounded-lg border border-line bg-accent p-3 font-semibold">
          Your words changed after you chose, so this is a new clean copy. Please look at it again.
        </p>
      ) : null}
      <p role="status" className="font-semibold" data-testid="clean-copy-choice">
        {CHOICE_WORDS[review.choice]}
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        <div className="rounded-lg border border-line bg-background p-4">
          <Heading className="mb-2 font-semibold">Your words</Heading>
          <CleanCopyPieces pieces={review.pieces} side="ownWords" label="Your words" />
        </div>
        <div className="rounded-lg border border-line bg-background p-4">
          <Heading className="mb-2 font-semibold">Clean copy for the book</Heading>
          <CleanCopyPieces pieces={review.pieces} side="clean" label="Clean copy for the book" />
        </div>
      </div>
      {review.choice === 'edited' && review.edited !== null && editing === null ? (
        <div className="rounded-lg border-2 border-primary bg-background p-4">
          <Heading className="mb-2 font-semibold">Your edit, used for the book</Heading>
          <p className="whitespace-pre-wrap" data-testid="clean-copy-edit">
            {review.edited}
          </p>
        </div>
      ) : null}
      {editing !== null ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            send({ choice: 'edited', text: editing, version: review.version }, stopEditing);
          }}
        >
          <Label htmlFor={editorId}>
            Change the clean copy as you like. The book will use your words here.
          </Label>
          <Textarea
            id={editorId}
            value={editing}
            rows={8}
            onChange={(event) => setEditing(event.target.value)}
            autoFocus
          />
          <FormFailure message={failure} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" aria-disabled={choose.isPending}>
              Save my edit
            </Button>
            <Button variant="outline" onClick={stopEditing}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <>
          <FormFailure message={failure} />
          <div className="flex flex-wrap gap-2">
            <Button
              aria-disabled={choose.isPending}
              onClick={() => send({ choice: 'accepted', version: review.version })}
            >
              Use the clean copy
            </Button>
            <Button
              ref={editButton}
              variant="outline"
              aria-disabled={choose.isPending}
              onClick={() => {
                setFailure(null);
                setEditing(review.edited ?? review.cleanCopy);
              }}
            >
              Edit the clean copy
            </Button>
            <Button
              variant="outline"
              aria-disabled={choose.isPending}
              onClick={() => send({ choice: 'own-words', version: review.version })}
            >
              Keep my exact words
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
