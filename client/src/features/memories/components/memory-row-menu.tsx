import { Eye, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import type { UnifiedMemoryRow } from '#shared/memory-rules.ts';

/** The row menu (spec §2): View Memory, Edit Memory, Delete Memory. The rules by source live in the caller. */
export function MemoryRowMenu({
  row,
  onView,
  onEdit,
  onDelete,
}: {
  row: UnifiedMemoryRow;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
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
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil aria-hidden="true" />
          Edit Memory
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onDelete} className="text-destructive">
          <Trash2 aria-hidden="true" />
          Delete Memory
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
