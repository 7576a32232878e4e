import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ActionResult, type Result, result } from '#client/components/ui/action-result.tsx';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
} from '#client/components/ui/dialog.tsx';
import { TextField } from '#client/components/ui/labelled-field.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import { useCurrentUser } from '#client/lib/get-current-user.ts';
import { useWorkspace } from '#client/lib/workspace-context.tsx';
import { accountMessages, isAccountEmail } from '#shared/account.ts';
import { GOODBYE_PAGE_PATH } from '#shared/page-paths.ts';
import { markAccountDeleted } from '../account-deleted.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

/** What the person types to confirm: their email address, and their password where the account has one. */
type Field = 'email' | 'password';
const nothingTyped: Record<Field, string> = { email: '', password: '' };

/**
 * Asks before deleting the account forever: offers the archive first, says
 * plainly what goes and who in the family loses what was shared (decision 1525),
 * and asks the person to type their email address, plus their password where the
 * account has one (decision 1514: the email is on the page, so someone holding an
 * open session could copy it). Then the goodbye page shows.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  hasPassword,
  returnFocusTo,
  familyAccessEnds,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hasPassword: boolean;
  /** The id of the button that opened the dialog: focus goes back to it when the dialog closes. */
  returnFocusTo: string;
  /** Who in the family loses access, handed in by the app (the family feature's words). */
  familyAccessEnds?: ReactNode;
}) {
  const [typed, setTyped] = useState(nothingTyped);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<Result>();
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const { showSection } = useWorkspace();
  const { user } = useCurrentUser();
  const formId = useId();
  const idOf = (field: Field) => `${formId}-${field}`;

  const close = (next: boolean) => {
    if (!next) {
      setTyped(nothingTyped);
      setProblems({});
      setOutcome(undefined);
    }
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { email: typedEmail, password } = typed;
    // Nothing is sent until the typed email is this account's own (the server checks it again).
    const found = {
      email:
        typedEmail.trim() === ''
          ? accountMessages.deleteEmailRequired
          : user && isAccountEmail(typedEmail, user.email)
            ? undefined
            : accountMessages.deleteEmailWrong,
      password: hasPassword && password === '' ? accountMessages.currentPasswordRequired : undefined,
    };
    setProblems(found);
    if (found.email || found.password) {
      document.getElementById(idOf(found.email ? 'email' : 'password'))?.focus();
      return;
    }
    setOutcome(undefined);
    remove.mutate(hasPassword ? { email: typedEmail, currentPassword: password } : { email: typedEmail }, {
      onSuccess: () => {
        queryClient.clear();
        // A full load: the app starts again signed out, on the page that says the account is gone.
        markAccountDeleted();
        window.location.assign(GOODBYE_PAGE_PATH);
      },
      onError: (error) =>
        setOutcome(
          result('error', errorMessage(error, 'Your account could not be deleted. Please try again.')),
        ),
    });
  };

  /** One labelled box of the dialog (its name is its input type); typing clears the problem said under it. */
  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      id={idOf(name)}
      label={label}
      type={name}
      autoComplete={autoComplete}
      value={typed[name]}
      problem={problems[name]}
      onValueChange={(value) => {
        setTyped((current) => ({ ...current, [name]: value }));
        setProblems((current) => ({ ...current, [name]: undefined }));
      }}
    />
  );

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
            <p>
              We suggest you first save a copy with <strong>Export Archive</strong> in the Archive section.
            </p>
            <Button variant="link" className="px-0!" onClick={() => showSection('archive')}>
              Go to Archive to export first
            </Button>
          </div>
          <div className="space-y-2">
            <p>These will be removed forever:</p>
            <ul className="list-disc space-y-1 pl-6">
              <li>all your memories, and the files and recordings you added</li>
              <li>your memoir projects, chapters, themes and conversations with Clio</li>
              <li>your profile and your sign-in, on every device</li>
            </ul>
          </div>
          {familyAccessEnds}
          {field('email', 'Type your email address to confirm', 'off')}
          {hasPassword ? field('password', 'Your password', 'current-password') : null}
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
