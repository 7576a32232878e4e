import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { InterviewScreen } from '#client/components/interview/interview-screen.tsx';
import { Dialog, DialogContent, DialogHeader } from '#client/components/ui/dialog.tsx';
import { queryKeyOf } from '#client/lib/query-key.ts';
import { interviewsApi } from '#shared/interviews-api.ts';
import { ownerInterviewAdapter } from '../api/interview-sessions.ts';
import { upcomingCallsQueryKey } from '../api/scheduled-calls.ts';

/**
 * Start an Interview (issue 12, part 3): the interview with Clio fills the screen, so the question is the one
 * thing to look at. Closing it keeps the interview in progress, to carry on later (docs/decisions/714).
 */
export function InterviewDialog({
  open,
  scheduledCallId,
  openingQuestion,
  onOpenChange,
}: {
  open: boolean;
  scheduledCallId: string | null;
  /** The question the person chose to answer (Today's question): a new interview begins with it. */
  openingQuestion: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const adapter = useMemo(
    () =>
      ownerInterviewAdapter({
        ...(scheduledCallId ? { scheduledCallId } : {}),
        ...(openingQuestion ? { openingQuestion } : {}),
      }),
    [scheduledCallId, openingQuestion],
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          void queryClient.invalidateQueries({ queryKey: queryKeyOf(interviewsApi.list) });
          void queryClient.invalidateQueries({ queryKey: upcomingCallsQueryKey });
        }
        onOpenChange(next);
      }}
    >
      <DialogContent className="top-0! left-0! h-dvh max-h-none! w-full! max-w-none! translate-x-0! translate-y-0! rounded-none! border-0! sm:p-10!">
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
          <DialogHeader
            title="An interview with Clio"
            description="Your life story, one question at a time."
          />
          {open ? (
            <InterviewScreen
              adapter={adapter}
              resumeExisting={!scheduledCallId && !openingQuestion}
              onDone={() => {
                void queryClient.invalidateQueries({ queryKey: queryKeyOf(interviewsApi.list) });
                void queryClient.invalidateQueries({ queryKey: upcomingCallsQueryKey });
                onOpenChange(false);
              }}
            />
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
