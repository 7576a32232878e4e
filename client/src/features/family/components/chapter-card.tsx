import { type ReactNode, useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';

/**
 * One chapter in a list of Shared with me, opened in place: its title, a line about it, and a button that
 * shows or hides what is inside. The inside is rendered only while open, so a closed chapter loads nothing.
 */
export function ChapterCard({
  title,
  headingLevel,
  details,
  openLabel,
  open,
  onToggle,
  testId,
  children,
}: {
  title: string;
  /** The card's heading sits one level below the list's. */
  headingLevel: 'h4' | 'h5';
  details: ReactNode;
  /** What the button says while the chapter is closed ("Read the chapter", "Work on the chapter"). */
  openLabel: string;
  open: boolean;
  onToggle: () => void;
  testId: string;
  children: ReactNode;
}) {
  const contentId = useId();
  const Heading = headingLevel;
  return (
    <li className="rounded-xl border border-line bg-surface p-4" data-testid={testId}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <Heading className="font-serif text-xl font-bold">{title}</Heading>
          <p className="text-[0.95rem] text-muted">{details}</p>
        </div>
        <Button variant="outline" aria-expanded={open} aria-controls={contentId} onClick={onToggle}>
          {open ? 'Close the chapter' : openLabel}
        </Button>
      </div>
      <div id={contentId} hidden={!open} className="mt-4">
        {open ? children : null}
      </div>
    </li>
  );
}
