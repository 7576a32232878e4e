import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';

/** Replaces the form after a successful sign-up, and takes focus so screen readers read it. */
export function WaitlistThanks() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div
      className="rounded-2xl border border-success/40 bg-surface p-6 shadow-sm sm:p-8"
      data-testid="waitlist-thanks"
    >
      <CheckCircle2 aria-hidden="true" className="mb-3 size-10 text-success" />
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
        Thank you! You're on the waitlist.
      </h2>
      <p className="mt-2 text-muted">Here is what happens next:</p>
      <ul className="mt-3 list-disc space-y-2 pl-6">
        <li>We'll email you as soon as beta access opens.</li>
        <li>You'll get early access to the AI journal and story preservation.</li>
        <li>Your feedback will help shape what Heirloom becomes.</li>
      </ul>
    </div>
  );
}
