import { AlertDialog } from 'radix-ui';
import { useRef } from 'react';
import { Button, buttonVariants } from './button.tsx';
import { rememberOpener, returnFocus } from './return-focus.ts';

/**
 * Asks before something cannot be undone. Keyboard focus starts on Cancel, so
 * an accidental Enter never deletes anything; Cancel or Escape gives focus back to what asked.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel?: string;
  onConfirm: () => void;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <AlertDialog.Content
          onOpenAutoFocus={() => {
            opener.current = rememberOpener();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus(opener.current);
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-6 shadow-xl"
        >
          <AlertDialog.Title className="font-serif text-xl font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
