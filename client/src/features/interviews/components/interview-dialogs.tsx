import { useWorkspace } from '#client/lib/workspace-context.tsx';
import { ScheduleCallSheet } from './schedule-call-sheet.tsx';

/** The interview panels any section opens through useWorkspace().openDialog() (Schedule a Call). */
export function InterviewDialogs() {
  const { dialog, closeDialog } = useWorkspace();
  return (
    <ScheduleCallSheet
      open={dialog === 'schedule-call'}
      onOpenChange={(open) => {
        if (!open) closeDialog();
      }}
    />
  );
}
