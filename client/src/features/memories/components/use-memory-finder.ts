import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { MemorySource, UnifiedMemoryRow } from '#shared/memory-rules.ts';
import { type MarkedText, type MemorySearchSort, noMatchesSentence } from '#shared/memory-search.ts';
import { memorySearchQueryKey, useSearchMemories } from '../api/search-memories.ts';

/** A row as the list shows it: with the found words marked when it came from a search. */
export interface ShownMemory {
  row: UnifiedMemoryRow;
  name?: MarkedText;
  excerpt?: MarkedText;
}

export interface MemoryFilters {
  source: MemorySource | '';
  topic: string;
  person: string;
  decade: string;
  dna: 'Complete' | 'Partial' | 'None' | '';
  sort: MemorySearchSort | '';
}

export const NO_FILTERS: MemoryFilters = { source: '', topic: '', person: '', decade: '', dna: '', sort: '' };

/** Words are looked up once the person pauses typing, not at every key. */
const TYPING_PAUSE_MS = 300;

const yearIn = (when: string | null) => /(1[6-9]\d\d|20\d\d)/.exec(when ?? '')?.[1];
/** "Tom (brother)" is filtered as Tom. */
const personName = (person: string) => person.replace(/\s*\(.*\)\s*$/, '').trim();

const sortedUnique = (values: Iterable<string>) =>
  [...new Map([...values].filter(Boolean).map((value) => [value.toLowerCase(), value])).values()].sort(
    (a, b) => a.localeCompare(b),
  );

/** What the filters can be set to: the topics, people and decades the person's own memories have. */
function filterChoices(rows: readonly UnifiedMemoryRow[]) {
  const decades = new Set<number>();
  for (const row of rows) {
    const year = yearIn(row.whenHappened);
    if (year) decades.add(Math.floor(Number(year) / 10) * 10);
  }
  return {
    topics: sortedUnique(rows.flatMap((row) => row.topics)),
    people: sortedUnique(rows.flatMap((row) => row.peopleInvolved.map(personName))),
    decades: [...decades].sort((a, b) => a - b),
  };
}

/**
 * The search box, filters and order of My Memories. With nothing asked, the list is every memory, newest first,
 * from the lists already loaded; otherwise the server searches (GET /api/memory-search) and its results are shown
 * as those same rows, so every row keeps its menu.
 */
export function useMemoryFinder(rows: readonly UnifiedMemoryRow[]) {
  const [words, setWords] = useState('');
  const [typed, setTyped] = useState('');
  const [filters, setFilters] = useState<MemoryFilters>(NO_FILTERS);
  useEffect(() => {
    const pause = setTimeout(() => setWords(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(pause);
  }, [typed]);

  const filtered = Object.entries(filters).some(([key, value]) => key !== 'sort' && value !== '');
  const active = words !== '' || filtered || (filters.sort !== '' && filters.sort !== 'added');
  const search = useSearchMemories(
    {
      q: words,
      ...(filters.source ? { source: filters.source } : {}),
      ...(filters.topic ? { topic: filters.topic } : {}),
      ...(filters.person ? { person: filters.person } : {}),
      ...(filters.decade ? { decade: Number(filters.decade) } : {}),
      ...(filters.dna ? { dna: filters.dna } : {}),
      ...(filters.sort ? { sort: filters.sort } : {}),
    },
    active,
  );

  // A memory added, changed or deleted changes what a search finds.
  const queryClient = useQueryClient();
  const seenRows = useRef(rows);
  useEffect(() => {
    if (seenRows.current === rows) return;
    seenRows.current = rows;
    void queryClient.invalidateQueries({ queryKey: memorySearchQueryKey });
  }, [rows, queryClient]);

  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  const shown = useMemo((): ShownMemory[] => {
    if (!active) return rows.map((row) => ({ row }));
    return (search.data?.pages ?? []).flatMap((page) =>
      page.results.flatMap((result) => {
        const row = byId.get(result.id);
        // A memory deleted since the search was made is not shown.
        return row ? [{ row, name: result.name, excerpt: result.excerpt }] : [];
      }),
    );
  }, [active, rows, byId, search.data]);

  return {
    typed,
    setTyped,
    words,
    filters,
    setFilters,
    filtered,
    active,
    choices: useMemo(() => filterChoices(rows), [rows]),
    shown,
    /** How many memories match in all (more than `shown` while later pages are still to come). */
    total: active ? (search.data?.pages[0]?.total ?? 0) : rows.length,
    searching: active && (search.isPending || (search.isFetching && !search.isFetchingNextPage)),
    failed: active && search.isError,
    showMore: () => {
      if (active && search.hasNextPage && !search.isFetchingNextPage) void search.fetchNextPage();
    },
    noMatches:
      active && search.isSuccess && !search.isPlaceholderData && search.data.pages[0]?.total === 0
        ? noMatchesSentence(words, filtered)
        : null,
  };
}

export type MemoryFinder = ReturnType<typeof useMemoryFinder>;
