import { Download } from 'lucide-react';
import { useFormatDay } from '#client/lib/format-day.ts';
import { BOOK_FORMAT_HINTS, BOOK_FORMAT_LABELS, BOOK_FORMATS, type BookFormat } from '#shared/book.ts';
import type { SharedStories } from '#shared/family.ts';
import { sharedBookFileUrl } from '#shared/family-api.ts';
import { SharedListSection } from './shared-list-section.tsx';

const isBookFormat = (format: string): format is BookFormat =>
  (BOOK_FORMATS as readonly string[]).includes(format);

/** The released books, each with its downloads. */
export function SharedBooks({ ownerId, books }: { ownerId: string; books: SharedStories['books'] }) {
  const formatDay = useFormatDay();
  return (
    <SharedListSection heading="Books">
      {books.map((book) => (
        <li key={book.projectId} className="rounded-xl border border-line bg-surface p-4">
          <h4 className="font-serif text-xl font-bold">{book.projectTitle}</h4>
          <p className="text-[0.95rem] text-muted">Made on {formatDay(book.madeAt)}</p>
          <ul aria-label={`Download “${book.projectTitle}”`} className="mt-3 flex flex-col gap-3">
            {book.formats.filter(isBookFormat).map((format) => (
              <li key={format}>
                <a
                  href={sharedBookFileUrl(ownerId, book.projectId, format)}
                  download
                  className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-primary px-3 py-1.5 font-semibold text-primary hover:bg-accent focus-visible:outline-3 focus-visible:outline-offset-2"
                >
                  <Download aria-hidden="true" className="size-5" />
                  {BOOK_FORMAT_LABELS[format]}
                </a>
                <p className="mt-1 text-[0.95rem] text-muted">{BOOK_FORMAT_HINTS[format]}</p>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </SharedListSection>
  );
}
