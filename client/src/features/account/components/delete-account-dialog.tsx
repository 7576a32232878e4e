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
import { useCurrentUser } from '#client/lib/get-current-user.ts';
import { useWorkspace } from '#client/lib/workspace-context.tsx';
import { accountMessages, isAccountEmail } from '#shared/account.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

/**
 * Asks before deleting the account forever: offers the archive first, says
 * plainly what goes, and asks the person to type their email address, plus
 * their password where the account has one (decision 1514: the email is on the
 * page, so someone holding an open session could copy it). Then the landing page shows.
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
  const [typedEmail, setTypedEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ email?: string; password?: string }>({});
  const [outcome, setOutcome] = useState<Result>();
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const { showSection } = useWorkspace();
  const { user } = useCurrentUser();
  const emailId = useId();
  const passwordId = useId();

  const close = (next: boolean) => {
    if (!next) {
      setTypedEmail('');
      setPassword('');
      setProblems({});
      setOutcome(undefined);
    }
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
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
      document.getElementById(found.email ? emailId : passwordId)?.focus();
      return;
    }
    setOutcome(undefined);
    remove.mutate(hasPassword ? { email: typedEmail, currentPassword: password } : { email: typedEmail }, {
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
          <ConfirmField
            id={emailId}
            label="Type your email address to confirm"
            type="email"
            autoComplete="off"
            value={typedEmail}
            problem={problems.email}
            onChange={(value) => {
              setTypedEmail(value);
              setProblems((current) => ({ ...current, email: undefined }));
            }}
          />
          {hasPassword ? (
            <ConfirmField
              id={passwordId}
              label="Your password"
              type="password"
              autoComplete="current-password"
              value={password}
              problem={problems.password}
              onChange={(value) => {
                setPassword(value);
                setProblems((current) => ({ ...current, password: undefined }));
              }}
            />
          ) : null}
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

/** One labelled box of the dialog, with its problem said under it. */
function ConfirmField({
  id,
  label,
  type,
  autoComplete,
  value,
  problem,
  onChange,
}: {
  id: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  problem: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? (
        <p id={`${id}-error`} className="mt-1.5 font-semibold text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
