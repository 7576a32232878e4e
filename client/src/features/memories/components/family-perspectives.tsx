import { useFormatDay } from '#client/lib/format-day.ts';
import type { Perspective } from '#shared/family.ts';
import { perspectiveCaption } from '#shared/family-words.ts';
import type { UnifiedMemoryRow } from '#shared/memory-rules.ts';
import { useFamilyPerspectives } from '../api/family-perspectives.ts';

/** Whether a perspective is about this row: the memory itself, or one answer of this interview. */
function isAbout(row: UnifiedMemoryRow, perspective: Perspective) {
  const { kind, id } = perspective.memory;
  if (row.kind === 'fragment') return kind === 'fragment' && id === row.id;
  if (row.kind === 'interview') return kind === 'answer' && !!row.interview?.answers.some((a) => a.id === id);
  return kind === 'file' && id === row.id;
}

/**
 * What the family remembers of this memory, in Memory Details: each in its writer's own words, set apart from
 * the storyteller's text and never merged into it.
 */
export function FamilyPerspectives({ row }: { row: UnifiedMemoryRow }) {
  const formatDay = useFormatDay();
  const perspectives = useFamilyPerspectives(true);
  const about = (perspectives.data ?? []).filter((perspective) => isAbout(row, perspective));
  if (about.length === 0) return null;
  return (
    <section
      aria-labelledby="family-perspectives-heading"
      className="mt-6 flex flex-col gap-3 border-t-2 border-line pt-4"
      data-testid="family-perspectives"
    >
      <h3 id="family-perspectives-heading" className="text-xl font-bold">
        What your family remembers
      </h3>
      <p className="text-muted">Kept apart from your own words. Your memory stays as you told it.</p>
      {about.map((perspective) => (
        <figure
          key={perspective.id}
          className="rounded-lg border-l-4 border-primary/60 bg-accent/40 px-4 py-3"
        >
          <figcaption className="font-semibold">{perspectiveCaption(perspective)}</figcaption>
          <p className="mt-1 whitespace-pre-wrap">{perspective.text}</p>
          <p className="mt-1 text-[0.95rem] text-muted">Added {formatDay(perspective.createdAt)}</p>
        </figure>
      ))}
    </section>
  );
}
