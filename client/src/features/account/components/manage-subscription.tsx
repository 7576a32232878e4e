import { LogOut } from 'lucide-react';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';

/** Spec §2 Manage Subscription. Change Plan and Delete My Account do nothing visible, as specified for now. */
export function ManageSubscription() {
  return (
    <div className="max-w-2xl space-y-6">
      <section className="rounded-2xl border border-line bg-surface p-5" aria-labelledby="current-plan">
        <h2 id="current-plan" className="text-lg font-semibold text-muted">
          Current Plan
        </h2>
        <p className="mt-1 font-serif text-2xl font-bold">Premium Memoir Service</p>
      </section>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button variant="outline">Change Plan</Button>
        <a href="/api/logout" className={buttonVariants({ variant: 'outline' })}>
          <LogOut aria-hidden="true" />
          Logout
        </a>
        <Button variant="destructive">Delete My Account</Button>
      </div>
    </div>
  );
}
