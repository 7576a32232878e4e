import { LogOut } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { signOutOnClick } from '#client/lib/sign-out.ts';
import { useAccountSecurity } from '../api/get-account-security.ts';
import { ChangePlanDialog } from './change-plan-dialog.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { SignInSecurity } from './sign-in-security.tsx';

/**
 * Manage Subscription, made true of a self-hosted Heirloom (decision 809): everything is included, and
 * Change Plan says there is no plan to buy. Delete My Account is real and asks first. Below: the sign-in and
 * security controls.
 */
export function ManageSubscription({ familyAccessEnds }: { familyAccessEnds: ReactNode }) {
  const [deleting, setDeleting] = useState(false);
  const security = useAccountSecurity();
  const deleteButtonId = useId();
  return (
    <div className="max-w-2xl space-y-6">
      <section className="rounded-2xl border border-line bg-surface p-5" aria-labelledby="current-plan">
        <h2 id="current-plan" className="text-lg font-semibold text-muted">
          Current Plan
        </h2>
        <p className="mt-1 font-serif text-2xl font-bold">Everything is included</p>
        <p className="mt-2">There is no plan to buy, and Heirloom never asks you for a payment.</p>
      </section>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <ChangePlanDialog />
        <a href="/api/logout" onClick={signOutOnClick} className={buttonVariants({ variant: 'outline' })}>
          <LogOut aria-hidden="true" />
          Logout
        </a>
        <Button id={deleteButtonId} variant="destructive" onClick={() => setDeleting(true)}>
          Delete My Account
        </Button>
      </div>
      <DeleteAccountDialog
        open={deleting}
        onOpenChange={setDeleting}
        hasPassword={security.data?.hasPassword ?? true}
        returnFocusTo={deleteButtonId}
        familyAccessEnds={familyAccessEnds}
      />
      <SignInSecurity />
    </div>
  );
}
