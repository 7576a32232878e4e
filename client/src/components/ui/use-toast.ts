import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** How long it stays, in ms. */
  duration: number;
}

/** Spec §9: at most one toast is visible at a time; a new one replaces the old. */
export const TOAST_LIMIT = 1;
const DEFAULT_DURATION_MS = 5000;

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
  const item: ToastItem = { id: nextId++, variant: 'default', duration: DEFAULT_DURATION_MS, ...options };
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

export function useToasts() {
  return useSyncExternalStore(subscribe, () => toasts);
}
