import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/labelled-field.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import { useCurrentUser } from '#client/lib/get-current-user.ts';
import {
  addFamilyMemberSchema,
  type FamilyRole,
  familyMessages,
  type InvitationSent,
} from '#shared/family.ts';
import { useAddFamilyMember } from '../api/add-family-member.ts';
import { InvitationOutcome } from './invitation-outcome.tsx';
import { RoleChoice } from './role-choice.tsx';

/** The id of the email box, so other parts of Legacy Controls can send the person to it. */
export const ADD_ACCESS_EMAIL_ID = 'add-access-email';

/**
 * Add Access: an email address and a role. The answer says the invitation was e-mailed, or gives the link to
 * copy when this server sends no e-mail. Every refusal is shown at the email box, which takes focus.
 */
export function AddAccessForm() {
  const { user } = useCurrentUser();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<FamilyRole>('reader');
  const [problem, setProblem] = useState<string>();
  const [sent, setSent] = useState<InvitationSent | null>(null);
  const add = useAddFamilyMember();
  const formId = useId();

  const refuse = (sentence: string) => {
    setProblem(sentence);
    document.getElementById(ADD_ACCESS_EMAIL_ID)?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = addFamilyMemberSchema.safeParse({ email, role });
    if (!parsed.success) {
      refuse(parsed.error.issues[0]?.message ?? 'Please enter a valid email address, like name@example.com.');
      return;
    }
    if (user && parsed.data.email === user.email.toLowerCase()) {
      refuse(familyMessages.ownEmail);
      return;
    }
    setProblem(undefined);
    setSent(null);
    add.mutate(parsed.data, {
      onSuccess: (answer) => {
        setEmail('');
        setRole('reader');
        setSent(answer);
      },
      onError: (error) => refuse(errorMessage(error, 'That person could not be added. Please try again.')),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${formId}-title`} className="flex flex-col gap-5">
      <div>
        <h3 id={`${formId}-title`} className="text-xl font-bold">
          Add Access
        </h3>
        <p className="mt-1 text-muted">
          They get an invitation to see what you share. Nothing is shared until you choose it.
        </p>
      </div>
      <TextField
        id={ADD_ACCESS_EMAIL_ID}
        label="Share by email"
        type="email"
        autoComplete="off"
        placeholder="name@example.com"
        value={email}
        problem={problem}
        onValueChange={(value) => {
          setEmail(value);
          if (problem) setProblem(undefined);
        }}
      />
      <RoleChoice name={`${formId}-role`} value={role} onChange={setRole} />
      <div>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add Access'}
        </Button>
      </div>
      {sent ? <InvitationOutcome sent={sent} /> : null}
    </form>
  );
}
