import type { EndpointParsed } from '#shared/api-contract.ts';
import { MEMORY_KIND_OF_SOURCE, MEMORY_SOURCE_LABELS } from '#shared/memory-rules.ts';
import type { MemorySearchAnswer } from '#shared/memory-search.ts';
import type { memorySearchApi } from '#shared/memory-search-api.ts';
import { toMarkedText } from './marked-text.ts';
import { type createMemorySearchRepository, MATCH_START, MATCH_STOP } from './memory-search.repository.ts';

type SearchQuery = EndpointParsed<typeof memorySearchApi.search, 'query'>;

export function createMemorySearchService(repository: ReturnType<typeof createMemorySearchRepository>) {
  const marked = (text: string) => toMarkedText(text, MATCH_START, MATCH_STOP);
  return {
    /** One page of the person's memories that match; best match first when words are given, unless asked. */
    async search(userId: string, query: SearchQuery): Promise<MemorySearchAnswer> {
      const rows = await repository.search(userId, {
        words: query.q,
        kind: query.source ? MEMORY_KIND_OF_SOURCE[query.source] : undefined,
        topic: query.topic,
        person: query.person,
        decade: query.decade,
        dna: query.dna,
        sort: query.sort ?? (query.q ? 'best' : 'added'),
        offset: query.offset,
      });
      return {
        total: rows[0]?.total ?? 0,
        results: rows.map((row) => ({
          id: row.id,
          source: MEMORY_SOURCE_LABELS[row.kind],
          // An interview is named by its topics, as the list names it (interviewName in shared/interviews.ts).
          name:
            row.kind !== 'interview'
              ? marked(row.name)
              : row.name
                ? [{ text: 'Interview: ', match: false }, ...marked(row.name)]
                : [{ text: 'Interview with Clio', match: false }],
          excerpt: marked(row.excerpt),
        })),
      };
    },
  };
}
