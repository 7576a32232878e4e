import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { FormFailure } from '#client/components/ui/form-failure.tsx';
import { Input, Label } from '#client/components/ui/input.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError } from '#client/lib/api-request.ts';
import { type ProfileField, profileFieldProblems, type UpdateProfileRequest } from '#shared/profile.ts';
import { type CurrentUser, LANGUAGES } from '#shared/user.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { BirthdayFields } from './birthday-fields.tsx';

type FormValues = Required<{ [K in ProfileField]: string }>;

const FIELD_ORDER: ProfileField[] = ['firstName', 'lastName', 'email', 'phone', 'birthday', 'language'];

const initialValues = (user: CurrentUser): FormValues => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email,
  phone: user.phone ?? '',
  birthday: user.birthday ?? '',
  language: user.language || 'en',
});

/**
 * About Me: the profile form. Checked with the same rules as the
 * server (shared/profile.ts) on submit, then again as the person corrects it.
 */
export function AboutMeForm({ user, onChangeEmail }: { user: CurrentUser; onChangeEmail: () => void }) {
  const [values, setValues] = useState<FormValues>(() => initialValues(user));
  const [problems, setProblems] = useState<Partial<Record<ProfileField, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useUpdateProfile();
  const formId = useId();

  const idOf = (field: ProfileField) => `${formId}-${field}`;
  const errorIdOf = (field: ProfileField) => `${formId}-${field}-error`;

  const change = (field: ProfileField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setProblems(profileFieldProblems(next as UpdateProfileRequest));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    // The email is shown, not edited here: the form sends the current one (see "Change email").
    const profile = { ...values, email: user.email } as UpdateProfileRequest;
    const found = profileFieldProblems(profile);
    setProblems(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      document.getElementById(idOf(first))?.focus();
      return;
    }
    setFailure(null);
    save.mutate(profile, {
      onSuccess: () => {
        toast({ title: 'Profile Updated', description: 'Your changes have been saved.', variant: 'success' });
      },
      onError: (error) => {
        // The server's own sentence when it refused the data (e.g. an email changed in another window).
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
        if (refused && error.code === 'UNPROCESSABLE') setProblems({ email: error.userMessage });
        const description =
          refused && error.status !== 401 ? error.userMessage : 'Failed to update profile. Please try again.';
        toast({ title: 'Error', description, variant: 'destructive' });
        setFailure(description);
      },
    });
  };

  const fieldProps = (field: ProfileField) => ({
    id: idOf(field),
    name: field,
    value: values[field],
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': problems[field] ? errorIdOf(field) : undefined,
  });

  const problem = (field: ProfileField) =>
    problems[field] ? (
      <p id={errorIdOf(field)} className="mt-1.5 font-semibold text-destructive">
        {problems[field]}
      </p>
    ) : null;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="About Me" className="max-w-2xl space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor={idOf('firstName')}>First name</Label>
          <Input
            {...fieldProps('firstName')}
            autoComplete="given-name"
            onChange={(event) => change('firstName', event.target.value)}
          />
          {problem('firstName')}
        </div>
        <div>
          <Label htmlFor={idOf('lastName')}>Last name</Label>
          <Input
            {...fieldProps('lastName')}
            autoComplete="family-name"
            onChange={(event) => change('lastName', event.target.value)}
          />
          {problem('lastName')}
        </div>
      </div>
      <div>
        <Label htmlFor={idOf('email')}>Email</Label>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Input
            {...fieldProps('email')}
            value={user.email}
            type="email"
            autoComplete="email"
            readOnly
            aria-describedby={[`${idOf('email')}-hint`, problems.email ? errorIdOf('email') : '']
              .join(' ')
              .trim()}
            className="bg-accent! sm:flex-1"
          />
          <Button variant="outline" onClick={onChangeEmail} className="shrink-0">
            Change email
          </Button>
        </div>
        <p id={`${idOf('email')}-hint`} className="mt-1.5 text-muted">
          Your email is how you sign in. To change it, use Change email: it asks for your password.
        </p>
        {problem('email')}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor={idOf('phone')}>Phone</Label>
          <Input
            {...fieldProps('phone')}
            type="tel"
            autoComplete="tel"
            placeholder="+1 555 010 0100"
            onChange={(event) => change('phone', event.target.value)}
          />
          {problem('phone')}
        </div>
        <div>
          <BirthdayFields
            id={idOf('birthday')}
            value={values.birthday}
            onChange={(isoDay) => change('birthday', isoDay)}
            invalid={Boolean(problems.birthday)}
            errorId={problems.birthday ? errorIdOf('birthday') : undefined}
          />
          {problem('birthday')}
        </div>
      </div>
      <div>
        <Label htmlFor={idOf('language')}>Language</Label>
        <select
          {...fieldProps('language')}
          onChange={(event) => change('language', event.target.value)}
          className="min-h-12 w-full rounded-lg border border-[#8c7a66] bg-surface px-3.5 py-2.5 text-ink sm:w-72"
        >
          {LANGUAGES.map((language) => (
            <option key={language.code} value={language.code}>
              {language.label}
            </option>
          ))}
        </select>
        {problem('language')}
      </div>
      <FormFailure message={failure} />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
