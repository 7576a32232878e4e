import { useEffect } from 'react';
import { toast } from '#client/components/ui/use-toast.ts';
import { setUnauthorizedListener } from '#client/lib/query-client.ts';

/** The session-ended notice stays 500 ms before the browser goes to sign in again. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/**
 * Inside the workspace, any call answering 401 means the session has ended:
 * say so plainly, then go to the sign-in page. Mounted only while signed in,
 * so a visitor on the landing page is never redirected.
 */
export function SessionExpiryWatch() {
  useEffect(() => {
    let redirecting = false;
    setUnauthorizedListener(() => {
      if (redirecting) return;
      redirecting = true;
      toast({
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
        variant: 'destructive',
      });
      setTimeout(() => window.location.assign('/api/login'), LOGIN_REDIRECT_DELAY_MS);
    });
    return () => setUnauthorizedListener(undefined);
  }, []);
  return null;
}
