import { BookPlus, Dna, Eye, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import type { UnifiedMemoryRow } from '#shared/memory-rules.ts';

/**
 * The row menu: View Memory, Edit Memory, Delete Memory. It offers only what works for the row's kind
 * (decision 814): Edit Memory for a typed memory; for an uploaded file or recording, whose words are its own, Edit
 * Memory DNA instead; for an interview, neither. The rules by source live in the caller.
 */
export function MemoryRowMenu({
  row,
  onView,
  onEdit,
  onEditDna,
  onDelete,
  onAddToChapter,
  releaseItems,
}: {
  row: UnifiedMemoryRow;
  onView: () => void;
  /** Set only where the words can be edited (a typed memory). */
  onEdit?: (() => void) | undefined;
  /** Set where only when, where, who and topics can be changed (an uploaded file or recording). */
  onEditDna?: (() => void) | undefined;
  onDelete: () => void;
  /** Set for the memories a chapter can hold from here (typed memories and files). */
  onAddToChapter?: () => void;
  /** Share with family, Share on a date…, Keep private, Leave this out (issue 15). */
  releaseItems?: ReactNode;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${row.memory}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onView}>
          <Eye aria-hidden="true" />
          View Memory
        </DropdownMenuItem>
        {onEdit ? (
          <DropdownMenuItem onSelect={onEdit}>
            <Pencil aria-hidden="true" />
            Edit Memory
          </DropdownMenuItem>
        ) : null}
        {onEditDna ? (
          <DropdownMenuItem onSelect={onEditDna}>
            <Dna aria-hidden="true" />
            Edit Memory DNA
          </DropdownMenuItem>
        ) : null}
        {onAddToChapter ? (
          <DropdownMenuItem onSelect={onAddToChapter}>
            <BookPlus aria-hidden="true" />
            Add to chapter
          </DropdownMenuItem>
        ) : null}
        {releaseItems ? (
          <>
            <DropdownMenuSeparator />
            {releaseItems}
            <DropdownMenuSeparator />
          </>
        ) : null}
        <DropdownMenuItem onSelect={onDelete} className="text-destructive">
          <Trash2 aria-hidden="true" />
          Delete Memory
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
