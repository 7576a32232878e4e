import { cn } from '#client/lib/utils.ts';
import type { DnaCompleteness } from '#shared/memory-rules.ts';

const styles: Record<DnaCompleteness, string> = {
  Complete: 'bg-[#e2f0e7] text-success',
  Partial: 'bg-accent text-primary',
  None: 'bg-[#eeeae4] text-muted',
};

/** Memory DNA completeness (spec §3): Complete, Partial or None. */
export function DnaBadge({ completeness }: { completeness: DnaCompleteness }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-[0.9rem] font-semibold whitespace-nowrap',
        styles[completeness],
      )}
      data-testid="dna-badge"
    >
      {completeness}
    </span>
  );
}

export function TopicChips({ topics, max = 3 }: { topics: string[]; max?: number }) {
  if (topics.length === 0) return <span className="text-muted">—</span>;
  const shown = topics.slice(0, max);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Topics">
      {shown.map((topic, index) => (
        <li key={`${topic}-${index}`} className="rounded-full border border-line px-2 py-0.5 text-[0.9rem]">
          {topic}
        </li>
      ))}
      {topics.length > max ? (
        <li className="px-1 py-0.5 text-[0.9rem] text-muted">+{topics.length - max} more</li>
      ) : null}
    </ul>
  );
}
