import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input, Label } from '#client/components/ui/input.tsx';
import { MEMORY_SOURCES } from '#shared/memory-rules.ts';
import {
  DNA_COMPLETENESS_LEVELS,
  MEMORY_SEARCH_SORT_LABELS,
  MEMORY_SEARCH_SORTS,
  MEMORY_SEARCH_WORDS_MAX,
} from '#shared/memory-search.ts';
import { type MemoryFilters, type MemoryFinder, NO_FILTERS } from './use-memory-finder.ts';
import { useWideScreen } from './use-wide-screen.ts';

const selectStyles =
  'min-h-12 w-full rounded-lg border-2 border-line bg-surface px-3 text-base focus-visible:border-primary';

function FilterChoice({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={selectStyles}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </div>
  );
}

/**
 * On a phone the six filters would fill the screen before the first memory: they fold away behind "Filter and
 * sort" there, and stay open on wide screens.
 */
function FiltersDisclosure({ on, children }: { on: boolean; children: ReactNode }) {
  const wide = useWideScreen();
  if (wide) return children;
  return (
    <details className="group">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-primary">
        {on ? 'Filter and sort (filters on)' : 'Filter and sort'}
      </summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}

/** The search box, the filters and the order of My Memories, with a sentence saying what is shown. */
export function MemorySearchBar({ finder, allCount }: { finder: MemoryFinder; allCount: number }) {
  const { filters, setFilters, choices } = finder;
  const set =
    <Key extends keyof MemoryFilters>(key: Key) =>
    (value: string) =>
      setFilters({ ...filters, [key]: value as MemoryFilters[Key] });
  const sortValue = filters.sort || (finder.words ? 'best' : 'added');

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4">
      <search aria-label="My Memories" className="flex flex-col">
        <Label htmlFor="memory-search-words">Search your memories</Label>
        <Input
          id="memory-search-words"
          type="search"
          value={finder.typed}
          maxLength={MEMORY_SEARCH_WORDS_MAX}
          placeholder="For example: fishing with Tom"
          autoComplete="off"
          onChange={(event) => finder.setTyped(event.target.value)}
        />
      </search>
      <FiltersDisclosure on={finder.filtered}>
        <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="sr-only md:not-sr-only md:mb-2 md:font-semibold">Filter and sort</legend>
          <FilterChoice
            id="memory-filter-source"
            label="Source"
            value={filters.source}
            onChange={set('source')}
          >
            <option value="">Every source</option>
            {MEMORY_SOURCES.map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </FilterChoice>
          <FilterChoice id="memory-filter-topic" label="Topic" value={filters.topic} onChange={set('topic')}>
            <option value="">Every topic</option>
            {choices.topics.map((topic) => (
              <option key={topic} value={topic}>
                {topic}
              </option>
            ))}
          </FilterChoice>
          <FilterChoice
            id="memory-filter-person"
            label="Person"
            value={filters.person}
            onChange={set('person')}
          >
            <option value="">Everyone</option>
            {choices.people.map((person) => (
              <option key={person} value={person}>
                {person}
              </option>
            ))}
          </FilterChoice>
          <FilterChoice
            id="memory-filter-decade"
            label="Decade"
            value={filters.decade}
            onChange={set('decade')}
          >
            <option value="">Any time</option>
            {choices.decades.map((decade) => (
              <option key={decade} value={String(decade)}>
                {`The ${decade}s`}
              </option>
            ))}
          </FilterChoice>
          <FilterChoice id="memory-filter-dna" label="Memory DNA" value={filters.dna} onChange={set('dna')}>
            <option value="">Complete or not</option>
            {DNA_COMPLETENESS_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </FilterChoice>
          <FilterChoice id="memory-sort" label="Order" value={sortValue} onChange={set('sort')}>
            {MEMORY_SEARCH_SORTS.filter((sort) => sort !== 'best' || finder.words).map((sort) => (
              <option key={sort} value={sort}>
                {MEMORY_SEARCH_SORT_LABELS[sort]}
              </option>
            ))}
          </FilterChoice>
        </fieldset>
      </FiltersDisclosure>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="font-semibold" data-testid="memory-search-summary">
          {summary(finder, allCount)}
        </p>
        {finder.active || finder.typed ? (
          <Button
            variant="outline"
            onClick={() => {
              finder.setTyped('');
              setFilters(NO_FILTERS);
            }}
          >
            Clear search and filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}

const memories = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'memory' : 'memories'}`;

function summary(finder: MemoryFinder, allCount: number): string {
  if (!finder.active) return allCount > 0 ? 'Showing every memory, newest first.' : '';
  if (finder.failed) return 'The search could not be made. Please try again.';
  if (finder.searching && finder.shown.length === 0) return 'Searching…';
  if (finder.noMatches) return finder.noMatches;
  const what = finder.words ? ` match ‘${finder.words}’` : ' match the filters';
  return `${memories(finder.total)}${finder.total === 1 ? what.replace(' match', ' matches') : what}.`;
}
