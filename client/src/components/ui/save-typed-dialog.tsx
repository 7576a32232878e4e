import { AlertDialog } from 'radix-ui';
import { useRef } from 'react';
import { Button } from './button.tsx';
import { rememberOpener, returnFocus } from './return-focus.ts';

/**
 * Asks before typed words are left behind (decision 808): "Save what you typed?" with Save first and focused,
 * so Enter keeps the words, and Discard second. Escape closes it with nothing lost: the words stay where they
 * were typed and focus goes back to what asked. After Save or Discard the screen moves focus itself, to what
 * the choice led to (the next question), so the dialog leaves focus alone.
 */
export function SaveTypedDialog({
  open,
  onOpenChange,
  description = 'Save keeps what you typed as your answer. Discard throws it away.',
  onSave,
  onDiscard,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  description?: string;
  onSave: () => void;
  onDiscard: () => void;
}) {
  const opener = useRef<HTMLElement | null>(null);
  const save = useRef<HTMLButtonElement>(null);
  const chosen = useRef(false);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <AlertDialog.Content
          onOpenAutoFocus={(event) => {
            opener.current = rememberOpener();
            chosen.current = false;
            event.preventDefault();
            save.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (chosen.current) return;
            // Asked from inside another dialog (the interview), so returnFocus would leave focus to that one.
            if (opener.current?.isConnected) opener.current.focus();
            else returnFocus(opener.current);
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-6 shadow-xl"
        >
          <AlertDialog.Title className="font-serif text-xl font-bold">Save what you typed?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <AlertDialog.Action asChild>
              <Button
                ref={save}
                size="lg"
                onClick={() => {
                  chosen.current = true;
                  onSave();
                }}
              >
                Save
              </Button>
            </AlertDialog.Action>
            <AlertDialog.Action asChild>
              <Button
                variant="outline"
                size="lg"
                onClick={() => {
                  chosen.current = true;
                  onDiscard();
                }}
              >
                Discard
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
