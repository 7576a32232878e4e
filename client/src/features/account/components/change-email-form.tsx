import { type FormEvent, useId, useState } from 'react';
import { ActionResult, type Result, result } from '#client/components/ui/action-result.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/labelled-field.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import { accountMessages, changeEmailSchema, fieldProblems } from '#shared/account.ts';
import { useChangeEmail } from '../api/change-email.ts';

type Field = 'newEmail' | 'currentPassword';

/** The id of the new-email field, so About Me can send the person straight to it. */
export const NEW_EMAIL_FIELD_ID = 'account-new-email';

/**
 * A new email address. Accounts with a password confirm it with the password;
 * the answer says what happens next (a link was sent, or the change applied).
 */
export function ChangeEmailForm({
  currentEmail,
  hasPassword,
}: {
  currentEmail: string;
  hasPassword: boolean;
}) {
  const [values, setValues] = useState({ newEmail: '', currentPassword: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<Result>();
  const change = useChangeEmail();
  const formId = useId();
  const idOf = (field: Field) => (field === 'newEmail' ? NEW_EMAIL_FIELD_ID : `${formId}-${field}`);

  const check = (next: typeof values) => {
    const found: Partial<Record<Field, string>> = fieldProblems(changeEmailSchema, next);
    if (hasPassword && !next.currentPassword) found.currentPassword = accountMessages.currentPasswordRequired;
    if (!found.newEmail && next.newEmail.trim().toLowerCase() === currentEmail)
      found.newEmail = accountMessages.emailSame;
    return found;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setProblems(found);
    const first = (['newEmail', 'currentPassword'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(idOf(first))?.focus();
      return;
    }
    setOutcome(undefined);
    change.mutate(
      { newEmail: values.newEmail, ...(hasPassword ? { currentPassword: values.currentPassword } : {}) },
      {
        onSuccess: ({ outcome: what, email }) => {
          setValues({ newEmail: '', currentPassword: '' });
          setOutcome(
            result(
              'success',
              what === 'link-sent'
                ? `We sent a link to ${email}. Please open it within 24 hours to finish the change. Until then, your email stays ${currentEmail}.`
                : `Your email is now ${email}. Please use it the next time you sign in. Other devices were signed out.`,
            ),
          );
        },
        onError: (error) =>
          setOutcome(
            result('error', errorMessage(error, 'Your email could not be changed. Please try again.')),
          ),
      },
    );
  };

  const onChange = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (problems[field]) setProblems(check(next));
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${formId}-title`} className="space-y-4">
      <div>
        <h3 id={`${formId}-title`} className="text-xl font-bold">
          Change email
        </h3>
        <p className="mt-1 text-muted">
          Your email is <span className="font-semibold text-ink">{currentEmail}</span>.
        </p>
      </div>
      <TextField
        id={idOf('newEmail')}
        name="newEmail"
        label="New email"
        type="email"
        autoComplete="email"
        placeholder="name@example.com"
        value={values.newEmail}
        problem={problems.newEmail}
        onValueChange={(value) => onChange('newEmail', value)}
      />
      {hasPassword ? (
        <TextField
          id={idOf('currentPassword')}
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          problem={problems.currentPassword}
          onValueChange={(value) => onChange('currentPassword', value)}
        />
      ) : null}
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change email'}
      </Button>
      <ActionResult value={outcome} />
    </form>
  );
}
