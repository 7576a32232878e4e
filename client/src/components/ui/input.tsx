import type { ComponentProps } from 'react';
import { cn } from '#client/lib/utils.ts';

const fieldStyles =
  'w-full rounded-lg border border-[#8c7a66] bg-surface px-3.5 py-2.5 text-ink placeholder:text-muted/80 disabled:opacity-60 aria-[invalid=true]:border-destructive';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldStyles, 'min-h-12', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldStyles, className)} {...props} />;
}

export function Label({ className, ...props }: React.LabelHTMLAttributes<HTMLLabelElement>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or nest the control
  return <label className={cn('mb-1.5 block font-semibold', className)} {...props} />;
}
