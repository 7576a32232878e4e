import { BookOpen, Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { useBook } from '#client/features/studio/api/book.ts';
import { errorMessage } from '#client/lib/api-request.ts';
import { formatDay } from '#client/lib/format-day.ts';
import { useCurrentUser } from '#client/lib/get-current-user.ts';
import { BOOK_FORMAT_HINTS, BOOK_FORMAT_LABELS, type BookStatus } from '#shared/book.ts';
import { BookRelease } from '../chapter-release.tsx';
import { MakeBookDialog } from './make-book-dialog.tsx';

export const BOOK_HEADING_ID = 'book-heading';

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** How far the make is: its step in words and a bar, read out politely as it moves on. */
function MakingProgress({ making }: { making: NonNullable<BookStatus['making']> }) {
  const total = Math.max(making.total, 1);
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="font-semibold">
        {making.step}
      </p>
      <progress
        className="h-3 w-full accent-primary"
        max={total}
        value={making.done}
        aria-label="How far the book is"
        aria-valuetext={`${making.step} Step ${Math.min(making.done + 1, total)} of ${total}.`}
      />
      <p className="text-[0.95rem] text-muted">You can keep working; the book is made in the background.</p>
    </div>
  );
}

/**
 * The book of this memoir (issue 14): Make the Book, how far it is while it is made, a picture of its first
 * pages, and the downloads (the cover among them), kept until the next book replaces them.
 */
export function BookPanel({ projectId, projectTitle }: { projectId: string; projectTitle: string }) {
  const book = useBook(projectId);
  const { user } = useCurrentUser();
  const [dialogOpen, setDialogOpen] = useState(false);
  const makeButton = useRef<HTMLButtonElement>(null);
  const status = book.data;
  const wasMaking = useRef(false);
  const [justMade, setJustMade] = useState(false);

  // When a make the person watched finishes, say so (the downloads appear below the message).
  useEffect(() => {
    if (status?.making) wasMaking.current = true;
    else if (wasMaking.current && status) {
      wasMaking.current = false;
      setJustMade(!status.failure);
    }
  }, [status]);

  const suggested = status?.choices.storyteller
    ? status.choices
    : {
        storyteller: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
        dedication: '',
        recordingCodes: true,
        bleed: false,
      };

  return (
    <section aria-labelledby={BOOK_HEADING_ID} className="rounded-2xl border border-line bg-surface p-4">
      <h3 id={BOOK_HEADING_ID} className="mb-2 text-xl font-bold">
        The Book
      </h3>
      {book.isPending ? (
        <p className="text-muted">Loading the book…</p>
      ) : book.isError ? (
        <FormFailure
          message={errorMessage(book.error, 'The book could not be loaded. Please reload the page.')}
        />
      ) : (
        <div className="flex flex-col gap-4">
          {status?.making ? (
            <MakingProgress making={status.making} />
          ) : (
            <>
              {status?.failure ? <FormFailure message={status.failure} /> : null}
              {justMade ? (
                <p role="status" className="font-semibold text-success">
                  Your book is ready.
                </p>
              ) : null}
              {status && status.files.length === 0 && !status.failure ? (
                <p className="text-muted">
                  Make a book of “{projectTitle}”: a PDF to print, a large-print edition, an EPUB and a
                  keepsake that plays the recordings.
                </p>
              ) : null}
              <div>
                <Button
                  ref={makeButton}
                  onClick={() => {
                    // The chapters may have changed since the book was last asked about: which have no words is
                    // asked afresh, so the dialog says it as it is now.
                    void book.refetch();
                    setDialogOpen(true);
                  }}
                >
                  <BookOpen aria-hidden="true" />
                  {status && status.files.length > 0 ? 'Make the Book Again' : 'Make the Book'}
                </Button>
              </div>
            </>
          )}
          {status && status.files.length > 0 ? (
            <>
              <FinishedBook status={status} projectTitle={projectTitle} />
              <BookRelease projectId={projectId} projectTitle={projectTitle} />
            </>
          ) : null}
        </div>
      )}
      {dialogOpen && status ? (
        <MakeBookDialog
          projectId={projectId}
          open={dialogOpen}
          onOpenChange={(open) => {
            setDialogOpen(open);
            if (!open) setJustMade(false);
          }}
          suggested={suggested}
          emptyChapters={status.emptyChapters}
          uncheckedChapters={status.uncheckedChapters}
          publicAddress={status.publicAddress}
        />
      ) : null}
    </section>
  );
}

/** The finished book: when it was made, its first pages as pictures, and the downloads. */
function FinishedBook({ status, projectTitle }: { status: BookStatus; projectTitle: string }) {
  return (
    <div className="flex flex-col gap-4">
      {status.madeAt ? (
        <p className="text-[0.95rem] text-muted">
          Made on {formatDay(status.madeAt)} at {timeOf(status.madeAt)}.
        </p>
      ) : null}
      {status.preview.length > 0 ? (
        <ul aria-label="The first pages" className="grid grid-cols-2 gap-2">
          {status.preview.map((url, index) => (
            <li key={url}>
              <img
                src={url}
                alt={`Page ${index + 1} of “${projectTitle}”`}
                className="w-full rounded border border-line bg-white shadow-sm"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <ul aria-label="Download the book" className="flex flex-col gap-3">
        {status.files.map((file) => (
          <li key={file.format}>
            <a
              href={file.url}
              download
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-primary px-3 py-1.5 font-semibold text-primary hover:bg-accent focus-visible:outline-3 focus-visible:outline-offset-2"
            >
              <Download aria-hidden="true" className="size-5" />
              {BOOK_FORMAT_LABELS[file.format]}{' '}
              <span className="font-normal text-muted">({sizeOf(file.sizeBytes)})</span>
            </a>
            <p className="mt-1 text-[0.95rem] text-muted">{BOOK_FORMAT_HINTS[file.format]}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
