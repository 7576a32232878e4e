import type { FastifyInstance } from 'fastify';
import { signedInUserId } from '#server/auth/session-plugin.ts';
import { ANALYZE_MEMORIES_TASK } from '#server/jobs/job-tasks.ts';
import { registerEndpoint } from '#server/lib/route.ts';
import { memoryFragmentsApi } from '#shared/memories-api.ts';
import { applyLifeOrderAround } from '../manuscript/apply-life-order.ts';
import type { ModuleContext } from '../module-context.ts';
import { createMemoriesRepository } from './memories.repository.ts';
import { createMemoriesService } from './memories.service.ts';
import { createMemoryAnalysisRepository } from './memory-analysis.repository.ts';
import { createMemoryAnalysisTask } from './memory-analysis.task.ts';

/** Typed memories: list, create with Memory DNA, edit, edit DNA, delete. */
export async function memoriesRoutes(app: FastifyInstance, { db, ai, jobs }: ModuleContext) {
  const service = createMemoriesService(createMemoriesRepository(db), ai, app.log);
  // Reads imported memories for the AI, off the request path (docs/decisions/522).
  jobs.define(
    ANALYZE_MEMORIES_TASK,
    createMemoryAnalysisTask({ repository: createMemoryAnalysisRepository(db), ai, log: app.log }),
  );

  // The list is the largest answer the app sends; it is built in SQL and sent as is (decision 1621).
  registerEndpoint(app, memoryFragmentsApi.list, { sendAsBuilt: true }, async (request) =>
    service.list(signedInUserId(request)),
  );

  registerEndpoint(app, memoryFragmentsApi.create, {}, async (request) =>
    service.create(signedInUserId(request), request.body),
  );

  registerEndpoint(app, memoryFragmentsApi.update, {}, async (request) =>
    service.update(
      signedInUserId(request),
      request.params.id,
      { name: request.body.name, text: request.body.text },
      request.body.version,
    ),
  );

  registerEndpoint(app, memoryFragmentsApi.updateDna, {}, async (request) => {
    const userId = signedInUserId(request);
    const saved = await service.updateDna(userId, request.params.id, request.body);
    // A new year can move the memory, and its chapter, in her life's order (docs/decisions/911).
    await applyLifeOrderAround(db, userId, { kind: 'fragment', id: request.params.id });
    return saved;
  });

  registerEndpoint(app, memoryFragmentsApi.delete, {}, async (request) => {
    await service.delete(signedInUserId(request), request.params.id);
  });
}
