import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/utils.ts';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-55 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-ink hover:bg-primary-hover',
        outline: 'border-2 border-primary bg-surface text-primary hover:bg-accent',
        ghost: 'text-ink hover:bg-accent',
        destructive: 'bg-destructive text-destructive-ink hover:opacity-90',
        link: 'text-primary underline underline-offset-4 hover:no-underline',
      },
      size: {
        md: 'min-h-12 px-5 py-2.5',
        sm: 'min-h-10 px-3 py-1.5 text-[0.95rem]',
        lg: 'min-h-14 px-7 py-3 text-lg',
        icon: 'size-11 shrink-0',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {}

export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
