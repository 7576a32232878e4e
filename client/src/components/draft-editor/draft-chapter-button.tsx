import { PenLine } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';

/**
 * "Draft this Chapter": lays out the memories' words as the chapter's next version; it needs memories. Pressed in a
 * chapter with none, it says so on a line under its header, read with the button, rather than being disabled
 * without a word (decision 813).
 */
export function DraftChapterButton({
  hasMemories,
  drafting,
  onDraft,
}: {
  hasMemories: boolean;
  drafting: boolean;
  onDraft: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const reasonId = useId();
  const [askedWithout, setAskedWithout] = useState(false);
  const showReason = askedWithout && !hasMemories;
  const wasDrafting = useRef(drafting);
  // Disabled while drafting, the button loses focus. A new draft's editor takes it; if drafting failed, focus
  // comes back here, beside the reason, rather than staying on the page.
  useEffect(() => {
    const finished = wasDrafting.current && !drafting;
    wasDrafting.current = drafting;
    if (finished && (document.activeElement === document.body || document.activeElement === null))
      button.current?.focus();
  }, [drafting]);
  return (
    <>
      <Button
        ref={button}
        disabled={drafting}
        aria-describedby={showReason ? reasonId : undefined}
        onClick={() => {
          if (hasMemories) onDraft();
          else setAskedWithout(true);
        }}
      >
        <PenLine aria-hidden="true" />
        {drafting ? 'Drafting…' : 'Draft this Chapter'}
      </Button>
      {/* A line of its own under the heading and the button (the header wraps). */}
      {showReason ? (
        <p id={reasonId} role="status" className="basis-full font-semibold text-destructive">
          Add a memory to this chapter first: the draft is made from its memories.
        </p>
      ) : null}
    </>
  );
}
