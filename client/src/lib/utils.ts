import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. It does not resolve Tailwind conflicts (that library
 * would cost the landing page ~9 KB gzipped): when overriding a component's
 * base style, use the `!` modifier (`px-0!`) or give the component a variant.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
