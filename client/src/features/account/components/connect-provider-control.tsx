import { useId } from 'react';
import { buttonVariants } from '#client/components/ui/button.tsx';

/**
 * For an account made before this server signed people in through a provider:
 * connecting happens only from inside the account (docs/decisions/501), by
 * going through the provider's sign-in with the "link" intent.
 */
export function ConnectProviderControl() {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div>
        <h3 id={titleId} className="text-xl font-bold">
          Connect your sign-in provider
        </h3>
        <p className="mt-1 text-muted">
          This server now signs people in through its sign-in provider. Connect yours to this account, so you
          can sign in with it from now on and keep all your memories.
        </p>
      </div>
      <a href="/api/login?intent=link" className={buttonVariants({ variant: 'outline' })}>
        Connect your sign-in provider
      </a>
    </section>
  );
}
