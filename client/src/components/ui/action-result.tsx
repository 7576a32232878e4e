import { useEffect, useRef } from 'react';

export type Result = { kind: 'success' | 'error'; text: string; key: number } | undefined;

let nextKey = 0;
/** A result to show; each one is new, so the same sentence twice still moves focus. */
export const result = (kind: 'success' | 'error', text: string): Result => ({ kind, text, key: ++nextKey });

/**
 * The sentence that says how an action went. It takes the keyboard focus when
 * it appears, so a screen reader reads it and the next Tab continues from here.
 */
export function ActionResult({ value }: { value: Result }) {
  const ref = useRef<HTMLParagraphElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves for each new result.
  useEffect(() => {
    if (value) ref.current?.focus();
  }, [value?.key]);
  if (!value) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={value.kind === 'error' ? 'alert' : 'status'}
      className={
        value.kind === 'error'
          ? 'rounded-lg border border-destructive bg-surface p-3 font-semibold text-destructive'
          : 'rounded-lg border border-line bg-accent p-3 font-semibold text-ink'
      }
    >
      {value.text}
    </p>
  );
}

/** "1 other device" / "3 other devices" / nothing when there were none. */
export const otherDevices = (count: number) =>
  count === 0
    ? 'No other device was signed in.'
    : `${count} other ${count === 1 ? 'device was' : 'devices were'} signed out.`;
