import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../features/auth/api/get-current-user.ts';
import { LandingPage } from '../features/landing/components/landing-page.tsx';

// The workspace is a separate chunk: visitors on the landing page never download it.
const Workspace = lazy(() =>
  import('./workspace/workspace.tsx').then((module) => ({ default: module.Workspace })),
);

/** While the user loads, or when signed out: the landing page. Signed in: the workspace. */
export function Home() {
  const { user, isLoading, isAuthenticated } = useCurrentUser();
  if (isLoading || !isAuthenticated || !user) return <LandingPage />;
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
