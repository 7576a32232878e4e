import { useEffect, useId, useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { DialogHeader } from '#client/components/ui/dialog.tsx';
import { STALE_MEMORY_MESSAGE } from '#shared/memories.ts';

/** One field of a memory as shown in the choice: its label and its value in words. */
export interface ComparedField {
  label: string;
  value: string;
  /** The memory's text: always shown, and scrolls inside its own box (reachable by keyboard). */
  long?: boolean;
}

/** The Memory DNA's when, where and who as the choice compares them (a saved copy or the typed one). */
export function dnaComparedFields(copy: {
  whenHappened: string | null;
  whereHappened: string | null;
  peopleInvolved: string[];
}): ComparedField[] {
  return [
    { label: 'When did it happen?', value: copy.whenHappened ?? '' },
    { label: 'Where did it happen?', value: copy.whereHappened ?? '' },
    { label: 'People involved', value: copy.peopleInvolved.join(', ') },
  ];
}

/**
 * A save was based on an older version (409 STALE_MEMORY): the saved copy and the
 * typed copy side by side (stacked on a phone) and two plain choices. The typed
 * copy stays in the dialog until the person chooses (docs/decisions/541).
 */
export function StaleChoice({
  dialogTitle,
  saved,
  mine,
  busy,
  onKeepMine,
  onUseSaved,
}: {
  /** The title of the dialog the choice replaces the form in. */
  dialogTitle: string;
  saved: ComparedField[];
  mine: ComparedField[];
  busy: boolean;
  onKeepMine: () => void;
  onUseSaved: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // The choice replaces the form, which may have been scrolled down: start from the dialog's title.
  useEffect(() => {
    headingRef.current?.closest('[role="dialog"]')?.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  // Only what differs (and the memory's text), so the two copies can be compared at a glance.
  const differs = saved
    .map((field, index) => ({ saved: field, mine: mine[index] ?? { label: field.label, value: '' } }))
    .filter((pair) => pair.saved.long || pair.saved.value !== pair.mine.value);
  const pairs =
    differs.length > 0 ? differs : saved.map((field, index) => ({ saved: field, mine: mine[index]! }));

  return (
    <div>
      <DialogHeader title={dialogTitle} description="Your changes are not saved yet." />
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <div role="alert" className="rounded-lg border-2 border-primary bg-accent p-4">
          <h3 id={headingId} ref={headingRef} tabIndex={-1} className="font-serif text-xl font-bold">
            Choose which version to keep
          </h3>
          <p className="mt-1">{STALE_MEMORY_MESSAGE}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <CopyPanel title="The saved version" fields={pairs.map((pair) => pair.saved)} />
          <CopyPanel title="Your version (not saved yet)" fields={pairs.map((pair) => pair.mine)} />
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onUseSaved} disabled={busy}>
            Use the saved version
          </Button>
          <Button onClick={onKeepMine} disabled={busy}>
            {busy ? 'Saving...' : 'Keep my version'}
          </Button>
        </div>
      </section>
    </div>
  );
}

function CopyPanel({ title, fields }: { title: string; fields: ComparedField[] }) {
  const titleId = useId();
  return (
    <div className="rounded-lg border border-line p-4">
      <h4 id={titleId} className="text-lg font-bold">
        {title}
      </h4>
      <dl className="mt-2 flex flex-col gap-2">
        {fields.map((field) => (
          <div key={field.label}>
            <dt className="text-muted">{field.label}</dt>
            <dd className="whitespace-pre-wrap break-words">
              {field.long ? (
                <section
                  aria-label={`${title}: ${field.label}`}
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a long memory scrolls; keyboard users must reach it to scroll
                  tabIndex={0}
                  className="max-h-48 overflow-y-auto rounded-md bg-background p-2"
                >
                  {field.value || '—'}
                </section>
              ) : (
                field.value || '—'
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
