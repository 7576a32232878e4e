import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** How long it stays, in ms; null for a notice that stays until the person dismisses it. */
  duration: number | null;
}

/** At most one toast is visible at a time; a new one replaces the old. */
export const TOAST_LIMIT = 1;
const DEFAULT_DURATION_MS = 5000;

/**
 * An error stays until it is dismissed: someone who reads slowly, or looked away, must still find out what went
 * wrong and what to do. Other notices go after a few seconds.
 */
function defaultDuration(variant: ToastVariant) {
  return variant === 'destructive' ? null : DEFAULT_DURATION_MS;
}

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function toast(options: {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
}) {
  const variant = options.variant ?? 'default';
  const item: ToastItem = {
    id: nextId++,
    ...options,
    variant,
    duration: options.duration ?? defaultDuration(variant),
  };
  toasts = [item, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return item.id;
}

export function dismissToast(id: number) {
  toasts = toasts.filter((item) => item.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const noToasts: typeof toasts = [];

export function useToasts() {
  // A page rendered ahead of time (the landing page at build time) has no notices yet.
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
}
