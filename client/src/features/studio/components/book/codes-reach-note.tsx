import { Button } from '#client/components/ui/button.tsx';

/** What the codes choice says under its box, by whether this Heirloom has a public address. */
export function codesHint(publicAddress: string | null): string {
  return publicAddress
    ? `A small square code beside each chapter that has recordings. Scanned with a phone, it opens them at ${publicAddress}.`
    : 'A small square code beside each chapter that has recordings. Scanned with a phone, it plays them from this Heirloom.';
}

export const CODES_ONLY_AT_HOME =
  'This Heirloom has no public address, so a printed code will not work outside your home: a phone anywhere else cannot reach it.';

/**
 * Said while codes are chosen and this Heirloom has no public address (PUBLIC_URL, docs/decisions/1017): the
 * codes would work only inside the home, and the book can be made without them.
 */
export function CodesOnlyAtHome({ id, onLeaveOut }: { id: string; onLeaveOut: () => void }) {
  return (
    <div id={id} className="flex flex-col items-start gap-2 rounded-lg border border-line bg-accent p-3">
      <p className="font-semibold">{CODES_ONLY_AT_HOME}</p>
      <p className="text-[0.95rem]">
        To have codes that work anywhere, ask whoever set up Heirloom to give it a public address
        (PUBLIC_URL).
      </p>
      <Button type="button" variant="outline" onClick={onLeaveOut}>
        Leave the codes out
      </Button>
    </div>
  );
}
