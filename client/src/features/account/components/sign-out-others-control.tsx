import { useId, useState } from 'react';
import { ActionResult, otherDevices, type Result, result } from '#client/components/ui/action-result.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api-request.ts';
import { useSignOutOthers } from '../api/sign-out-others.ts';

/** Ends every other session: for a lost phone, or a computer at the library left signed in. */
export function SignOutOthersControl() {
  const [outcome, setOutcome] = useState<Result>();
  const signOut = useSignOutOthers();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div>
        <h3 id={titleId} className="text-xl font-bold">
          Sign out of other devices
        </h3>
        <p className="mt-1 text-muted">
          If you signed in on a computer or phone you no longer use, this signs it out. This device stays
          signed in.
        </p>
      </div>
      <Button
        variant="outline"
        disabled={signOut.isPending}
        onClick={() => {
          setOutcome(undefined);
          signOut.mutate(undefined, {
            onSuccess: ({ signedOutSessions }) =>
              setOutcome(
                result('success', `Done. ${otherDevices(signedOutSessions)} This device stays signed in.`),
              ),
            onError: (error) =>
              setOutcome(
                result(
                  'error',
                  errorMessage(error, 'Other devices could not be signed out. Please try again.'),
                ),
              ),
          });
        }}
      >
        {signOut.isPending ? 'Signing out...' : 'Sign out of other devices'}
      </Button>
      <ActionResult value={outcome} />
    </section>
  );
}
