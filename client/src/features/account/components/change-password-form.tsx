import { type FormEvent, useId, useState } from 'react';
import { ActionResult, otherDevices, type Result, result } from '#client/components/ui/action-result.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/labelled-field.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import { accountMessages, changePasswordSchema, fieldProblems } from '#shared/account.ts';
import { useChangePassword } from '../api/change-password.ts';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const FIELD_ORDER: Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, then the new one twice. Other devices are signed out; this one stays signed in. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(empty);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<Result>();
  const change = useChangePassword();
  const formId = useId();
  const idOf = (field: Field) => `${formId}-${field}`;

  const check = (next: typeof values) => {
    const found: Partial<Record<Field, string>> = fieldProblems(changePasswordSchema, next);
    if (!found.newPassword && !found.confirmPassword && next.confirmPassword !== next.newPassword)
      found.confirmPassword = accountMessages.passwordsDiffer;
    return found;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setProblems(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      document.getElementById(idOf(first))?.focus();
      return;
    }
    setOutcome(undefined);
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: ({ signedOutSessions }) => {
          setValues(empty);
          setOutcome(
            result(
              'success',
              `Your password is changed. You stay signed in here. ${otherDevices(signedOutSessions)}`,
            ),
          );
        },
        onError: (error) =>
          setOutcome(
            result('error', errorMessage(error, 'Your password could not be changed. Please try again.')),
          ),
      },
    );
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      id={idOf(name)}
      name={name}
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      problem={problems[name]}
      onValueChange={(value) => {
        const next = { ...values, [name]: value };
        setValues(next);
        if (problems[name]) setProblems(check(next));
      }}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${formId}-title`} className="space-y-4">
      <h3 id={`${formId}-title`} className="text-xl font-bold">
        Change password
      </h3>
      {field('currentPassword', 'Current password', 'current-password')}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('newPassword', 'New password', 'new-password')}
        {field('confirmPassword', 'New password again', 'new-password')}
      </div>
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change password'}
      </Button>
      <ActionResult value={outcome} />
    </form>
  );
}
