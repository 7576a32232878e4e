import { Check, X } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';

/** A proposal of Clio's under her reply, with Accept Changes and Decline. */
export function ProposalPanel({
  heading,
  children,
  disabled,
  onAccept,
  onDecline,
  focusAccept,
}: {
  heading: string;
  /** What accepting changes: the proposed list, or what Clio will do to a chapter. */
  children: ReactNode;
  disabled: boolean;
  onAccept: () => void;
  onDecline: () => void;
  /** Set when accepting failed and the panel came back: Accept Changes takes focus, ready to try again. */
  focusAccept: RefObject<boolean>;
}) {
  const acceptButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusAccept.current) return;
    focusAccept.current = false;
    acceptButton.current?.focus();
  }, [focusAccept]);
  return (
    <section
      aria-label={heading}
      className="ml-2 flex flex-col gap-3 rounded-2xl border-2 border-primary/40 bg-accent/50 p-4"
      data-testid="proposal-panel"
    >
      <h3 className="font-sans text-lg font-bold">{heading}</h3>
      {children}
      <div className="flex flex-wrap gap-2">
        <Button ref={acceptButton} size="sm" onClick={onAccept} disabled={disabled}>
          <Check aria-hidden="true" />
          Accept Changes
        </Button>
        <Button size="sm" variant="outline" onClick={onDecline} disabled={disabled}>
          <X aria-hidden="true" />
          Decline
        </Button>
      </div>
    </section>
  );
}
