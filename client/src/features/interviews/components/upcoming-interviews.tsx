import { CalendarPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { deviceTimeZone } from '#client/lib/device-time-zone.ts';
import { useWorkspace } from '#client/lib/workspace-context.tsx';
import { SCHEDULE_TIMES, type ScheduleTime } from '#shared/phone-sessions.ts';
import { isDue, type ScheduledCall, timeOfDay } from '#shared/scheduled-calls.ts';
import { scheduledCallCalendarUrl } from '#shared/scheduled-calls-api.ts';
import { useCancelCall, useUpcomingCalls } from '../api/scheduled-calls.ts';
import { bookingDay, bookingWhen, browserLocale } from '../booking-dates.ts';
import { focusWaitingBooking } from '../focus-on-booking.ts';

/**
 * "Thursday 3 December 2026 at 10:00" as the booking sheet and its message say it, in the browser's region's way
 * (decision 205), with the time zone named when it is not the device's own.
 */
function useWhen() {
  const [locale] = useState(browserLocale);
  return (call: ScheduledCall) => {
    const [year, month, day] = call.day.split('-').map(Number) as [number, number, number];
    const zone = call.timeZone === deviceTimeZone() ? '' : ` (${call.timeZone.replaceAll('_', ' ')} time)`;
    const known = (SCHEDULE_TIMES as readonly string[]).includes(call.time);
    const { hours, minutes } = known ? timeOfDay(call.time as ScheduleTime) : { hours: 0, minutes: 0 };
    const date = new Date(year, month - 1, day);
    return `${known ? bookingWhen(date, hours, minutes, locale) : `${bookingDay(date, locale)} at ${call.time}`}${zone}`;
  };
}

function UpcomingCall({ call, onCancel }: { call: ScheduledCall; onCancel: (call: ScheduledCall) => void }) {
  const when = useWhen();
  const due = isDue(call);
  const { startInterview } = useWorkspace();
  // Just booked in the sheet: focus comes here, to what was made, once the sheet has let it go.
  useEffect(() => {
    focusWaitingBooking();
  }, []);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-background p-4">
      <div>
        {due ? <p className="font-bold text-primary">It is time for this interview.</p> : null}
        <p data-booking-when={call.id} tabIndex={-1} className="font-semibold">
          {when(call)}
        </p>
        <p className="text-muted">About {call.topics.join(', ').replace(/, ([^,]*)$/, ' and $1')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {due ? <Button onClick={() => startInterview(call.id)}>Start this interview</Button> : null}
        <a
          href={scheduledCallCalendarUrl(call.id)}
          download="heirloom-interview.ics"
          className={buttonVariants({ variant: 'outline' })}
        >
          <CalendarPlus aria-hidden="true" />
          Add to calendar
        </a>
        <Button variant="ghost" onClick={() => onCancel(call)}>
          Cancel
        </Button>
      </div>
    </li>
  );
}

/**
 * Upcoming interviews (issue 12, part 5): what the person booked with Book an interview, soonest first, with
 * "Add to calendar" and Cancel. Shown inside the Dashboard's panel of that name.
 */
export function UpcomingInterviews() {
  const calls = useUpcomingCalls();
  const cancel = useCancelCall();
  const { openDialog } = useWorkspace();
  const when = useWhen();
  const [cancelling, setCancelling] = useState<ScheduledCall | null>(null);

  if (calls.isPending) {
    return (
      <p role="status" className="text-muted">
        Loading your interviews…
      </p>
    );
  }
  if (calls.isError) {
    return (
      <p role="alert">
        Your booked interviews could not be loaded just now. Please reload the page to try again.
      </p>
    );
  }
  return (
    <>
      {calls.data.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-muted">
            No interviews booked yet. Choose a day and a time, and Clio will be ready.
          </p>
          <Button variant="outline" onClick={() => openDialog('schedule-call')}>
            Book an interview
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Booked interviews, soonest first">
          {calls.data.map((call) => (
            <UpcomingCall key={call.id} call={call} onCancel={setCancelling} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title="Cancel this interview?"
        description={cancelling ? `The interview on ${when(cancelling)} will be taken off your list.` : ''}
        confirmLabel="Cancel interview"
        onConfirm={() => {
          if (!cancelling) return;
          cancel.mutate(cancelling.id, {
            onSuccess: () =>
              toast({ title: 'Interview cancelled', description: 'It has been taken off your list.' }),
            onError: () =>
              toast({
                title: 'Error',
                description: 'The interview could not be cancelled just now. Please try again.',
                variant: 'destructive',
              }),
          });
        }}
      />
    </>
  );
}
