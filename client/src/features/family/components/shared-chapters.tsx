import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import type { SharedStories } from '#shared/family.ts';
import { useSharedChapter } from '../api/shared-chapter.ts';

type ChapterSummary = SharedStories['chapters'][number];

function SharedChapterItem({ ownerId, chapter }: { ownerId: string; chapter: ChapterSummary }) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const content = useSharedChapter(ownerId, chapter.id, open);
  return (
    <li className="rounded-xl border border-line bg-surface p-4" data-testid="shared-chapter">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h4 className="font-serif text-xl font-bold">{chapter.title}</h4>
          <p className="text-[0.95rem] text-muted">From “{chapter.projectTitle}”</p>
        </div>
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Close the chapter' : 'Read the chapter'}
        </Button>
      </div>
      <div id={contentId} hidden={!open} className="mt-4">
        {open ? (
          content.isPending ? (
            <p role="status" className="text-muted">
              Opening the chapter…
            </p>
          ) : content.isError ? (
            <p role="alert" className="font-semibold text-destructive">
              {errorMessage(content.error, 'The chapter could not be opened. Please try again.')}
            </p>
          ) : content.data.paragraphs.length === 0 ? (
            <p className="text-muted">Nothing is written in this chapter yet.</p>
          ) : (
            <div className="flex max-w-prose flex-col gap-3 font-serif text-lg leading-relaxed">
              {content.data.paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph.text}</p>
              ))}
            </div>
          )
        ) : null}
      </div>
    </li>
  );
}

/** The released chapters, each opened in place to read. */
export function SharedChapters({ ownerId, chapters }: { ownerId: string; chapters: ChapterSummary[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-xl font-bold">
        Chapters
      </h3>
      <ul className="flex flex-col gap-3">
        {chapters.map((chapter) => (
          <SharedChapterItem key={chapter.id} ownerId={ownerId} chapter={chapter} />
        ))}
      </ul>
    </section>
  );
}
