import { useState } from 'react';
import { QueryState } from '#client/components/query-state.tsx';
import type { SharedStories } from '#shared/family.ts';
import { useSharedChapter } from '../api/shared-chapter.ts';
import { ChapterCard } from './chapter-card.tsx';
import { SharedListSection } from './shared-list-section.tsx';

type ChapterSummary = SharedStories['chapters'][number];

function SharedChapterItem({ ownerId, chapter }: { ownerId: string; chapter: ChapterSummary }) {
  const [open, setOpen] = useState(false);
  const content = useSharedChapter(ownerId, chapter.id, open);
  return (
    <ChapterCard
      title={chapter.title}
      headingLevel="h4"
      details={<>From “{chapter.projectTitle}”</>}
      openLabel="Read the chapter"
      open={open}
      onToggle={() => setOpen((value) => !value)}
      testId="shared-chapter"
    >
      {!content.isSuccess ? (
        <QueryState
          query={content}
          loading="Opening the chapter…"
          failed="The chapter could not be opened. Please try again."
        />
      ) : content.data.paragraphs.length === 0 ? (
        <p className="text-muted">Nothing is written in this chapter yet.</p>
      ) : (
        <div className="flex max-w-prose flex-col gap-3 font-serif text-lg leading-relaxed">
          {content.data.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph.text}</p>
          ))}
        </div>
      )}
    </ChapterCard>
  );
}

/** The released chapters, each opened in place to read. */
export function SharedChapters({ ownerId, chapters }: { ownerId: string; chapters: ChapterSummary[] }) {
  return (
    <SharedListSection heading="Chapters">
      {chapters.map((chapter) => (
        <SharedChapterItem key={chapter.id} ownerId={ownerId} chapter={chapter} />
      ))}
    </SharedListSection>
  );
}
