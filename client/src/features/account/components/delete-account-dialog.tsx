import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ActionResult, type Result, result } from '#client/components/ui/action-result.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
} from '#client/components/ui/dialog.tsx';
import { Input, Label } from '#client/components/ui/input.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import { useWorkspace } from '#client/lib/workspace-context.tsx';
import { accountMessages, DELETE_CONFIRMATION_PHRASE, isDeleteConfirmation } from '#shared/account.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

/**
 * Asks before deleting the account forever: says plainly what goes, suggests
 * exporting the archive first, and takes the password (or, for accounts that
 * sign in through a provider, the typed phrase). Then the landing page shows.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  hasPassword,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hasPassword: boolean;
  /** The id of the button that opened the dialog: focus goes back to it when the dialog closes. */
  returnFocusTo: string;
}) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();
  const [outcome, setOutcome] = useState<Result>();
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const { showSection } = useWorkspace();
  const inputId = useId();

  const close = (next: boolean) => {
    if (!next) {
      setTyped('');
      setProblem(undefined);
      setOutcome(undefined);
    }
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = hasPassword
      ? typed === ''
        ? accountMessages.currentPasswordRequired
        : undefined
      : isDeleteConfirmation(typed)
        ? undefined
        : accountMessages.confirmationRequired;
    setProblem(missing);
    if (missing) {
      document.getElementById(inputId)?.focus();
      return;
    }
    setOutcome(undefined);
    remove.mutate(hasPassword ? { currentPassword: typed } : { confirmation: typed }, {
      onSuccess: () => {
        queryClient.clear();
        // A full load: the app starts again signed out, on the landing page.
        window.location.assign('/');
      },
      onError: (error) =>
        setOutcome(
          result('error', errorMessage(error, 'Your account could not be deleted. Please try again.')),
        ),
    });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        className="max-w-lg"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          document.getElementById(returnFocusTo)?.focus();
        }}
      >
        <DialogHeader
          title="Delete your account forever?"
          description="This cannot be undone. Everything in your account is removed for good."
        />
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <div className="space-y-2">
            <p>These will be removed forever:</p>
            <ul className="list-disc space-y-1 pl-6">
              <li>all your memories, and the files and recordings you added</li>
              <li>your memoir projects, chapters, themes and conversations with Clio</li>
              <li>your profile and your sign-in, on every device</li>
            </ul>
            <p>
              We suggest you first save a copy with <strong>Export Archive</strong> in the Archive section.
            </p>
            <Button variant="link" className="px-0!" onClick={() => showSection('archive')}>
              Go to Archive to export first
            </Button>
          </div>
          <div>
            <Label htmlFor={inputId}>
              {hasPassword ? 'Your password' : `Type "${DELETE_CONFIRMATION_PHRASE}" to confirm`}
            </Label>
            <Input
              id={inputId}
              type={hasPassword ? 'password' : 'text'}
              autoComplete={hasPassword ? 'current-password' : 'off'}
              value={typed}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${inputId}-error` : undefined}
              onChange={(event) => {
                setTyped(event.target.value);
                setProblem(undefined);
              }}
            />
            {problem ? (
              <p id={`${inputId}-error`} className="mt-1.5 font-semibold text-destructive">
                {problem}
              </p>
            ) : null}
          </div>
          <ActionResult value={outcome} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete my account forever'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
