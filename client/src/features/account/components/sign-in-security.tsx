import { useId } from 'react';
import { useCurrentUser } from '#client/lib/get-current-user.ts';
import { useAccountSecurity } from '../api/get-account-security.ts';
import { ChangeEmailForm } from './change-email-form.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ConnectProviderControl } from './connect-provider-control.tsx';
import { SignOutOthersControl } from './sign-out-others-control.tsx';

/** The "Sign-in and security" card: password, email, other devices, and connecting a sign-in provider. */
export function SignInSecurity() {
  const { user } = useCurrentUser();
  const security = useAccountSecurity();
  const titleId = useId();
  const hasPassword = security.data?.hasPassword ?? true;
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-8 rounded-2xl border border-line bg-surface p-5 sm:p-6"
      data-testid="sign-in-security"
    >
      <h2 id={titleId} className="font-serif text-2xl font-bold">
        Sign-in and security
      </h2>
      {hasPassword ? (
        <ChangePasswordForm />
      ) : (
        <p className="text-muted">
          You sign in through your provider, so your password is changed there, not here.
        </p>
      )}
      <hr className="border-line" />
      {user ? <ChangeEmailForm currentEmail={user.email} hasPassword={hasPassword} /> : null}
      <hr className="border-line" />
      <SignOutOthersControl />
      {security.data?.canConnectProvider ? (
        <>
          <hr className="border-line" />
          <ConnectProviderControl />
        </>
      ) : null}
    </section>
  );
}
