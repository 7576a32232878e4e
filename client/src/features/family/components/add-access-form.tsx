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
import { useSaveOwnName } from '../api/save-own-name.ts';
import { InvitationOutcome } from './invitation-outcome.tsx';
import { RoleChoice } from './role-choice.tsx';

/** The id of the email box, so other parts of Legacy Controls can send the person to it. */
export const ADD_ACCESS_EMAIL_ID = 'add-access-email';
const OWN_NAME_ID = 'add-access-own-name';

/**
 * Add Access: an email address and a role. A storyteller who never gave a name is asked for one first (N6), so
 * the invitation says who she is rather than repeating an e-mail address; it stays optional. The answer says the invitation was e-mailed, or gives the link to
 * copy when this server sends no e-mail. Every refusal is shown at the email box, which takes focus.
 */
export function AddAccessForm() {
  const { user } = useCurrentUser();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<FamilyRole>('reader');
  const [problem, setProblem] = useState<string>();
  const [sent, setSent] = useState<InvitationSent | null>(null);
  const add = useAddFamilyMember();
  const saveName = useSaveOwnName();
  const [ownName, setOwnName] = useState('');
  const [nameProblem, setNameProblem] = useState<string>();
  const nameless = Boolean(user && !user.firstName?.trim() && !user.lastName?.trim());
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
    const invite = () =>
      add.mutate(parsed.data, {
        onSuccess: (answer) => {
          setEmail('');
          setRole('reader');
          setSent(answer);
        },
        onError: (error) => refuse(errorMessage(error, 'That person could not be added. Please try again.')),
      });
    if (!nameless || !user || !ownName.trim()) return invite();
    setNameProblem(undefined);
    // The name first, so the invitation that goes out carries it; if it cannot be kept, nothing is sent yet.
    saveName.mutate(
      { user, firstName: ownName.trim() },
      {
        onSuccess: invite,
        onError: (error) => {
          setNameProblem(errorMessage(error, 'Your name could not be saved. Please try again.'));
          document.getElementById(OWN_NAME_ID)?.focus();
        },
      },
    );
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
      {nameless ? (
        <div>
          <TextField
            id={OWN_NAME_ID}
            label="What should we call you?"
            autoComplete="given-name"
            value={ownName}
            problem={nameProblem}
            // The field's own problem, when there is one, describes it instead of the hint.
            {...(nameProblem ? {} : { 'aria-describedby': `${OWN_NAME_ID}-hint` })}
            onValueChange={setOwnName}
          />
          <p id={`${OWN_NAME_ID}-hint`} className="mt-1 text-muted">
            Optional. The invitation says this name, so your family knows it is from you, not only your e-mail
            address.
          </p>
        </div>
      ) : null}
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
        <Button type="submit" disabled={add.isPending || saveName.isPending}>
          {add.isPending || saveName.isPending ? 'Adding…' : 'Add Access'}
        </Button>
      </div>
      {sent ? <InvitationOutcome sent={sent} /> : null}
    </form>
  );
}
