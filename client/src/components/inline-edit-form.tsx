import type { FormEvent } from 'react';
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
  /** Whether Save may be pressed: the value passes the endpoint's schema and nothing is pending. */
  canSubmit: boolean;
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
  canSubmit,
  submitLabel = 'Save',
  error,
  onSubmit,
  onCancel,
  className,
}: InlineEditFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
      className={cn('flex flex-col gap-2', className)}
    >
      <Input
        aria-label={label}
        placeholder={placeholder}
        value={value}
        maxLength={maxLength}
        autoFocus
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!canSubmit}>
          {submitLabel}
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
