import { type ReactNode, useId } from 'react';

/** A titled list of one kind of what the storyteller released (chapters, books), in Shared with me. */
export function SharedListSection({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-xl font-bold">
        {heading}
      </h3>
      <ul className="flex flex-col gap-3">{children}</ul>
    </section>
  );
}
