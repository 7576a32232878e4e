import { PenLine } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';

/** "Draft this Chapter": lays out the memories' words as the chapter's next version; it needs memories. */
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
    <Button ref={button} disabled={!hasMemories || drafting} onClick={onDraft}>
      <PenLine aria-hidden="true" />
      {drafting ? 'Drafting…' : 'Draft this Chapter'}
    </Button>
  );
}
