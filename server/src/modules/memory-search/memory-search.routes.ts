import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { memorySearchApi } from '#shared/memory-search-api.ts';
import type { ModuleContext } from '../module-context.ts';
import { createMemorySearchRepository } from './memory-search.repository.ts';
import { createMemorySearchService } from './memory-search.service.ts';

/** Searching My Memories: words, filters and order over every source (issue 16, decision 1620). */
export async function memorySearchRoutes(app: FastifyInstance, { db }: ModuleContext) {
  const service = createMemorySearchService(createMemorySearchRepository(db));
  registerEndpoint(app, memorySearchApi.search, {}, async (request) =>
    service.search(signedInUserId(request), request.query),
  );
}
