import { lazy, Suspense, useEffect, useState } from 'react';
import { LandingPage } from '#client/features/landing/components/landing-page.tsx';
import { useCurrentUser } from '#client/lib/get-current-user.ts';
import { takePendingInvitation } from '#client/lib/pending-invitation.ts';
import { WaitlistSignUp } from './waitlist-sign-up.tsx';

// The workspace is a separate chunk: visitors on the landing page never download it.
const Workspace = lazy(() =>
  import('./workspace/workspace.tsx').then((module) => ({ default: module.Workspace })),
);

const renderWaitlistSignUp = (showHowItWorks: () => void) => <WaitlistSignUp onLearnMore={showHowItWorks} />;

/** While the user loads, or when signed out: the landing page. Signed in: the workspace. */
export function Home() {
  const { user, isLoading, isAuthenticated } = useCurrentUser();
  const [leaving, setLeaving] = useState(false);
  // Signed in after leaving an invitation page to do so: back to that page (the sign-in pages lead to "/").
  useEffect(() => {
    if (!isAuthenticated) return;
    const invitation = takePendingInvitation();
    if (invitation) {
      setLeaving(true);
      window.location.replace(invitation);
    }
  }, [isAuthenticated]);
  if (leaving)
    return (
      <p className="p-8 text-lg" role="status">
        Opening your invitation…
      </p>
    );
  if (isLoading || !isAuthenticated || !user) return <LandingPage renderSignUp={renderWaitlistSignUp} />;
  return (
    <Suspense
      fallback={
        <p className="p-8 text-lg" role="status">
          Opening your workspace…
        </p>
      }
    >
      <Workspace user={user} />
    </Suspense>
  );
}
