import { PenLine } from 'lucide-react';
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
  return (
    <Button disabled={!hasMemories || drafting} onClick={onDraft}>
      <PenLine aria-hidden="true" />
      {drafting ? 'Drafting…' : 'Draft this Chapter'}
    </Button>
  );
}
