import { format } from 'date-fns';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type CSSProperties, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { Button } from '#client/components/ui/button.tsx';
import { DialogHeader, SheetContent } from '#client/components/ui/dialog.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError } from '#client/lib/api-request.ts';
import { deviceTimeZone } from '#client/lib/device-time-zone.ts';
import { cn } from '#client/lib/utils.ts';
import {
  canScheduleCall,
  isPastDay,
  SCHEDULE_TIMES,
  SCHEDULE_TOPICS,
  type ScheduleTime,
  type ScheduleTopic,
} from '#shared/phone-sessions.ts';
import { BOOKABLE_MONTHS, timeOfDay } from '#shared/scheduled-calls.ts';
import { useScheduleCall } from '../api/scheduled-calls.ts';
import { bookingDay, bookingTime, bookingWhen, browserLocale, firstDayOfWeek } from '../booking-dates.ts';
import { focusBookingWhenShown, focusWaitingBooking } from '../focus-on-booking.ts';

const choiceStyles =
  'flex min-h-11 cursor-pointer items-center justify-center rounded-lg border-2 border-line px-3 py-1.5 text-center font-semibold has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-primary has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus';

const calendarColours = {
  '--rdp-accent-color': 'var(--color-primary)',
  '--rdp-accent-background-color': 'var(--color-accent)',
} as CSSProperties;

/**
 * "Sunday 1 November 2026": the visible day number appears as a word in the spoken name,
 * so people who use speech input can say what they see (the default "1st" hides it).
 */
const dayLabel = (date: Date, modifiers: { today?: boolean; selected?: boolean }) =>
  `${modifiers.today ? 'Today, ' : ''}${format(date, 'EEEE d MMMM yyyy')}${modifiers.selected ? ', selected' : ''}`;

/** A time choice as the browser's region says it ("14:00", "2:00 PM"); the value sent stays the spec's. */
const timeLabel = (choice: ScheduleTime, locale: string) => {
  const { hours, minutes } = timeOfDay(choice);
  return bookingTime(hours, minutes, locale);
};

/**
 * Book an interview (once Schedule Your Call, named for what it books: an interview with Clio in the
 * browser, decision 205): a side panel. Days and times are written as the browser's region writes them, and the
 * calendar's week starts on the region's first day. The booking is stored with the device's time zone and listed
 * under the Dashboard's Upcoming interviews (issue 12, part 5); what was chosen stays if saving fails.
 */
export function ScheduleCallSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [date, setDate] = useState<Date | undefined>();
  const [time, setTime] = useState<ScheduleTime | undefined>();
  const [topics, setTopics] = useState<ScheduleTopic[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const book = useScheduleCall();
  const ready = canScheduleCall({ date, time, topics }) && !book.isPending;
  const today = new Date();
  const [locale] = useState(browserLocale);
  const justBooked = useRef(false);

  const schedule = () => {
    if (!ready || !date || !time) return;
    setFailure(null);
    book.mutate(
      { day: format(date, 'yyyy-MM-dd'), time, timeZone: deviceTimeZone(), topics },
      {
        onSuccess: (booked) => {
          justBooked.current = true;
          focusBookingWhenShown(booked.id);
          const { hours, minutes } = timeOfDay(time);
          toast({
            title: 'Interview booked',
            description: `Your interview with Clio is booked for ${bookingWhen(date, hours, minutes, locale)}.`,
            variant: 'success',
          });
          setDate(undefined);
          setTime(undefined);
          setTopics([]);
          onOpenChange(false);
        },
        onError: (error) => {
          const reason =
            error instanceof ApiError && error.serverMessage
              ? error.serverMessage
              : 'Your interview could not be booked just now. Please try again.';
          toast({ title: 'Error', description: reason, variant: 'destructive' });
          setFailure(`${reason} What you chose is still here.`);
        },
      },
    );
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="max-w-lg!"
        onCloseAutoFocus={(event) => {
          // A booking was just made: focus goes to it in Upcoming interviews, not back to the opener.
          if (!justBooked.current) return;
          justBooked.current = false;
          event.preventDefault();
          focusWaitingBooking();
        }}
      >
        <DialogHeader
          title="Book an interview"
          description="Pick a day, a time and what you would like to talk about."
        />
        <form
          className="flex flex-col gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            schedule();
          }}
        >
          <fieldset>
            <legend className="mb-2 font-semibold">Date</legend>
            <div className="schedule-calendar flex justify-center rounded-xl border border-line p-2">
              <DayPicker
                mode="single"
                selected={date}
                onSelect={setDate}
                disabled={(day) => isPastDay(day)}
                startMonth={new Date(today.getFullYear(), today.getMonth())}
                endMonth={new Date(today.getFullYear(), today.getMonth() + BOOKABLE_MONTHS)}
                showOutsideDays={false}
                weekStartsOn={firstDayOfWeek(locale)}
                style={calendarColours}
                labels={{ labelDayButton: dayLabel }}
              />
            </div>
            <p className="mt-2 text-[0.95rem] text-muted" aria-live="polite">
              {date ? `Chosen: ${bookingDay(date, locale)}` : 'No date chosen yet.'}
            </p>
          </fieldset>
          <fieldset>
            <legend className="mb-2 font-semibold">Time</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {SCHEDULE_TIMES.map((choice) => (
                <label key={choice} className={choiceStyles}>
                  <input
                    type="radio"
                    name="schedule-time"
                    value={choice}
                    checked={time === choice}
                    onChange={() => setTime(choice)}
                    className="sr-only"
                  />
                  {timeLabel(choice, locale)}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-2 font-semibold">Topics</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {SCHEDULE_TOPICS.map((topic) => (
                <label key={topic} className={choiceStyles}>
                  <input
                    type="checkbox"
                    checked={topics.includes(topic)}
                    onChange={(event) =>
                      setTopics((current) =>
                        event.target.checked ? [...current, topic] : current.filter((t) => t !== topic),
                      )
                    }
                    className="sr-only"
                  />
                  {topic}
                </label>
              ))}
            </div>
          </fieldset>
          <FormFailure message={failure} />
          <Button type="submit" size="lg" disabled={!ready} className={cn('w-full')}>
            {book.isPending ? 'Booking…' : 'Book this interview'}
          </Button>
          {ready || book.isPending ? null : (
            <p className="-mt-3 text-center text-[0.95rem] text-muted">
              Choose a date, a time and at least one topic.
            </p>
          )}
        </form>
      </SheetContent>
    </DialogPrimitive.Root>
  );
}
