import { useEffect, useRef } from 'react';
import type { InvitationDelivery, InvitationSent } from '#shared/family.ts';
import { CopyLinkField } from './copy-link-field.tsx';

export const NO_EMAIL_SENTENCE =
  'E-mail is not set up on this server. Copy this link and send it to them yourself.';
/** E-mail is set up, but the mail server could not be reached just now: trying again later may work. */
export const SEND_FAILED_SENTENCE =
  'The e-mail could not be sent just now. Copy this link and send it to them yourself, or try again later.';

/** Why the link is shown to copy: never "not set up" on a server whose e-mail only failed just now. */
export const notEmailedSentence = (delivery: InvitationDelivery) =>
  delivery === 'could-not-send' ? SEND_FAILED_SENTENCE : NO_EMAIL_SENTENCE;

/**
 * How an invitation went: e-mailed, or a link to copy (no e-mail on this server, or sending failed). It takes
 * focus when it appears, so a screen reader reads it and the next Tab reaches the Copy button.
 */
export function InvitationOutcome({ sent }: { sent: InvitationSent }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const { member, emailed, delivery, inviteLink } = sent;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="flex flex-col gap-3 rounded-lg border border-line bg-accent/60 p-4"
      data-testid="invitation-outcome"
    >
      {emailed || !inviteLink ? (
        <p role="status" className="font-semibold">
          We sent an invitation to {member.email}.
        </p>
      ) : (
        <>
          <p role="status" className="font-semibold">
            {notEmailedSentence(delivery)}
          </p>
          <CopyLinkField label={`Invitation link for ${member.email}`} link={inviteLink} />
        </>
      )}
    </div>
  );
}
