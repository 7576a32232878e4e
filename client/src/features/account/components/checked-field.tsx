import type { InputHTMLAttributes } from 'react';
import { Input, Label } from '#client/components/ui/input.tsx';

interface CheckedFieldProps
  extends Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'placeholder'> {
  id: string;
  name: string;
  label: string;
  value: string;
  /** The sentence saying what is wrong with the value; shown under the field and read with it. */
  problem?: string;
  onValueChange(value: string): void;
}

/** A labelled field of the account forms, with its problem (if any) tied to it for screen readers. */
export function CheckedField({ id, label, problem, onValueChange, ...input }: CheckedFieldProps) {
  const problemId = `${id}-error`;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        {...input}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {problem ? (
        <p id={problemId} className="mt-1.5 font-semibold text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
