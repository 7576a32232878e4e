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
    if (item.duration === null) return;
    const timer = setTimeout(() => dismissToast(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration]);

  return (
    <div
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg',
        variantStyles[item.variant],
      )}
      data-variant={item.variant}
      data-testid="toast"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{item.title}</p>
        {item.description ? <p className="mt-1">{item.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className="-my-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md opacity-80 hover:opacity-100"
        aria-label="Dismiss notification"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

/**
 * Where toasts appear: at the top of the screen, so a notice never covers the buttons a person needs next, which
 * sit at the bottom (a dialog's Save and Cancel, the studio's Send). Two live regions so screen readers announce
 * errors assertively and everything else politely.
 */
export function Toaster() {
  const items = useToasts();
  const urgent = items.filter((item) => item.variant === 'destructive');
  const polite = items.filter((item) => item.variant !== 'destructive');
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col items-center gap-2 p-3 sm:p-4"
      data-testid="notice-area"
    >
      <div
        role="alert"
        aria-live="assertive"
        className="w-full max-w-[30rem] empty:hidden"
        aria-label="Errors"
      >
        {urgent.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </div>
      <div
        role="status"
        aria-live="polite"
        className="w-full max-w-[30rem] empty:hidden"
        aria-label="Notifications"
      >
        {polite.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </div>
    </div>
  );
}
