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

/** A one-line text box with its label above it. */
export function TextField({
  id,
  label,
  onValueChange,
  containerClassName,
  ...props
}: LabelledProps & Omit<InputHTMLAttributes<HTMLInputElement>, keyof LabelledProps | 'onChange'>) {
  return (
    <div className={containerClassName}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} onChange={(event) => onValueChange(event.target.value)} {...props} />
    </div>
  );
}

/** A text area with its label above it. */
export function TextAreaField({
  id,
  label,
  onValueChange,
  containerClassName,
  ...props
}: LabelledProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof LabelledProps | 'onChange'>) {
  return (
    <div className={containerClassName}>
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} onChange={(event) => onValueChange(event.target.value)} {...props} />
    </div>
  );
}
