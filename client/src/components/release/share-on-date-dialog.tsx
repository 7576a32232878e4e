import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
} from '#client/components/ui/dialog.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import { DayFields, type DayParts, emptyDayParts, isoDayFromParts, opensOnProblem } from './day-fields.tsx';

/**
 * "Share on a date…": the family sees the item from the start of that day, and until then only that something
 * opens on it. Used for one memory, a chapter, and "Release everything so far".
 */
export function ShareOnDateDialog({
  open,
  onOpenChange,
  title = 'Share on a later date',
  description,
  confirmLabel = 'Share on this day',
  onShare,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  description: string;
  confirmLabel?: string;
  /** Shares from the day (yyyy-mm-dd); the dialog closes when it resolves and says why when it fails. */
  onShare: (opensOn: string) => Promise<unknown>;
}) {
  const id = useId();
  const [parts, setParts] = useState<DayParts>(emptyDayParts);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = (next: boolean) => {
    if (!next) {
      setParts(emptyDayParts);
      setProblem(null);
      setFailure(null);
    }
    onOpenChange(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = opensOnProblem(parts);
    setProblem(found);
    const day = isoDayFromParts(parts);
    if (found || !day) {
      document.getElementById(id)?.focus();
      return;
    }
    setFailure(null);
    setPending(true);
    try {
      await onShare(day);
      close(false);
    } catch (error) {
      setFailure(errorMessage(error, 'It could not be shared just now. Please try again.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg">
        <DialogHeader title={title} description={description} />
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <DayFields
            id={id}
            legend="Open on"
            value={parts}
            onChange={(next) => {
              setParts(next);
              if (problem) setProblem(opensOnProblem(next));
            }}
            problem={problem}
          />
          <FormFailure message={failure} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? 'Sharing…' : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
