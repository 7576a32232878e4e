import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { Input, Label, Textarea } from './input.tsx';

/** What a labelled field is told: the label sits above the control and names it by its id. */
interface LabelledProps {
  id: string;
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Classes of the block that holds the label and the control (for the layout around it). */
  containerClassName?: string;
}

/**
 * A one-line text box with its label above it and, when the value is wrong, the sentence
 * saying why under it, tied to the box so screen readers read it with the field.
 */
export function TextField({
  id,
  label,
  onValueChange,
  containerClassName,
  problem,
  ...props
}: LabelledProps & { problem?: string | undefined } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    keyof LabelledProps | 'onChange'
  >) {
  const problemId = `${id}-error`;
  return (
    <div className={containerClassName}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
        {...props}
      />
      {problem ? (
        <p id={problemId} className="mt-1.5 font-semibold text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** A text area with its label above it and, when its words are refused, the sentence saying why under it. */
export function TextAreaField({
  id,
  label,
  onValueChange,
  containerClassName,
  problem,
  ...props
}: LabelledProps & { problem?: string | undefined } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    keyof LabelledProps | 'onChange'
  >) {
  const problemId = `${id}-error`;
  return (
    <div className={containerClassName}>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
        {...props}
      />
      {problem ? (
        <p id={problemId} className="mt-1.5 font-semibold text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
