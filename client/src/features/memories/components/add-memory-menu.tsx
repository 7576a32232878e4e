import {
  CalendarClock,
  ChevronDown,
  FileUp,
  MessagesSquare,
  Mic,
  NotebookPen,
  Phone,
  Plus,
} from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { useAppConfig } from '#client/lib/get-app-config.ts';
import { useWorkspace } from '#client/lib/workspace-context.tsx';
import { telLink } from '#shared/phone-sessions.ts';

/** The Add Memory menu of My Memories: Call Now (only when the operator set a number, decision 809),
 * Book an interview (decision 205), Start an Interview, Record a Memory, Add Note, Upload File. */
export function AddMemoryMenu() {
  const { openDialog } = useWorkspace();
  const config = useAppConfig();
  const phoneNumber = config.data?.agentPhoneNumber?.trim();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Add Memory
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-60">
        {phoneNumber ? (
          <DropdownMenuItem asChild>
            <a href={telLink(phoneNumber)}>
              <Phone aria-hidden="true" />
              Call Now
            </a>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => openDialog('schedule-call')}>
          <CalendarClock aria-hidden="true" />
          Book an interview
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => openDialog('interview')}>
          <MessagesSquare aria-hidden="true" />
          Start an Interview
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => openDialog('record-memory')}>
          <Mic aria-hidden="true" />
          Record a Memory
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => openDialog('add-memory')}>
          <NotebookPen aria-hidden="true" />
          Add Note
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => openDialog('add-files')}>
          <FileUp aria-hidden="true" />
          Upload File
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
