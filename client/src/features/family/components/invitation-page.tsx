import { Loader2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { ApiError, errorMessage } from '#client/lib/api-request.ts';
import { useCurrentUser } from '#client/lib/get-current-user.ts';
import { forgetPendingInvitation, rememberPendingInvitation } from '#client/lib/pending-invitation.ts';
import { forgetAccountDrafts, signOutOnClick } from '#client/lib/sign-out.ts';
import { openWorkspaceOn } from '#client/lib/workspace-context.tsx';
import { FAMILY_ROLE_LABELS, familyMessages } from '#shared/family.ts';
import { firstNameOf, invitationForAnotherAddress, possessiveOf, sameAddress } from '#shared/family-words.ts';
import { INVITE_PAGE_PREFIX } from '#shared/page-paths.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { isInvitationEnded, useInvitationPreview } from '../api/invitation-preview.ts';
import { ROLE_SENTENCES_FOR_MEMBER, withArticle } from './role-sentences.ts';

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-background">
      <header className="border-b border-line bg-surface px-5 py-3">
        <a href="/" className="font-serif text-2xl font-bold text-primary">
          Heirloom
        </a>
      </header>
      <main className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-5 py-8">{children}</main>
    </div>
  );
}

/** "Margaret Ellis has invited you to read Margaret's stories, as a Contributor." */
export const invitationSummary = (ownerName: string, roleLabel: string) =>
  `${ownerName} has invited you to read ${possessiveOf(firstNameOf(ownerName))} stories, as ${withArticle(roleLabel)}.`;

const tokenOf = (path: string) => path.slice(INVITE_PAGE_PREFIX.length).replace(/\/+$/, '');

/**
 * `/invite/<token>` (issue 15): who invited the person, in which role and to which address; then signing in or
 * creating an account (and coming back here), and Accept the invitation, which opens Shared with me.
 */
export function InvitationPage() {
  const path = window.location.pathname;
  const token = tokenOf(path);
  const preview = useInvitationPreview(token);
  const { user, isLoading } = useCurrentUser();
  const accept = useAcceptInvitation();
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    document.title = 'Your invitation · Heirloom';
  }, []);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  if (preview.isPending || isLoading)
    return (
      <Frame>
        <p role="status" className="flex items-center gap-3 text-xl">
          <Loader2 aria-hidden="true" className="size-6 animate-spin" />
          Opening your invitation…
        </p>
      </Frame>
    );

  if (preview.isError) {
    const ended = isInvitationEnded(preview.error);
    return (
      <Frame>
        <h1 className="text-3xl font-bold">
          {ended ? 'This invitation no longer works' : 'Your invitation could not be opened'}
        </h1>
        <p role="alert" className="text-xl">
          {ended
            ? familyMessages.invitationEnded
            : preview.error instanceof ApiError && preview.error.serverMessage
              ? preview.error.serverMessage
              : 'Please check that you are connected to the internet, then reload the page.'}
        </p>
      </Frame>
    );
  }

  const { ownerName, role, email } = preview.data;
  const label = FAMILY_ROLE_LABELS[role];
  // No pronoun is known, so the sentences repeat the first name: "…to read Rose's stories".
  const first = firstNameOf(ownerName);
  const onAccept = () => {
    setFailure(null);
    accept.mutate(token, {
      onSuccess: () => {
        forgetPendingInvitation();
        openWorkspaceOn('shared');
        window.location.assign('/');
      },
      onError: (error) =>
        setFailure(errorMessage(error, 'The invitation could not be accepted. Please try again.')),
    });
  };
  const comeBackHere = () => rememberPendingInvitation(path);

  return (
    <Frame>
      <h1 className="text-3xl font-bold">You are invited</h1>
      <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 sm:p-6">
        <p className="font-serif text-2xl leading-snug" data-testid="invitation-summary">
          {invitationSummary(ownerName, label)}
        </p>
        <p>{ROLE_SENTENCES_FOR_MEMBER[role](first)}</p>
        <p className="text-muted">
          This invitation was sent to <span className="font-semibold break-all text-ink">{email}</span>.
        </p>
      </div>
      {user && !sameAddress(user.email, email) ? (
        // Only the invited address accepts (decision 1518): say so before anything is pressed, and what to do.
        <div className="flex flex-col gap-4" data-testid="invitation-other-address">
          <h2 className="text-2xl font-bold">This invitation is for another address</h2>
          <p>
            You are signed in as <span className="font-semibold break-all">{user.email}</span>.
          </p>
          <p className="rounded-xl border border-line bg-surface p-4 text-xl">
            {invitationForAnotherAddress(email, ownerName)}
          </p>
          <div>
            <a
              href="/api/logout"
              onClick={() => {
                comeBackHere();
                forgetAccountDrafts();
              }}
              className={buttonVariants({ size: 'lg' })}
            >
              Sign out and use {email}
            </a>
          </div>
        </div>
      ) : user ? (
        <div className="flex flex-col gap-4">
          <p>
            You are signed in as <span className="font-semibold break-all">{user.email}</span>.
          </p>
          <div>
            <Button size="lg" onClick={onAccept} disabled={accept.isPending}>
              {accept.isPending ? 'Accepting…' : 'Accept the invitation'}
            </Button>
          </div>
          {failure ? (
            <p ref={failureRef} tabIndex={-1} role="alert" className="font-semibold text-destructive">
              {failure}
            </p>
          ) : null}
          <p>
            Not the right account?{' '}
            <a
              href="/api/logout"
              onClick={(event) => {
                comeBackHere();
                signOutOnClick(event);
              }}
              className="font-semibold text-primary underline underline-offset-4"
            >
              Sign out and use another one
            </a>
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <h2 className="text-2xl font-bold">Sign in to accept</h2>
          <p>
            If you are new to Heirloom, create an account; it is free. If you already have one, sign in. You
            come back to this page afterwards.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            {/* The form holds the invited address and says whose stories it is for (issue 31, N14). */}
            <a
              href={`/api/login?account=new&invitation=${encodeURIComponent(token)}`}
              onClick={comeBackHere}
              className={buttonVariants({ size: 'lg' })}
            >
              Create an account
            </a>
            <a
              href="/api/login"
              onClick={comeBackHere}
              className={buttonVariants({ size: 'lg', variant: 'outline' })}
            >
              Sign in
            </a>
          </div>
        </div>
      )}
    </Frame>
  );
}
