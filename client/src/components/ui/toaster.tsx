import { X } from 'lucide-react';
import { useEffect } from 'react';
import { cn } from '#client/lib/utils.ts';
import { dismissToast, type ToastItem, useToasts } from './use-toast.ts';

const variantStyles = {
  default: 'border-line bg-surface text-ink',
  success: 'border-success/40 bg-surface text-ink',
  destructive: 'border-destructive bg-destructive text-destructive-ink',
} as const;

function Toast({ item }: { item: ToastItem }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration]);

  return (
    <li
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg',
        variantStyles[item.variant],
      )}
      data-variant={item.variant}
      data-testid="toast"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{item.title}</p>
        {item.description ? <p className="mt-1 text-[0.95rem] opacity-95">{item.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className="-m-1 rounded-md p-1 opacity-80 hover:opacity-100"
        aria-label="Dismiss notification"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}

/**
 * Where toasts appear. Two live regions so screen readers announce errors
 * assertively and everything else politely.
 */
export function Toaster() {
  const items = useToasts();
  const urgent = items.filter((item) => item.variant === 'destructive');
  const polite = items.filter((item) => item.variant !== 'destructive');
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex flex-col items-center gap-2 p-4 sm:right-0 sm:left-auto sm:w-[26rem]">
      <ol role="alert" aria-live="assertive" className="w-full empty:hidden" aria-label="Errors">
        {urgent.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </ol>
      <ol role="status" aria-live="polite" className="w-full empty:hidden" aria-label="Notifications">
        {polite.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </ol>
    </div>
  );
}
