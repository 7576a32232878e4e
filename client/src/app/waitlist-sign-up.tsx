import { useState } from 'react';
import { WaitlistForm } from '#client/features/waitlist/components/waitlist-form.tsx';
import { WaitlistThanks } from '#client/features/waitlist/components/waitlist-thanks.tsx';

/** The landing page's sign-up card: the waitlist form, then the thanks once the person has joined. */
export function WaitlistSignUp({ onLearnMore }: { onLearnMore: () => void }) {
  const [joined, setJoined] = useState(false);
  if (joined) return <WaitlistThanks />;
  return (
    <>
      <h2 className="mb-4 text-2xl font-bold">Join the beta</h2>
      <WaitlistForm onJoined={() => setJoined(true)} onLearnMore={onLearnMore} />
    </>
  );
}
