import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { Label, Textarea } from '#client/components/ui/input.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import { type ChooseCleanCopy, type CleanCopyReview, chooseCleanCopySchema } from '#shared/clean-copy-api.ts';
import { firstNameOf } from '#shared/family-words.ts';
import type { MemoryRef } from '#shared/manuscript.ts';
import { CleanCopyPieces } from './clean-copy-pieces.tsx';
import { currentOfStale, useChooseCleanCopy, useCleanCopy } from './use-clean-copy.ts';

export const CLEAN_COPY_EXPLAINED =
  'For the book, Heirloom has made a tidy copy of your words. It takes out words like “um” and “you know”, and adds capital letters and full stops. Your own words are always kept as they are. You choose which the book uses.';

/** The storyteller and her editor may both choose (decision 1528): a choice made from an older copy is refused. */
const STALE_WORDS =
  'A choice was made for this memory in another window or by someone else, or its words changed. Here is the newest clean copy: please choose again.';

/**
 * The storyteller whose memory an editor of her circle reviews (decision 1528): her id for the requests, and
 * her first name for the words, which speak of her ("Rose's words") where her own review says "your words".
 */
export interface ReviewedFor {
  ownerId: string;
  firstName: string;
}

/** The review's words, for the storyteller herself or for her editor. */
function wordsFor(review: CleanCopyReview, storyteller: string | undefined) {
  const hers = storyteller ? `${storyteller}'s` : 'your';
  const checker = review.checkedBy;
  // Whose edit it is: the reader's own, a named person's, or (a choice brought in by an archive) not known.
  const editOf =
    checker?.isYou || (!checker && !storyteller)
      ? 'your edit'
      : checker
        ? `${firstNameOf(checker.name)}'s edit`
        : 'an edit';
  const choice: Record<CleanCopyReview['choice'], string> = {
    unreviewed: 'The book will use the clean copy. Nobody has checked it yet.',
    accepted: 'The book will use the clean copy.',
    edited: `The book will use ${editOf} of the clean copy.`,
    'own-words': `The book will use ${hers} exact words.`,
  };
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return {
    choice: choice[review.choice],
    explained: storyteller
      ? `For the book, Heirloom has made a tidy copy of ${hers} words. It takes out words like “um” and “you know”, and adds capital letters and full stops. ${capital(hers)} own words are always kept as they are. You choose which the book uses, as ${storyteller} can.`
      : CLEAN_COPY_EXPLAINED,
    wordsChanged: storyteller
      ? `${capital(hers)} words changed after they were checked, so this is a new clean copy. Please look at it again.`
      : 'Your words changed after you chose, so this is a new clean copy. Please look at it again.',
    ownWords: `${capital(hers)} words`,
    keep: storyteller ? `Keep ${hers} exact words` : 'Keep my exact words',
    editUsed: editOf === 'an edit' ? 'The edit used for the book' : `${capital(editOf)}, used for the book`,
    checkedBy: checker && !checker.isYou ? `Checked by ${firstNameOf(checker.name)}.` : null,
  };
}

/**
 * Her words and the clean copy for the book, side by side on a wide screen and one above the other on a phone,
 * with what was taken out and what was changed marked; she uses the clean copy, edits it, or keeps her exact
 * words (issue 32, docs/decisions/909).
 */
export function CleanCopyReviewPanel({
  memory,
  headingLevel = 3,
  reviewedFor,
}: {
  memory: MemoryRef;
  headingLevel?: 3 | 4 | 5;
  /** Set when an editor reviews the storyteller's memory through Shared with me. */
  reviewedFor?: ReviewedFor;
}) {
  const query = useCleanCopy(memory, reviewedFor);
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
  return <Review memory={memory} review={query.data} headingLevel={headingLevel} reviewedFor={reviewedFor} />;
}

const HEADINGS = { 3: 'h3', 4: 'h4', 5: 'h5' } as const;

function Review({
  memory,
  review,
  headingLevel,
  reviewedFor,
}: {
  memory: MemoryRef;
  review: CleanCopyReview;
  headingLevel: 3 | 4 | 5;
  reviewedFor: ReviewedFor | undefined;
}) {
  const choose = useChooseCleanCopy(memory, reviewedFor);
  const words = wordsFor(review, reviewedFor?.firstName);
  const [editing, setEditing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  /** Set when the edit box closes: focus goes back to the button once it is on the page again. */
  const returnFocus = useRef(false);
  const editorId = useId();
  const Heading = HEADINGS[headingLevel];

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
      <p className="text-muted">{words.explained}</p>
      {review.wordsChanged ? (
        <p className="rounded-lg border border-line bg-accent p-3 font-semibold">{words.wordsChanged}</p>
      ) : null}
      <p role="status" className="font-semibold" data-testid="clean-copy-choice">
        {words.choice}
      </p>
      {words.checkedBy ? <p data-testid="clean-copy-checked-by">{words.checkedBy}</p> : null}
      <div className="grid gap-3 md:grid-cols-2">
        <div className="rounded-lg border border-line bg-background p-4">
          <Heading className="mb-2 font-semibold">{words.ownWords}</Heading>
          <CleanCopyPieces pieces={review.pieces} side="ownWords" label={words.ownWords} />
        </div>
        <div className="rounded-lg border border-line bg-background p-4">
          <Heading className="mb-2 font-semibold">Clean copy for the book</Heading>
          <CleanCopyPieces pieces={review.pieces} side="clean" label="Clean copy for the book" />
        </div>
      </div>
      {review.choice === 'edited' && review.edited !== null && editing === null ? (
        <div className="rounded-lg border-2 border-primary bg-background p-4">
          <Heading className="mb-2 font-semibold">{words.editUsed}</Heading>
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
              {words.keep}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
