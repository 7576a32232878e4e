import { cn } from '#client/lib/utils.ts';
import { type DnaCompleteness, dnaCompleteness } from '#shared/memory-rules.ts';

const styles: Record<DnaCompleteness, string> = {
  Complete: 'bg-[#e2f0e7] text-success',
  Partial: 'bg-accent text-primary',
  None: 'bg-[#eeeae4] text-muted',
};

type DnaFields = Parameters<typeof dnaCompleteness>[0];

/** What Memory DNA is, in the words shown beside it wherever it appears. */
export const MEMORY_DNA_EXPLAINED =
  'Memory DNA is when, where and who: when it happened, where, and who was there.';

/** The parts of Memory DNA a memory does not have yet, in the order people ask them. */
export function missingDna(memory: DnaFields): string[] {
  return [
    memory.whenHappened?.trim() ? null : 'when',
    memory.whereHappened?.trim() ? null : 'where',
    memory.peopleInvolved.some((person) => person.trim()) ? null : 'who',
  ].filter((part): part is string => part !== null);
}

/**
 * Memory DNA completeness: Complete (when, where and people all filled), Partial or None. A Partial memory also
 * says what it is missing, so the person knows what to add.
 */
export function DnaBadge({ memory }: { memory: DnaFields }) {
  const completeness = dnaCompleteness(memory);
  const missing = completeness === 'Partial' ? missingDna(memory) : [];
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <span
        className={cn(
          'inline-flex rounded-full px-2.5 py-0.5 text-[0.9rem] font-semibold whitespace-nowrap',
          styles[completeness],
        )}
        data-testid="dna-badge"
      >
        {completeness}
      </span>
      {missing.length > 0 ? (
        <span className="text-[0.9rem] whitespace-nowrap text-muted" data-testid="dna-missing">
          Missing: {missing.join(', ')}
        </span>
      ) : null}
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
