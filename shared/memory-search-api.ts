/** Searching My Memories (issue 16), as a contract descriptor (docs/decisions/601, 1620). */
import { defineEndpoint } from './api-contract.ts';
import { memorySearchAnswerSchema, memorySearchQuerySchema } from './memory-search.ts';

export const memorySearchApi = {
  /** The signed-in person's memories of every source that match the words and filters, one page at a time. */
  search: defineEndpoint({
    method: 'GET',
    path: '/api/memory-search',
    query: memorySearchQuerySchema,
    response: memorySearchAnswerSchema,
    errors: ['BAD_REQUEST'],
  }),
};
