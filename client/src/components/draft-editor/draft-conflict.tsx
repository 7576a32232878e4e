import { TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';

/**
 * Another window saved this chapter after this one loaded it. Nothing is overwritten and nothing typed here is
 * lost: the person chooses which text becomes the newest version (docs/decisions/541, 906).
 */
export function DraftConflict({
  onLoadNewer,
  onKeepMine,
}: {
  onLoadNewer: () => void;
  onKeepMine: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Its own id: two conflict panels on one page each name their own heading.
  const headingId = useId();
  // The choice is needed before anything else is saved, so it takes focus (announced to screen readers too).
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="alert"
      aria-labelledby={headingId}
      className="mb-3 rounded-xl border-2 border-destructive bg-accent p-3"
    >
      <h4
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 font-bold text-destructive"
      >
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        This chapter was changed in another window
      </h4>
      <p className="mt-1">
        Your text is kept here and has not been saved. Load the newer version to see what the other window
        saved (your text here is replaced), or keep yours and save it as the newest version (the other
        window’s stays in the list of versions).
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" onClick={onKeepMine}>
          Keep mine and save it as the newest
        </Button>
        <Button size="sm" variant="outline" onClick={onLoadNewer}>
          Load the newer version
        </Button>
      </div>
    </div>
  );
}
