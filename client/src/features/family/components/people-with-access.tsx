import { Send, UserMinus } from 'lucide-react';
import { useId, useState } from 'react';
import { QueryState } from '#client/components/query-state.tsx';
import { ActionResult, type Result, result } from '#client/components/ui/action-result.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import {
  FAMILY_ROLE_LABELS,
  FAMILY_ROLES,
  type FamilyMember,
  type FamilyRole,
  type InvitationSent,
} from '#shared/family.ts';
import { useChangeFamilyRole } from '../api/change-family-role.ts';
import { useFamilyMembers } from '../api/family-members.ts';
import { useRemoveFamilyMember } from '../api/remove-family-member.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { InvitationOutcome } from './invitation-outcome.tsx';
import { withArticle } from './role-sentences.ts';

/** How a person is named on the list: their name once they accepted, their email before. */
export const memberName = (member: FamilyMember) => member.name?.trim() || member.email;

function MemberRow({
  member,
  onRemove,
  onRoleChanged,
  onResent,
  onFailed,
}: {
  member: FamilyMember;
  onRemove: () => void;
  onRoleChanged: (member: FamilyMember) => void;
  onResent: (sent: InvitationSent) => void;
  onFailed: (sentence: string) => void;
}) {
  const roleId = useId();
  const changeRole = useChangeFamilyRole();
  const resend = useResendInvitation();
  const name = memberName(member);
  return (
    <li className="flex flex-col gap-3 px-4 py-4" data-testid="family-member">
      <div className="min-w-0">
        <p className="font-semibold break-words">{name}</p>
        {member.name ? <p className="text-muted break-all">{member.email}</p> : null}
        <p className="mt-1">
          <span
            className={
              member.state === 'active'
                ? 'inline-flex rounded-full bg-accent px-3 py-0.5 text-[0.95rem] font-semibold'
                : 'inline-flex rounded-full border border-muted px-3 py-0.5 text-[0.95rem] font-semibold text-muted'
            }
          >
            {member.state === 'active' ? 'Active' : 'Invited'}
          </span>
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end">
        <div>
          <label htmlFor={roleId} className="mb-1 block text-[0.95rem] font-semibold">
            Role<span className="sr-only"> for {name}</span>
          </label>
          <select
            id={roleId}
            value={member.role}
            disabled={changeRole.isPending}
            onChange={(event) =>
              changeRole.mutate(
                { id: member.id, role: event.target.value as FamilyRole },
                {
                  onSuccess: onRoleChanged,
                  onError: (error) =>
                    onFailed(
                      errorMessage(error, `The role of ${name} could not be changed. Please try again.`),
                    ),
                },
              )
            }
            className="min-h-12 w-full rounded-lg border border-[#8c7a66] bg-surface px-3 sm:w-auto"
          >
            {FAMILY_ROLES.map((role) => (
              <option key={role} value={role}>
                {FAMILY_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
        {member.state === 'invited' ? (
          <Button
            variant="outline"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(member.id, {
                onSuccess: onResent,
                onError: (error) =>
                  onFailed(errorMessage(error, 'The invitation could not be sent again. Please try again.')),
              })
            }
          >
            <Send aria-hidden="true" />
            {resend.isPending ? 'Sending…' : 'Send the invitation again'}
          </Button>
        ) : null}
        <Button variant="ghost" aria-label={`Remove ${name}`} onClick={onRemove}>
          <UserMinus aria-hidden="true" />
          Remove
        </Button>
      </div>
    </li>
  );
}

/** People with access: each person, their role (changeable) and whether they have accepted. */
export function PeopleWithAccess() {
  const members = useFamilyMembers();
  const remove = useRemoveFamilyMember();
  const [removing, setRemoving] = useState<FamilyMember | null>(null);
  const [outcome, setOutcome] = useState<Result>();
  const [resent, setResent] = useState<InvitationSent | null>(null);
  const headingId = useId();

  const say = (kind: 'success' | 'error', text: string) => {
    setResent(null);
    setOutcome(result(kind, text));
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-xl font-bold">
        People with access
      </h3>
      {!members.isSuccess ? (
        <QueryState
          query={members}
          loading="Loading the people you share with…"
          failed="The list could not be loaded. Please reload the page."
        />
      ) : members.data.length === 0 ? (
        <p className="text-muted">Nobody has access yet. Only you can see your memories.</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
          {members.data.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              onRemove={() => setRemoving(member)}
              onRoleChanged={(changed) =>
                say(
                  'success',
                  `${memberName(changed)} is now ${withArticle(FAMILY_ROLE_LABELS[changed.role])}.`,
                )
              }
              onResent={(sent) => {
                setOutcome(undefined);
                setResent(sent);
              }}
              onFailed={(sentence) => say('error', sentence)}
            />
          ))}
        </ul>
      )}
      <ActionResult value={outcome} />
      {resent ? <InvitationOutcome key={resent.member.id + resent.inviteLink} sent={resent} /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={removing ? `Remove ${memberName(removing)}'s access?` : ''}
        description="They will no longer see your stories."
        confirmLabel="Remove"
        onConfirm={() => {
          if (!removing) return;
          const name = memberName(removing);
          remove.mutate(removing.id, {
            onSuccess: () => say('success', `${name} no longer has access.`),
            onError: (error) =>
              say('error', errorMessage(error, `${name} could not be removed. Please try again.`)),
          });
          setRemoving(null);
        }}
      />
    </section>
  );
}
