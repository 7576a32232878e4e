import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/utils.ts';

interface InlineEditFormProps {
  /** The input's accessible name. */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /**
   * Why the value would be refused by the endpoint's schema (empty, too long), or null. Save can still be pressed
   * (decision 813): it then shows this under the box and puts the cursor back in it.
   */
  problem: string | null;
  /** Saving: Save is disabled and says so. */
  pending: boolean;
  submitLabel?: string;
  /** The sentence shown under the input after a failed save; the typed value stays. */
  error: string | null;
  onSubmit: () => void;
  onCancel: () => void;
  className?: string;
}

/** One input with its error line and Save/Cancel, opened in place of what it edits; Escape cancels. */
export function InlineEditForm({
  label,
  placeholder,
  value,
  onChange,
  maxLength,
  problem,
  pending,
  submitLabel = 'Save',
  error,
  onSubmit,
  onCancel,
  className,
}: InlineEditFormProps) {
  const problemId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [shownProblem, setShownProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (problem) {
      setShownProblem(problem);
      input.current?.focus();
      return;
    }
    onSubmit();
  };
  const said = shownProblem ?? error;
  return (
    <form
      onSubmit={submit}
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
      className={cn('flex flex-col gap-2', className)}
    >
      <Input
        ref={input}
        aria-label={label}
        aria-invalid={said ? true : undefined}
        aria-describedby={said ? problemId : undefined}
        placeholder={placeholder}
        value={value}
        maxLength={maxLength}
        autoFocus
        onChange={(event) => {
          onChange(event.target.value);
          setShownProblem(null);
        }}
      />
      {said ? (
        <p id={problemId} role="alert" className="font-semibold text-destructive">
          {said}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
