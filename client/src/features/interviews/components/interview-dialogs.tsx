import { useWorkspace } from '#client/lib/workspace-context.tsx';
import { InterviewDialog } from './interview-dialog.tsx';
import { ScheduleCallSheet } from './schedule-call-sheet.tsx';

/** The interview panels any section opens through useWorkspace(): Book an interview, and the interview itself. */
export function InterviewDialogs() {
  const { dialog, closeDialog, interviewCallId, prefill } = useWorkspace();
  const closeOn = (open: boolean) => {
    if (!open) closeDialog();
  };
  return (
    <>
      <ScheduleCallSheet open={dialog === 'schedule-call'} onOpenChange={closeOn} />
      <InterviewDialog
        open={dialog === 'interview'}
        scheduledCallId={interviewCallId}
        openingQuestion={prefill?.question ?? null}
        onOpenChange={closeOn}
      />
    </>
  );
}
