import { History } from 'lucide-react';
import type { LocalDraft } from '#client/lib/use-local-draft.ts';
import { Button } from './button.tsx';

/** The line a form shows when it put back words kept from last time (decision 812). */
export const KEPT_DRAFT_SENTENCE = 'We kept what you typed last time.';

/**
 * "We kept what you typed last time." above a form whose boxes were filled from this device's draft, with a way to
 * throw those words away. After discarding, `onDiscarded` moves focus (to the first box), since the button goes.
 */
export function KeptDraftNotice({ draft, onDiscarded }: { draft: LocalDraft; onDiscarded?: () => void }) {
  if (!draft.restored) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-primary/40 bg-accent/40 p-3"
    >
      <p className="flex flex-1 items-center gap-2 font-semibold">
        <History aria-hidden="true" className="size-5 shrink-0" />
        {KEPT_DRAFT_SENTENCE}
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          draft.discard();
          onDiscarded?.();
        }}
      >
        Discard these words
      </Button>
    </div>
  );
}
